import { lazy, Suspense } from 'react';
import { useTranslation } from 'shared/i18n';
import { PageLayout, Spinner } from 'shared/ui';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { useSuiteVault } from '../accounts/use-banking-vault';
import { VaultGate } from '../accounts/vault-gate';

/**
 * The plan, its arithmetic, its texts and the debt-relief facts load when the plan is opened,
 * after the gate: none of it weighs on the suite's first screen (decisions.md section 8).
 */
const PayoffPage = lazy(async () => ({ default: (await import('.')).PayoffPage }));

/** /app/edit-account-info/payoff: the suite's gate, then the plan of the accounts it opened. */
export function PayoffRoute() {
  const { t } = useTranslation(BANKING_NAMESPACE);
  const vault = useSuiteVault();
  return (
    <PageLayout title={t('title')}>
      {vault.state.status === 'locked' ? (
        <VaultGate vault={vault} />
      ) : (
        <Suspense fallback={<Spinner />}>
          <PayoffPage accounts={vault.state.accounts} />
        </Suspense>
      )}
    </PageLayout>
  );
}
