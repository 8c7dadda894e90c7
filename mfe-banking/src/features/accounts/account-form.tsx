import { type Ref, useState } from 'react';
import { answerCode, type ConcealedPassword, fieldErrors, type QueryOutcome } from 'shared/api';
import {
  ACCOUNT_ASSOCIATIONS,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type BankingAccount,
  type BankingAccountFormInput,
  type BankingAccountRecord,
  bankingAccountForm,
  DEBT_KINDS,
  NO_DEBT_DETAILS,
  optionLabel,
  ResultCode,
} from 'shared/contract';
import { type FieldPath, useForm, useWatch, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, DateField, NumberField, SelectField, TextField } from 'shared/ui';
import { amountValue, MoneyField } from 'shared/ui/money-field';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import styles from './account-form.module.css';
import { useCreateBankingAccountMutation, useUpdateBankingAccountMutation } from './banking-api';
import { failureText } from './failure-text';

export interface AccountFormProps {
  /** The account to edit; absent for ADD ACCOUNT. */
  account?: BankingAccountRecord | undefined;
  /** The gate's password, sent as `secret`; null once the page has locked. */
  secret: () => ConcealedPassword | null;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onSaved: () => void;
  /** The server refused the password (-1): the page shows the gate with this message. */
  onPasswordRefused: (message: string) => void;
}

type FormField = FieldPath<BankingAccountFormInput>;
const FIELDS = Object.keys(bankingAccountForm.shape) as FormField[];

/**
 * An optional amount or rate as the form's value: null when left empty, else the number as
 * either language writes it (NaN when it is none, for the schema to refuse).
 */
function optionalAmountValue(text: unknown): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string' && text.trim() === '') return null;
  return amountValue(text);
}

function initialValues(
  account: BankingAccountRecord | undefined,
): Partial<BankingAccountFormInput> {
  if (!account) {
    return {
      account_name: '',
      full_account_number: '',
      account_association: '',
      account_type: '',
      account_status: '',
      date_opened: '',
      date_of_last_activity: '',
      ...NO_DEBT_DETAILS,
    };
  }
  const { id: _id, ...values } = account;
  return values;
}

