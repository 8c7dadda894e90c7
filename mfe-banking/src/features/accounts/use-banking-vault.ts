import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { answerCode, ConcealedPassword, useFetchBankingAccounts } from 'shared/api';
import { type BankingAccountRecord, ResultCode } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { failureText } from './failure-text';

export type VaultState =
  | {
      status: 'locked';
      /** The server's refusal of the last password, e.g. 'Incorrect password.'. */
      error?: string;
      /** Locked again after the step-up grant ran out: the gate says why. */
      again?: boolean;
      checking: boolean;
    }
  | {
      status: 'open';
      accounts: BankingAccountRecord[];
      refreshing: boolean;
      /** A refresh that failed (network, throttled): the last list stays shown. */
      error?: string;
    };

export interface BankingVault {
  state: VaultState;
  /** The gate: checks the password with the server and, when right, keeps it and the list. */
  unlock(password: string): Promise<void>;
  /** Re-fetches the list with the kept password (after any view closes). */
  refresh(): Promise<void>;
  /** Forgets the password and the list; the gate shows again. */
  lock(reason?: { error?: string; again?: boolean }): void;
  /** The kept password, for a write's `secret`; null while locked. */
  secret(): ConcealedPassword | null;
}

/**
 * The banking suite's password and accounts. The password lives in this hook's ref only: never in
 * storage, the URL or Redux, and it is gone when the suite unmounts (a reload asks again). The
 * suite holds one vault for all its pages (BankingVaultContext), so moving between the account
 * list and the payoff plan does not ask for the password again.
 */
export function useBankingVault(): BankingVault {
  const { t } = useTranslation([BANKING_NAMESPACE, 'common']);
  const fetchAccounts = useFetchBankingAccounts();
  const password = useRef<ConcealedPassword | null>(null);
  // Only the answer to the latest request counts (a slow refresh must not undo a lock).
  const latest = useRef(0);
  const [state, setState] = useState<VaultState>({ status: 'locked', checking: false });

  const lock = useCallback((reason: { error?: string; again?: boolean } = {}) => {
    password.current = null;
    latest.current += 1;
    setState({ status: 'locked', checking: false, ...reason });
  }, []);

  const unlock = useCallback(
    async (text: string) => {
      const candidate = new ConcealedPassword(text);
      latest.current += 1;
      const request = latest.current;
      setState((current) =>
        current.status === 'locked' ? { ...current, checking: true } : current,
      );
      const outcome = await fetchAccounts(candidate);
      if (request !== latest.current) return;
      if ('data' in outcome) {
        password.current = candidate;
        setState({ status: 'open', accounts: outcome.data, refreshing: false });
        return;
      }
      setState({ status: 'locked', checking: false, error: failureText(outcome, t) });
    },
    [fetchAccounts, t],
  );

  const refresh = useCallback(async () => {
    const current = password.current;
    if (!current) return;
    latest.current += 1;
    const request = latest.current;
    setState((state) =>
      state.status === 'open' ? { ...state, refreshing: true, error: undefined } : state,
    );
    const outcome = await fetchAccounts(current);
    if (request !== latest.current) return;
    if ('data' in outcome) {
      setState({ status: 'open', accounts: outcome.data, refreshing: false });
    } else if (answerCode(outcome) === ResultCode.wrongPassword) {
      // The password was changed elsewhere: ask for it again.
      lock({ error: failureText(outcome, t) });
    } else {
      const error = failureText(outcome, t);
      setState((state) =>
        state.status === 'open' ? { ...state, refreshing: false, error } : state,
      );
    }
  }, [fetchAccounts, lock, t]);

  const secret = useCallback(() => password.current, []);

  return { state, unlock, refresh, lock, secret };
}

/** The suite's one vault, provided by the suite (suite.tsx) to the list and the payoff plan. */
export const BankingVaultContext = createContext<BankingVault | null>(null);

/** The suite's vault: the pages are rendered inside the suite, which provides it. */
export function useSuiteVault(): BankingVault {
  const vault = useContext(BankingVaultContext);
  if (!vault) throw new Error('The banking pages are rendered inside BankingInformationSuite.');
  return vault;
}
