import { IdentityLockPage } from '../features/identity-lock/identity-lock-page';
import { registerBudgetCatalog } from '../i18n/register-catalog';

registerBudgetCatalog();

/** Exposed as 'budget/IdentityLock': /app/identity-lock (no sub-routes). */
export default function IdentityLock() {
  return <IdentityLockPage />;
}
