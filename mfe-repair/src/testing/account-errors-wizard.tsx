import userEvent from '@testing-library/user-event';
import type { AddressRecord } from 'shared/contract';
import { addCatalog } from 'shared/i18n';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import { AccountErrorsWizard } from '../features/account-errors/account-errors-wizard';
import { loadRepairCatalogFr, REPAIR_NAMESPACE, repairCatalog } from '../i18n/catalog';

/**
 * Test-only, never imported by production code: the Errors with Account wizard as the suite
 * routes it, for the tests of its letters that depend on the consumer's province and today.
 */

addCatalog(REPAIR_NAMESPACE, repairCatalog, loadRepairCatalogFr);

export const BASE = '/app/credit-repair-suite';
export const PATH = `${BASE}/errors-with-account`;

export type User = ReturnType<typeof userEvent.setup>;

/** The consumer's current address in a province (the letters' province comes from it). */
export function currentAddress(provinceId: number, postalCode: string): Partial<AddressRecord> {
  return {
    id: 'a1',
    is_previous: false,
    address_line_one: '100 King Street West',
    city: 'Toronto',
    province_id: provinceId,
    postal_code: postalCode,
  };
}

export const ONTARIO = currentAddress(8, 'M5X 1A9');

/**
 * The wizard, signed in, opened from the menu, or by a link of another page that hands it
 * `prefill` as router state; with the pages it links to (the dispute letter, the letters list).
 */
export function renderAccountErrors(prefill?: Record<string, unknown>): User {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  renderWithProviders(
    <Routes>
      <Route path={PATH} element={<AccountErrorsWizard />} />
      <Route path={`${BASE}/dispute-with-creditor`} element={<h1>Dispute with Creditor</h1>} />
      <Route
        path="/app/my-generated-letters/credit-repair"
        element={<h1>Credit repair letters</h1>}
      />
    </Routes>,
    {
      route: prefill ? { pathname: PATH, state: { accountErrorsPrefill: prefill } } : PATH,
      store,
    },
  );
  return userEvent.setup();
}

/** Today is November 24, 2026 for each test of the file (only the clock: MSW keeps real timers). */
export function todayIsNovember24() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
