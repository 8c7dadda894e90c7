import { describeFrenchCatalog } from 'shared/testing';
import { vi } from 'vitest';
import { BUDGET_NAMESPACE, budgetCatalog } from './catalog';
import { budgetCatalogFr } from './catalog.fr';
import { registerBudgetCatalog } from './register-catalog';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describeFrenchCatalog({
  owner: 'the budget remote',
  english: budgetCatalog,
  french: budgetCatalogFr,
  registration: { namespace: BUDGET_NAMESPACE, register: registerBudgetCatalog, addCatalog },
});
