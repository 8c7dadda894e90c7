import {
  INSTALMENT_FREQUENCIES,
  letterMessages,
  PAYMENT_METHODS,
  parseMoney,
  toCents,
} from 'shared/contract';
import { useController, useFormContext } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { AccountGate, AccountPicker, type AccountUnlock } from 'shared/letter-wizard';
import { Alert, DateField, messageText, RadioGroupField, SelectField, TextField } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { MoneyField } from 'shared/ui/money-field';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import { instalmentCountOf, type SettlementFormValues } from '../settlement-form';
import styles from '../settlement-wizard.module.css';

export interface AccountStepProps {
  /** The open gate's password and accounts, or null while the gate is closed. */
  unlock: AccountUnlock | null;
  onUnlocked: (unlock: AccountUnlock) => void;
  /** True once Next was pressed with the gate still closed. */
  gateRequired: boolean;
}

/** The schedule's total in dollars as typed so far (1200), or null until both parts read. */
function scheduleTotal(values: SettlementFormValues): number | null {
  const amount = parseMoney(values.instalment_amount);
  const count = instalmentCountOf(values.instalment_count);
  if (amount === null || count === undefined) return null;
  return (toCents(amount) * count) / 100;
}

/** Payments only: the schedule the letter states (amount, frequency, number, first date). */
function ScheduleFields() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.accountStep' });
  const { money } = useLocaleFormat();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<SettlementFormValues>();
  const total = scheduleTotal(watch());
  return (
    <fieldset className={styles.schedule}>
      <legend>{t('schedule')}</legend>
      <p>{t('scheduleIntro')}</p>
      <MoneyField
        label={t('instalmentAmount')}
        hint={t('instalmentAmountHint')}
        required
        error={errors.instalment_amount?.message}
        {...register('instalment_amount')}
      />
      <SelectField
        label={t('instalmentFrequency')}
        placeholder={t('instalmentFrequencyPlaceholder')}
        required
        options={INSTALMENT_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: t(`frequencies.${frequency}`),
        }))}
        error={errors.instalment_frequency?.message}
        {...register('instalment_frequency')}
      />
      <TextField
        label={t('instalmentCount')}
        hint={t('instalmentCountHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.instalment_count?.message}
        {...register('instalment_count')}
      />
      <DateField
        label={t('firstPaymentDate')}
        required
        error={errors.first_payment_date?.message}
        {...register('first_payment_date')}
      />
      <p aria-live="polite">
        {total === null ? null : t('scheduleTotal', { total: money(total) })}
      </p>
    </fieldset>
  );
}

/**
 * Step 3: the password gate, then the account, the creditor's reference, the balance it claims,
 * how and how much, and for payments the schedule.
 */
export function AccountStep({ unlock, onUnlocked, gateRequired }: AccountStepProps) {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.accountStep' });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<SettlementFormValues>();
  const payment = useController<SettlementFormValues, 'payment_method'>({ name: 'payment_method' });

  if (!unlock) {
    return (
      <>
        <h2>{t('heading')}</h2>
        <AccountGate onUnlocked={onUnlocked} />
        {gateRequired ? (
          <Alert tone="error" className={styles.alert}>
            {messageText(letterMessages.password)}
          </Alert>
        ) : null}
      </>
    );
  }

  const letter = watch('letter') || 'offer_a_settlement';
  const methods = PAYMENT_METHODS.map((method) => ({
    value: method,
    label: t(`methods.${method}`),
  }));
  return (
    <>
      <h2>{t('heading')}</h2>
      <AccountPicker
        accounts={unlock.accounts}
        value={watch('account_id')}
        label={t('account')}
        error={errors.account_id?.message}
        onPick={(account) => {
          setValue('account_id', account.id, { shouldDirty: true, shouldValidate: true });
          setValue('creditor_balance', account.reported_credit_balance.toFixed(2), {
            shouldDirty: true,
            shouldValidate: true,
          });
        }}
      />
      <TextField
        label={t('reference')}
        hint={t('referenceHint')}
        required
        autoComplete="off"
        spellCheck={false}
        error={errors.creditor_reference_number?.message}
        {...register('creditor_reference_number')}
      />
      <MoneyField
        label={t('balance')}
        hint={t('balanceHint')}
        required
        error={errors.creditor_balance?.message}
        {...register('creditor_balance')}
      />
      <RadioGroupField
        legend={t('paymentMethod')}
        options={methods}
        {...payment.field}
        error={payment.fieldState.error?.message}
      />
      <MoneyField
        label={t('amount')}
        hint={t(`amountHints.${letter}`)}
        required
        error={errors.creditor_amount?.message}
        {...register('creditor_amount')}
      />
      {payment.field.value === 'payments' ? <ScheduleFields /> : null}
    </>
  );
}
