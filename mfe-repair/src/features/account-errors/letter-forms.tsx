import {
  type AgencyName,
  type BankingAccountRecord,
  bureausChosen,
  CREDIT_RATINGS,
  creditRatingLabel,
  NO_LONGER_RESPONSIBLE_REASONS,
  type OutdatedItemDateField,
  outdatedItemDateFields,
  type TextLanguage,
} from 'shared/contract';
import { negativeItemKind } from 'shared/contract/negative-item';
import { NEGATIVE_ITEM_KINDS, type NegativeItemKind } from 'shared/contract/report-removal';
import { type FieldPath, useFormContext, useWatch } from 'shared/forms';
import { languageOf, useTranslation } from 'shared/i18n';
import {
  AccountPicker,
  BureauChoice,
  CreditorPicker,
  DirectoryNoteList,
  PICKED_CREDITOR_ADDRESS_FIELDS,
  type PickedCreditor,
  pickedCreditorFields,
  useDirectoryNotes,
  useWizardProvinceOptions,
} from 'shared/letter-wizard';
import { DateField, RadioGroupField, SelectField, TextField } from 'shared/ui';
import { MoneyField } from 'shared/ui/money-field';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './account-errors.module.css';
import { AGENCY_ADDRESS_FIELDS, agencyAddress } from './agency';
import type { AccountErrorsFormValues, AccountErrorType } from './form-values';
import { OTHER_BANKRUPTCY_COUNTS } from './outdated-facts';
import { OutdatedItemNotice, useOutdatedItemCheck } from './outdated-item';
import { LimitationNotice, useLimitationCheck } from './statute-barred';

type Field = FieldPath<AccountErrorsFormValues>;

function useFields() {
  const { t, i18n } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'accountErrors.fields' });
  const form = useFormContext<AccountErrorsFormValues>();
  const { errors } = form.formState;
  /** Sets a value as the user would have typed it (re-checked, so an old message clears). */
  const fill = (name: Field, value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });
  /**
   * Checks again the fields showing a message, after a choice that changes what they need (the
   * outdated item's kind or bureaus): a date no longer read loses its message.
   */
  const recheckShown = () => {
    const shown = Object.keys(errors) as Field[];
    if (shown.length > 0) void form.trigger(shown);
  };
  return { t, i18n, form, errors, fill, recheckShown };
}

