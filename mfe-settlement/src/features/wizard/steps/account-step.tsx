import { useController, useFormContext } from 'react-hook-form';
import { PAYMENT_METHODS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { AccountGate, AccountPicker, type AccountUnlock } from 'shared/letter-wizard';
import { Alert, RadioGroupField, TextField } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import type { SettlementFormValues } from '../settlement-form';
import styles from '../settlement-wizard.module.css';

export interface AccountStepProps {
  /** The open gate's password and accounts, or null while the gate is closed. */
  unlock: AccountUnlock | null;
  onUnlocked: (unlock: AccountUnlock) => void;
  /** True once Next was pressed with the gate still closed. */
  gateRequired: boolean;
}

/** Step 3: the password gate, then the account, the creditor's reference, how and how much. */
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
            {t('passwordFirst')}
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
        onPick={(account) =>
          setValue('account_id', account.id, { shouldDirty: true, shouldValidate: true })
        }
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
      <RadioGroupField
        legend={t('paymentMethod')}
        options={methods}
        {...payment.field}
        error={payment.fieldState.error?.message}
      />
      <TextField
        label={t('amount')}
        hint={t(`amountHints.${letter}`)}
        required
        inputMode="decimal"
        autoComplete="off"
        error={errors.creditor_amount?.message}
        {...register('creditor_amount')}
      />
    </>
  );
}