/** The add and edit form: every field of spec section 3, no secret field, and BACK. */
export function AccountForm({
  account,
  secret,
  headingRef,
  onBack,
  onSaved,
  onPasswordRefused,
}: AccountFormProps) {
  const { t, i18n } = useTranslation([BANKING_NAMESPACE, 'common']);
  const [createAccount, creating] = useCreateBankingAccountMutation();
  const [updateAccount, updating] = useUpdateBankingAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<BankingAccountFormInput, unknown, BankingAccount>({
    resolver: zodResolver(bankingAccountForm),
    defaultValues: initialValues(account),
  });
  // A discharge dates a bankruptcy only: the field shows for that kind, and another kind drops it
  // (a hidden date would otherwise be saved, or refused where the consumer cannot see it).
  const isBankruptcy = useWatch({ control, name: 'debt_kind' }) === 'bankruptcy';

  function handleFailure(outcome: QueryOutcome) {
    const code = answerCode(outcome);
    if (code === ResultCode.wrongPassword) {
      onPasswordRefused(failureText(outcome, t));
      return;
    }
    if (code === ResultCode.notFound) {
      setFailure(t('form.notFound'));
      return;
    }
    if (code === ResultCode.validation) {
      const serverErrors = fieldErrors(outcome);
      const known = FIELDS.filter((field) => serverErrors[field]);
      for (const field of known) {
        setError(field, { type: 'server', message: serverErrors[field] }, { shouldFocus: true });
      }
      if (known.length > 0) return;
    }
    setFailure(failureText(outcome, t));
  }

  const onSubmit = handleSubmit(async (values) => {
    const password = secret();
    if (!password) return;
    setFailure(null);
    const outcome = account
      ? await updateAccount({ id: account.id, account: values, secret: password })
      : await createAccount({ account: values, secret: password });
    if (answerCode(outcome) === ResultCode.ok) onSaved();
    else handleFailure(outcome);
  });

  const options = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const busy = creating.isLoading || updating.isLoading;

  return (
    <section aria-labelledby="banking-form-heading">
      <div className={styles.header}>
        <h2 id="banking-form-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {account ? t('form.editHeading') : t('form.addHeading')}
        </h2>
        <Button variant="secondary" onClick={onBack}>
          {t('form.back')}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('form.accountName')}
          required
          autoComplete="off"
          error={errors.account_name?.message}
          {...register('account_name')}
        />
        <TextField
          label={t('form.fullAccountNumber')}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.full_account_number?.message}
          {...register('full_account_number')}
        />
        <MoneyField
          label={t('form.creditLimit')}
          hint={t('form.amountHint')}
          required
          error={errors.credit_limit?.message}
          {...register('credit_limit', { setValueAs: amountValue })}
        />
        <SelectField
          label={t('form.accountAssociation')}
          placeholder={t('form.chooseOne')}
          options={options('association', ACCOUNT_ASSOCIATIONS)}
          error={errors.account_association?.message}
          {...register('account_association')}
        />
        <SelectField
          label={t('form.accountType')}
          placeholder={t('form.chooseOne')}
          options={options('accountType', ACCOUNT_TYPES)}
          error={errors.account_type?.message}
          {...register('account_type')}
        />
        <SelectField
          label={t('form.accountStatus')}
          placeholder={t('form.chooseOne')}
          options={options('accountStatus', ACCOUNT_STATUSES)}
          error={errors.account_status?.message}
          {...register('account_status')}
        />
        <MoneyField
          label={t('form.correctCreditBalance')}
          hint={t('form.amountHint')}
          required
          error={errors.correct_credit_balance?.message}
          {...register('correct_credit_balance', { setValueAs: amountValue })}
        />
        <MoneyField
          label={t('form.reportedCreditBalance')}
          hint={t('form.amountHint')}
          required
          error={errors.reported_credit_balance?.message}
          {...register('reported_credit_balance', { setValueAs: amountValue })}
        />
        <NumberField
          label={t('form.numberOfLatePayments')}
          required
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.number_of_late_payments?.message}
          {...register('number_of_late_payments', { valueAsNumber: true })}
        />
        <DateField
          label={t('form.dateOpened')}
          required
          error={errors.date_opened?.message}
          {...register('date_opened')}
        />
        <DateField
          label={t('form.dateOfLastActivity')}
          required
          error={errors.date_of_last_activity?.message}
          {...register('date_of_last_activity')}
        />
        <SelectField
          label={t('form.debtKind')}
          hint={t('form.debtKindHint')}
          placeholder={t('form.chooseOne')}
          options={DEBT_KINDS.map((value) => ({
            value,
            label: optionLabel('debtKind', value, i18n.language),
          }))}
          error={errors.debt_kind?.message}
          {...register('debt_kind', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'bankruptcy') setValue('date_of_discharge', null);
            },
          })}
        />
        {isBankruptcy ? (
          <DateField
            label={t('form.dateOfDischarge')}
            hint={t('form.dateOfDischargeHint')}
            error={errors.date_of_discharge?.message}
            {...register('date_of_discharge')}
          />
        ) : null}
        <MoneyField
          label={t('form.interestRate')}
          hint={t('form.interestRateHint')}
          error={errors.interest_rate?.message}
          {...register('interest_rate', { setValueAs: optionalAmountValue })}
        />
        <MoneyField
          label={t('form.minimumPayment')}
          hint={t('form.minimumPaymentHint')}
          error={errors.minimum_payment?.message}
          {...register('minimum_payment', { setValueAs: optionalAmountValue })}
        />
        <DateField
          label={t('form.dateOfLastPayment')}
          hint={t('form.dateOfLastPaymentHint')}
          error={errors.date_of_last_payment?.message}
          {...register('date_of_last_payment')}
        />
        <Button type="submit" busy={busy} className={styles.submit}>
          {t('common:save')}
        </Button>
      </form>
    </section>
  );
}
