import type { Ref } from 'react';
import { useSignedInEmail } from 'shared/api';
import { authMessages } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { PasswordGate } from 'shared/ui';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import type { BankingVault } from './use-banking-vault';

export interface VaultGateProps {
  vault: BankingVault;
  /** Wraps the gate, for the page to move the focus to its field. */
  gateRef?: Ref<HTMLDivElement> | undefined;
}

/** The suite's password gate (spec section 4), shown by every page while the vault is locked. */
export function VaultGate({ vault, gateRef }: VaultGateProps) {
  const { t } = useTranslation(BANKING_NAMESPACE);
  const email = useSignedInEmail();
  const { state } = vault;
  if (state.status !== 'locked') return null;
  return (
    <div ref={gateRef}>
      <PasswordGate
        heading={t('gate.heading')}
        intro={state.again ? <p>{t('gate.again')}</p> : undefined}
        error={state.error}
        busy={state.checking}
        onSubmit={(password) => void vault.unlock(password)}
        requiredMessage={authMessages.passwordRequired}
        username={email}
      />
    </div>
  );
}
