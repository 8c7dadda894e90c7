import { useState } from 'react';
import {
  answerCode,
  ConcealedPassword,
  isNetworkError,
  retryAfterMinutes,
  useFetchBankingAccounts,
  useSignedInEmail,
} from 'shared/api';
import {
  authMessages,
  type BankingAccountRecord,
  letterMessages,
  ResultCode,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { PasswordGate } from 'shared/ui';
import { LETTER_WIZARD_NAMESPACE } from './texts';

/** What an open gate hands the wizard: the password (for the generate body) and the accounts. */
export interface AccountUnlock {
  password: ConcealedPassword;
  accounts: BankingAccountRecord[];
}

export interface AccountGateProps {
  heading?: string;
  onUnlocked: (unlock: AccountUnlock) => void;
  /** Goes up when the wizard's Next is pressed before the gate opened (PasswordGate). */
  attention?: number;
}

/**
 * The wizards' password gate (spec section 4, decisions.md section 6): the password is checked
 * with the server by fetching the accounts the next screen offers. The password stays in
 * component memory (ConcealedPassword), never in the store.
 */
export function AccountGate({ heading, onUnlocked, attention }: AccountGateProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'gate' });
  const email = useSignedInEmail();
  const { t: common } = useTranslation('common');
  const fetchAccounts = useFetchBankingAccounts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function check(typed: string) {
    const password = new ConcealedPassword(typed);
    setBusy(true);
    setError(undefined);
    const outcome = await fetchAccounts(password);
    setBusy(false);
    if ('data' in outcome) {
      onUnlocked({ password, accounts: outcome.data });
      return;
    }
    const code = answerCode(outcome);
    if (code === ResultCode.wrongPassword) setError(letterMessages.incorrectPassword);
    else if (code === ResultCode.tooManyAttempts) {
      setError(t('tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 }));
    } else if (isNetworkError(outcome.error)) setError(common('networkFailure'));
    // -4000 signs the user out (the base query does it); anything else is a plain failure.
    else if (code !== ResultCode.sessionInvalid) setError(t('failed'));
  }

  return (
    <PasswordGate
      heading={heading ?? t('heading')}
      confirmLabel={t('ok')}
      onSubmit={check}
      requiredMessage={authMessages.passwordRequired}
      busy={busy}
      error={error}
      headingLevel={3}
      username={email}
      attention={attention}
    />
  );
}
