import { lazy, Suspense } from 'react';
import type { BankingAccountRecord } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, Card, VisuallyHidden } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import styles from './account-card.module.css';
import { lastFour } from './account-number';

/**
 * The debt lines (issue 16) load after the gate, with the list: their rules, reference data and
 * texts stay out of the suite's first screen (its weight bar, decisions.md section 8).
 */
const DebtLines = lazy(async () => ({ default: (await import('../debts')).DebtLines }));

export interface AccountCardProps {
  account: BankingAccountRecord;
  onEdit: (account: BankingAccountRecord) => void;
  onRemove: (account: BankingAccountRecord) => void;
}

/**
 * One account: its name, the masked number (last 4 only), type, status and amounts in CAD, then
 * its debt lines.
 */
export function AccountCard({ account, onEdit, onRemove }: AccountCardProps) {
  const { t } = useTranslation(BANKING_NAMESPACE);
  const { money } = useLocaleFormat();
  const digits = lastFour(account.full_account_number);
  const notSpecified = t('card.notSpecified');
  return (
    <Card
      title={account.account_name}
      headingLevel={3}
      actions={
        <>
          <Button variant="secondary" onClick={() => onEdit(account)}>
            {t('list.edit')}
          </Button>
          <Button variant="danger" onClick={() => onRemove(account)}>
            {t('list.remove')}
          </Button>
        </>
      }
    >
      <dl className={styles.details}>
        <div>
          <dt>{t('card.accountNumber')}</dt>
          <dd>
            <span aria-hidden="true">{t('card.masked', { digits })}</span>
            <VisuallyHidden>{t('card.endingIn', { digits })}</VisuallyHidden>
          </dd>
        </div>
        <div>
          <dt>{t('card.type')}</dt>
          <dd>{account.account_type ? t(`accountType.${account.account_type}`) : notSpecified}</dd>
        </div>
        <div>
          <dt>{t('card.status')}</dt>
          <dd>
            {account.account_status ? t(`accountStatus.${account.account_status}`) : notSpecified}
          </dd>
        </div>
        <div>
          <dt>{t('card.correctCreditBalance')}</dt>
          <dd>{money(account.correct_credit_balance)}</dd>
        </div>
        <div>
          <dt>{t('card.reportedCreditBalance')}</dt>
          <dd>{money(account.reported_credit_balance)}</dd>
        </div>
        <div>
          <dt>{t('card.creditLimit')}</dt>
          <dd>{money(account.credit_limit)}</dd>
        </div>
      </dl>
      <Suspense fallback={null}>
        <DebtLines account={account} />
      </Suspense>
    </Card>
  );
}
