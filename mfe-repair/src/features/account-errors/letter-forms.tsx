import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import type { AgencyName, BankingAccountRecord } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import {
  AccountPicker,
  BureauChoice,
  CreditorPicker,
  DirectoryNoteList,
  useDirectoryNotes,
  WIZARD_PROVINCE_OPTIONS,
} from 'shared/letter-wizard';
import { DateField, RadioGroupField, SelectField, TextField } from 'shared/ui';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import { REPAIR_NAMESPACE } from '../../i18n/catalog';
import styles from './account-errors.module.css';
import { AGENCY_ADDRESS_FIELDS, agencyAddress } from './agency';
import type { AccountErrorsFormValues, AccountErrorType } from './form-values';

type Field = FieldPath<AccountErrorsFormValues>;

function useFields() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'accountErrors.fields' });
  const form = useFormContext<AccountErrorsFormValues>();
  const { errors } = form.formState;
  /** Sets a value as the user would have typed it (re-checked, so an old message clears). */
  const fill = (name: Field, value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });
  return { t, form, errors, fill };
}

function Text({ name, label, hint }: { name: Field; label: string; hint?: string }) {
  const { form, errors } = useFields();
  return (
    <TextField
      label={label}
      hint={hint}
      required
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
    <TextField
      label={label}
      hint={hint}
      required
      inputMode="decimal"
      autoComplete="off"
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
      <TextField
        label={t('description')}
        hint={t('descriptionHint')}
        autoComplete="off"
        error={errors.cra_description?.message}
        {...form.register('cra_description')}
      />
      <Text name="cra_street_address" label={t('streetAddress')} />
      <Text name="cra_city" label={t('city')} />
      <SelectField
        label={t('province')}
        placeholder={t('provincePlaceholder')}
        options={WIZARD_PROVINCE_OPTIONS}
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

/** The account picker; for the letters that print its name and number, it fills those. */
function AccountChoice({
  accounts,
  fillsNameAndNumber,
}: {
  accounts: readonly BankingAccountRecord[];
  fillsNameAndNumber: boolean;
}) {
  const { t, form, errors, fill } = useFields();
  const accountId = useWatch({ control: form.control, name: 'account_id' });
  function pick(account: BankingAccountRecord) {
    fill('account_id', account.id);
    if (fillsNameAndNumber) {
      fill('account_name', account.account_name);
      fill('account_number', account.full_account_number);
    }
  }
  return (
    <>
      {fillsNameAndNumber && accounts.length > 0 ? (
        <p className={styles.note}>{t('accountFillsHint')}</p>
      ) : null}
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
 * mailed); no_longer_responsible only takes the name for a bureau letter.
 */
function Creditor({ fillsName }: { fillsName: boolean }) {
  const { form, errors, fill } = useFields();
  const creditorId = useWatch({ control: form.control, name: 'creditor_id' });
  const notes = useDirectoryNotes(fillsName ? null : creditorId, undefined);
  return (
    <>
      <CreditorPicker
        value={creditorId || null}
        onPick={(creditor) => {
          fill('creditor_id', creditor.id);
          if (fillsName) fill('creditor_name', creditor.company);
        }}
        error={errors.creditor_id?.message}
      />
      <DirectoryNoteList notes={[notes.address, notes.fax]} />
    </>
  );
}

function Bureau() {
  const { form } = useFields();
  const value = useWatch({ control: form.control, name: 'bureau' });
  return <BureauChoice value={value} onChange={(next) => form.setValue('bureau', next)} />;
}

export interface LetterFormProps {
  type: AccountErrorType;
  /** The accounts the gate returned, sorted by account_name. */
  accounts: readonly BankingAccountRecord[];
}

/** Screen 2's form for the chosen letter (spec section 2's fields). */
export function LetterForm({ type, accounts }: LetterFormProps) {
  const { t, form, errors } = useFields();
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
          <Bureau />
        </>
      );
    case 'statute_barred_account':
      return (
        <>
          <AccountChoice accounts={accounts} fillsNameAndNumber />
          <AccountNameAndNumber />
          <Bureau />
        </>
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
          <Bureau />
        </>
      );
  }
}