function Text({
  name,
  label,
  hint,
  optional = false,
}: {
  name: Field;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const { form, errors } = useFields();
  return (
    <TextField
      label={label}
      hint={hint}
      required={!optional}
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
}

/** A money amount, typed as text and parsed as a decimal when the body is built. */
function Amount({ name, label, hint }: { name: Field; label: string; hint: string }) {
  const { form, errors } = useFields();
  return (
    <MoneyField
      label={label}
      hint={hint}
      required
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
}

const AGENCIES: readonly AgencyName[] = ['Equifax', 'TransUnion'];

/**
 * The agency choice (1 Equifax, 2 TransUnion) and its address fields, which the choice fills
 * from the bureau reference data; every field stays editable.
 */
function AgencyFields({ withName }: { withName: boolean }) {
  const provinceOptions = useWizardProvinceOptions();
  const { t, form, errors, fill } = useFields();
  const { t: bureau } = useTranslation('letterWizard', { keyPrefix: 'bureau' });
  const agency = useWatch({ control: form.control, name: 'agency' });
  function choose(choice: AgencyName) {
    form.setValue('agency', choice, { shouldValidate: Boolean(errors.agency) });
    const address = agencyAddress(choice);
    for (const name of AGENCY_ADDRESS_FIELDS) fill(name, address[name]);
  }
  return (
    <>
      <RadioGroupField
        legend={t('agency')}
        name="agency"
        hint={t('agencyHint')}
        options={AGENCIES.map((value) => ({ value, label: bureau(value) }))}
        value={agency}
        onChange={choose}
        error={errors.agency?.message}
      />
      {withName ? <Text name="cra_name" label={t('agencyName')} /> : null}
      <Text name="cra_street_address" label={t('streetAddress')} />
      <Text name="cra_city" label={t('city')} />
      <SelectField
        label={t('province')}
        placeholder={t('provincePlaceholder')}
        options={provinceOptions}
        required
        error={errors.cra_province?.message}
        {...form.register('cra_province')}
      />
      <PostalCodeField
        label={t('postalCode')}
        required
        autoComplete="off"
        error={errors.cra_postal_code?.message}
        {...form.register('cra_postal_code')}
      />
      <TextField
        label={t('fax')}
        hint={t('faxHint')}
        type="tel"
        autoComplete="off"
        error={errors.cra_fax?.message}
        {...form.register('cra_fax')}
      />
    </>
  );
}

/** The consumer's description of the error: printed in the letter's body, as their words. */
function Description() {
  const { t } = useFields();
  return (
    <Text name="cra_description" label={t('description')} hint={t('descriptionHint')} optional />
  );
}

/** The months of the disputed late payments (YYYY-MM, comma-separated). */
function LatePaymentMonths() {
  const { t } = useFields();
  return (
    <Text
      name="late_payment_months"
      label={t('latePaymentMonths')}
      hint={t('latePaymentMonthsHint')}
      optional
    />
  );
}

/** The ratings with their meaning, in the page's language (reference data, issue 15). */
function ratingOptions(language: TextLanguage) {
  return CREDIT_RATINGS.map((rating) => ({
    value: rating,
    label: creditRatingLabel(rating, language),
  }));
}

/**
 * The date besides the last activity that an account holds for an item of `kind`, and its field:
 * the start of a judgment, a proposal or a plan as Date Opened (the banking form's hint says so
 * for the first two; a plan's account opens with the plan), a bankruptcy's own discharge.
 */
function itemDateOfAccount(
  kind: NegativeItemKind,
  account: BankingAccountRecord,
): [OutdatedItemDateField, string] | null {
  switch (kind) {
    case 'judgment':
    case 'consumer_proposal':
    case 'debt_management_plan':
      return ['started_date', account.date_opened];
    case 'bankruptcy':
      return account.date_of_discharge ? ['discharged_date', account.date_of_discharge] : null;
    default:
      return null;
  }
}

/** The account picker; for the letters that print its name and number, it fills those. */
function AccountChoice({
  accounts,
  fillsNameAndNumber,
  fillsLastPayment = false,
  fillsItemDates = false,
}: {
  accounts: readonly BankingAccountRecord[];
  fillsNameAndNumber: boolean;
  /** statute_barred_account: the account's last payment (else its last activity). */
  fillsLastPayment?: boolean;
  /** outdated_item: the item's kind when none is chosen, and the dates the account holds. */
  fillsItemDates?: boolean;
}) {
  const { t, form, errors, fill } = useFields();
  const accountId = useWatch({ control: form.control, name: 'account_id' });
  function pick(account: BankingAccountRecord) {
    fill('account_id', account.id);
    if (fillsNameAndNumber) {
      fill('account_name', account.account_name);
      fill('account_number', account.full_account_number);
    }
    // The last payment where the account holds one (issue 16), else its last activity.
    if (fillsLastPayment) {
      fill('last_payment_date', account.date_of_last_payment ?? account.date_of_last_activity);
    }
    if (fillsItemDates) fillItemDates(account);
  }
  function fillItemDates(account: BankingAccountRecord) {
    // A kind the consumer chose stays; else the one the account is (negative-item.ts).
    const kind = form.getValues('item_kind') || (negativeItemKind(account) ?? '');
    if (kind !== '') fill('item_kind', kind);
    fill('last_activity_date', account.date_of_last_activity);
    const held = kind === '' ? null : itemDateOfAccount(kind, account);
    if (held) fill(...held);
  }
  const hint = fillsItemDates ? t('accountFillsDatesHint') : t('accountFillsHint');
  return (
    <>
      {fillsNameAndNumber && accounts.length > 0 ? <p className={styles.note}>{hint}</p> : null}
      <AccountPicker
        accounts={accounts}
        value={accountId}
        onPick={pick}
        error={fillsNameAndNumber ? undefined : errors.account_id?.message}
      />
    </>
  );
}

function AccountNameAndNumber() {
  const { t } = useFields();
  return (
    <>
      <Text name="account_name" label={t('accountName')} />
      <Text name="account_number" label={t('accountNumber')} />
    </>
  );
}

/**
 * The directory creditor. does_not_have_account is addressed to the entry itself, so it shows
 * what the directory knows of its address and fax (an unconfirmed fax means the letter is
 * mailed), and asks for what an entry's mailing address lacks (its city or postal code), filled
 * with what the entry has; no_longer_responsible only takes the name for a bureau letter.
 */
function Creditor({ fillsName }: { fillsName: boolean }) {
  const { form, errors, fill } = useFields();
  const creditorId = useWatch({ control: form.control, name: 'creditor_id' });
  const completing = useWatch({ control: form.control, name: 'creditor_street_address' }) !== '';
  const notes = useDirectoryNotes(fillsName ? null : creditorId, undefined);
  function pick(creditor: PickedCreditor) {
    fill('creditor_id', creditor.id);
    if (fillsName) {
      fill('creditor_name', creditor.company);
      return;
    }
    // A whole address is the directory's own; a partial one is the consumer's to complete.
    const filled = pickedCreditorFields(creditor);
    const whole = [creditor.address, creditor.city, creditor.province, creditor.postal_code].every(
      (part) => part.trim() !== '',
    );
    for (const name of COMPLETED_ADDRESS_FIELDS) fill(name, whole ? '' : filled[name]);
  }
  return (
    <>
      <CreditorPicker
        value={creditorId || null}
        onPick={pick}
        error={errors.creditor_id?.message}
      />
      <DirectoryNoteList notes={[notes.address, notes.fax]} />
      {!fillsName && completing ? <CompletedAddress /> : null}
    </>
  );
}

/** The address fields a consumer completes for a directory entry that lacks part of it. */
const COMPLETED_ADDRESS_FIELDS = [
  'creditor_street_address',
  'creditor_city',
  'creditor_province',
  'creditor_postal_code',
] as const;

function CompletedAddress() {
  const { t } = useFields();
  return (
    <fieldset className={styles.group}>
      <legend>{t('completeAddress.legend')}</legend>
      <p className={styles.note}>{t('completeAddress.intro')}</p>
      <CreditorAddressFields />
    </fieldset>
  );
}

/** A creditor's mailing address: street, city, province and postal code. */
function CreditorAddressFields() {
  const provinceOptions = useWizardProvinceOptions();
  const { t, form, errors } = useFields();
  return (
    <>
      <TextField
        label={t('streetAddress')}
        autoComplete="off"
        error={errors.creditor_street_address?.message}
        {...form.register('creditor_street_address')}
      />
      <TextField
        label={t('city')}
        autoComplete="off"
        error={errors.creditor_city?.message}
        {...form.register('creditor_city')}
      />
      <SelectField
        label={t('province')}
        placeholder={t('provincePlaceholder')}
        options={provinceOptions}
        error={errors.creditor_province?.message}
        {...form.register('creditor_province')}
      />
      <PostalCodeField
        label={t('postalCode')}
        autoComplete="off"
        error={errors.creditor_postal_code?.message}
        {...form.register('creditor_postal_code')}
      />
    </>
  );
}

/** The one reason the no-longer-responsible letter states. */
function ResponsibilityReason() {
  const { t, form, errors } = useFields();
  const reason = useWatch({ control: form.control, name: 'reason' });
  return (
    <RadioGroupField
      legend={t('reason')}
      name="reason"
      hint={t('reasonHint')}
      options={NO_LONGER_RESPONSIBLE_REASONS.map((value) => ({
        value,
        label: t(`reasons.${value}`),
      }))}
      value={reason}
      onChange={(value) =>
        form.setValue('reason', value, { shouldDirty: true, shouldValidate: true })
      }
      error={errors.reason?.message}
    />
  );
}

/** The statute-barred letter's optional collector: picked from the directory or typed in. */
function Collector() {
  const { t, form, errors, fill } = useFields();
  const creditorId = useWatch({ control: form.control, name: 'creditor_id' });
  function pick(creditor: PickedCreditor) {
    const filled = pickedCreditorFields(creditor);
    for (const name of PICKED_CREDITOR_ADDRESS_FIELDS) fill(name, filled[name]);
  }
  return (
    <fieldset className={styles.group}>
      <legend>{t('collector.legend')}</legend>
      <p className={styles.note}>{t('collector.intro')}</p>
      <CreditorPicker
        label={t('collector.picker')}
        value={creditorId || null}
        onPick={pick}
        error={errors.creditor_id?.message}
      />
      <TextField
        label={t('collector.name')}
        autoComplete="off"
        error={errors.creditor_name?.message}
        {...form.register('creditor_name')}
      />
      <CreditorAddressFields />
      <TextField
        label={t('fax')}
        hint={t('collector.faxHint')}
        type="tel"
        autoComplete="off"
        error={errors.creditor_fax?.message}
        {...form.register('creditor_fax')}
      />
    </fieldset>
  );
}

/**
 * statute_barred_account: the account, the last payment (prefilled from the account picked),
 * whether the limitation period has passed, the bureaus and the optional collector.
 */
function StatuteBarredFields({
  accounts,
  onOutdatedItem,
}: {
  accounts: readonly BankingAccountRecord[];
  onOutdatedItem: () => void;
}) {
  const { t, form, errors } = useFields();
  const lastPaymentDate = useWatch({ control: form.control, name: 'last_payment_date' });
  const check = useLimitationCheck(lastPaymentDate);
  const futureMessage = check.state === 'future' ? (check.message ?? undefined) : undefined;
  return (
    <>
      <AccountChoice accounts={accounts} fillsNameAndNumber fillsLastPayment />
      <AccountNameAndNumber />
      <DateField
        label={t('lastPaymentDate')}
        hint={t('lastPaymentDateHint')}
        required
        error={errors.last_payment_date?.message ?? futureMessage}
        {...form.register('last_payment_date')}
      />
      <LimitationNotice
        lastPaymentDate={lastPaymentDate}
        check={check}
        onOutdatedItem={onOutdatedItem}
      />
      <Bureau />
      <Collector />
    </>
  );
}

/** The bureaus chosen; a refusal the API names on `bureau` shows under them until they change. */
function Bureau() {
  const { form, errors, recheckShown } = useFields();
  const value = useWatch({ control: form.control, name: 'bureau' });
  return (
    <BureauChoice
      value={value}
      onChange={(next) => {
        form.setValue('bureau', next);
        form.clearErrors('bureau');
        recheckShown();
      }}
      error={errors.bureau?.message}
    />
  );
}

/** The label of each date field, and its hint, as `accountErrors.fields.outdated` words them. */
function dateTexts(field: OutdatedItemDateField, kind: NegativeItemKind): [string, string] {
  switch (field) {
    case 'last_activity_date':
      return ['lastActivity', 'lastActivityHint'];
    case 'first_delinquency_date':
      return ['firstDelinquency', 'firstDelinquencyHint'];
    case 'started_date':
      return kind === 'debt_management_plan'
        ? ['planStarted', 'planStartedHint']
        : ['filed', kind === 'judgment' ? 'judgmentFiledHint' : 'proposalFiledHint'];
    case 'discharged_date':
      return ['discharged', 'dischargedHint'];
    case 'paid_off_date':
      return ['paidOff', kind === 'debt_management_plan' ? 'planPaidOffHint' : 'paidOffHint'];
  }
}

/**
 * The dates the rule cannot do without whatever else is given: a proposal is dated from its
 * filing or its payment in full (whichever comes first), a plan from one or both depending on
 * the bureau, so neither of those is marked required; the rule's messages say what is missing.
 */
function alwaysNeeded(field: OutdatedItemDateField, kind: NegativeItemKind): boolean {
  if (field === 'paid_off_date') return false;
  if (field === 'started_date') return kind === 'judgment';
  return true;
}

/** What the outdated item is, in plain words; choosing one keeps only the dates it reads. */
function ItemKind({ accounts }: { accounts: readonly BankingAccountRecord[] }) {
  const { t, form, errors, fill, recheckShown } = useFields();
  const kind = useWatch({ control: form.control, name: 'item_kind' });
  function choose(next: NegativeItemKind) {
    form.setValue('item_kind', next, { shouldDirty: true });
    // The date the account picked holds for that kind, where none is typed yet.
    const account = accounts.find(({ id }) => id === form.getValues('account_id'));
    const held = account ? itemDateOfAccount(next, account) : null;
    if (held && form.getValues(held[0]) === '') fill(...held);
    recheckShown();
  }
  return (
    <RadioGroupField
      legend={t('outdated.itemKind')}
      name="item_kind"
      options={NEGATIVE_ITEM_KINDS.map((value) => ({
        value,
        label: t(`outdated.kinds.${value}`),
      }))}
      value={kind}
      onChange={choose}
      error={errors.item_kind?.message}
    />
  );
}

/**
 * outdated_item: the account (its name, number and dates filled from the account picked), what
 * the item is, the bureaus, then only the dates that kind reads for those bureaus, and for a
 * bankruptcy the other ones; under them each bureau's removal date, or why the API would refuse.
 */
function OutdatedItemFields({ accounts }: { accounts: readonly BankingAccountRecord[] }) {
  const { t, form, errors } = useFields();
  const values = useWatch({ control: form.control });
  const check = useOutdatedItemCheck(values);
  const kind = check.facts?.item_kind;
  const fields = kind ? outdatedItemDateFields(kind, bureausChosen(values.bureau ?? 'both')) : [];
  return (
    <>
      <AccountChoice accounts={accounts} fillsNameAndNumber fillsItemDates />
      <AccountNameAndNumber />
      <ItemKind accounts={accounts} />
      <Bureau />
      {kind
        ? fields.map((field) => {
            const [label, hint] = dateTexts(field, kind);
            return (
              <DateField
                key={field}
                label={t(`outdated.${label}`)}
                hint={t(`outdated.${hint}`)}
                required={alwaysNeeded(field, kind)}
                error={errors[field]?.message}
                {...form.register(field)}
              />
            );
          })
        : null}
      {kind === 'bankruptcy' ? (
        <SelectField
          label={t('outdated.otherBankruptcies')}
          hint={t('outdated.otherBankruptciesHint')}
          options={OTHER_BANKRUPTCY_COUNTS.map((count) => ({ value: count, label: count }))}
          error={errors.other_bankruptcies?.message}
          {...form.register('other_bankruptcies')}
        />
      ) : null}
      <OutdatedItemNotice check={check} />
    </>
  );
}

export interface LetterFormProps {
  type: AccountErrorType;
  /** The accounts the gate returned, sorted by account_name. */
  accounts: readonly BankingAccountRecord[];
  /** Chooses another letter of the wizard, keeping what the form holds (the account chosen). */
  onChooseLetter: (type: AccountErrorType) => void;
}

/** Screen 2's form for the chosen letter (spec section 2's fields). */
export function LetterForm({ type, accounts, onChooseLetter }: LetterFormProps) {
  const { t, i18n, form, errors } = useFields();
  switch (type) {
    case 'account_corrections':
      return (
        <>
          <AccountChoice accounts={accounts} fillsNameAndNumber={false} />
          <Amount
            name="adjusted_balance_amount"
            label={t('adjustedBalanceAmount')}
            hint={t('adjustedBalanceHint')}
          />
          <Description />
          <AgencyFields withName={false} />
        </>
      );
    case 'adjust_balance':
      return (
        <>
          <AccountChoice accounts={accounts} fillsNameAndNumber={false} />
          <Amount
            name="reported_balance_amount"
            label={t('reportedBalanceAmount')}
            hint={t('reportedBalanceHint')}
          />
          <Amount
            name="balance_adjustment"
            label={t('balanceAdjustment')}
            hint={t('balanceAdjustmentHint')}
          />
          <Bureau />
        </>
      );
    case 'does_not_have_account':
      return (
        <>
          <Creditor fillsName={false} />
          <Text name="account_number" label={t('accountNumber')} />
        </>
      );
    case 'no_longer_responsible':
      return (
        <>
          <Creditor fillsName />
          <Text name="creditor_name" label={t('creditorName')} />
          <Text name="account_number" label={t('accountNumber')} />
          <ResponsibilityReason />
          <Bureau />
        </>
      );
    case 'remove_late_payment':
      return (
        <>
          <AgencyFields withName />
          <AccountChoice accounts={accounts} fillsNameAndNumber />
          <AccountNameAndNumber />
          <Amount
            name="past_due_payment"
            label={t('pastDuePayment')}
            hint={t('pastDuePaymentHint')}
          />
          <LatePaymentMonths />
          <Description />
        </>
      );
    case 'change_rating':
      return (
        <>
          <Text name="creditor_account_number" label={t('creditorAccountNumber')} />
          <DateField
            label={t('consumerProposalFiled')}
            required
            error={errors.consumer_proposal_filed?.message}
            {...form.register('consumer_proposal_filed')}
          />
          <Text
            name="creditor_name"
            label={t('ratingCreditorName')}
            hint={t('ratingCreditorHint')}
            optional
          />
          <SelectField
            label={t('ratingRequested')}
            hint={t('ratingRequestedHint')}
            placeholder={t('ratingPlaceholder')}
            options={ratingOptions(languageOf(i18n.language))}
            error={errors.rating_requested?.message}
            {...form.register('rating_requested')}
          />
          <Bureau />
        </>
      );
    case 'statute_barred_account':
      return (
        <StatuteBarredFields
          accounts={accounts}
          onOutdatedItem={() => onChooseLetter('outdated_item')}
        />
      );
    case 'late_payment':
      return (
        <>
          <AccountChoice accounts={accounts} fillsNameAndNumber />
          <AccountNameAndNumber />
          <Amount
            name="past_due_payment"
            label={t('pastDuePayment')}
            hint={t('pastDuePaymentHint')}
          />
          <LatePaymentMonths />
          <Bureau />
        </>
      );
    case 'outdated_item':
      return <OutdatedItemFields accounts={accounts} />;
  }
}
