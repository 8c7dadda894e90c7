import { useRef, useState } from 'react';
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
  const root = useRef<HTMLDivElement>(null);

  async function check(typed: string) {
    const password = new ConcealedPassword(typed);
    setBusy(true);
    setError(undefined);
    const outcome = await fetchAccounts(password);
    setBusy(false);
    if ('data' in outcome) {
      // The gate gives way to the form: focus goes to its first field, not to the page's body.
      const gate = root.current;
      onUnlocked({ password, accounts: outcome.data });
      focusFieldAfter(gate);
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
    <div ref={root}>
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
    </div>
  );
}

/** The first field a form shows, once the gate has given way to it. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Focuses the first field beside where the gate was, once the form has been drawn: looked for at
 * each frame for a few, as a busy device may draw it a frame or two late.
 */
function focusFieldAfter(gate: HTMLElement | null, frames = 10): void {
  const around = gate?.parentElement;
  if (!gate || !around) return;
  const look = (left: number) => {
    const field = [...around.querySelectorAll<HTMLElement>(FIRST_FIELD)].find(
      (candidate) => !gate.contains(candidate),
    );
    if (field) field.focus();
    else if (left > 0) requestAnimationFrame(() => look(left - 1));
  };
  requestAnimationFrame(() => look(frames));
}
