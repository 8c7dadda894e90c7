import type { BankingAccountRecord } from 'shared/contract';
import { useFormContext, useWatch } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { AccountGate, AccountPicker, type AccountUnlock } from 'shared/letter-wizard';
import { Alert, TextareaField, TextField } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './creditor-dispute.module.css';
import type { CreditorDisputeFormValues } from './form';

export interface AccountStepProps {
  /** The open gate's accounts and password, or null while the gate is closed. */
  unlock: AccountUnlock | null;
  onUnlocked: (unlock: AccountUnlock) => void;
  /** True once Next was pressed with the gate still closed. */
  gateRequired: boolean;
}

/** Step 3: the password gate, then the account and the creditor's references. */
export function AccountStep({ unlock, onUnlocked, gateRequired }: AccountStepProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute.accountStep' });
  const form = useFormContext<CreditorDisputeFormValues>();
  const { errors } = form.formState;
  const accountId = useWatch({ control: form.control, name: 'account_id' });

  function pick(account: BankingAccountRecord) {
    form.setValue('account_id', account.id, {
      shouldDirty: true,
      shouldValidate: Boolean(errors.account_id),
    });
  }

  return (
    <>
      <h2>{t('heading')}</h2>
      {unlock ? (
        <>
          <AccountPicker
            accounts={unlock.accounts}
            value={accountId}
            onPick={pick}
            label={t('account')}
            error={errors.account_id?.message}
          />
          <TextField
            label={t('referenceNumber')}
            hint={t('referenceNumberHint')}
            required
            autoComplete="off"
            error={errors.creditor_reference_number?.message}
            {...form.register('creditor_reference_number')}
          />
          <TextField
            label={t('originalCreditor')}
            hint={t('originalCreditorHint')}
            required
            autoComplete="off"
            error={errors.original_creditor?.message}
            {...form.register('original_creditor')}
          />
          <TextareaField
            label={t('comments')}
            hint={t('commentsHint')}
            error={errors.creditor_comments?.message}
            {...form.register('creditor_comments')}
          />
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('gateIntro')}</p>
          <AccountGate onUnlocked={onUnlocked} />
          {gateRequired ? <Alert tone="error">{t('gateRequired')}</Alert> : null}
        </>
      )}
    </>
  );
}
