import type { Ref } from 'react';
import type { BankingAccountRecord } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Alert, Button, Spinner } from 'shared/ui';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { PAYOFF_PATH } from '../payoff/paths';
import { AccountCard } from './account-card';
import styles from './banking-page.module.css';

export interface AccountListProps {
  accounts: readonly BankingAccountRecord[];
  refreshing: boolean;
  error?: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onAdd: () => void;
  onEdit: (account: BankingAccountRecord) => void;
  onRemove: (account: BankingAccountRecord) => void;
}

/** The account cards, each with EDIT and REMOVE, and ADD ACCOUNT. */
export function AccountList({
  accounts,
  refreshing,
  error,
  headingRef,
  onAdd,
  onEdit,
  onRemove,
}: AccountListProps) {
  const { t } = useTranslation(BANKING_NAMESPACE);
  return (
    <section aria-labelledby="banking-list-heading">
      <div className={styles.viewHeader}>
        <h2 id="banking-list-heading" ref={headingRef} tabIndex={-1} className={styles.viewHeading}>
          {t('list.heading')}
        </h2>
        <Button onClick={onAdd}>{t('list.add')}</Button>
      </div>
      {accounts.length > 0 ? (
        <p>
          <Link to={PAYOFF_PATH}>{t('list.payoff')}</Link>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {refreshing ? <Spinner label={t('list.refreshing')} /> : null}
      {accounts.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} onEdit={onEdit} onRemove={onRemove} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
