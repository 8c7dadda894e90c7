import type { BankingAccountRecord } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { messageText, SelectField } from 'shared/ui';
import { BANKING_INFO_PATH } from './paths';
import { LETTER_WIZARD_NAMESPACE } from './texts';

export interface AccountPickerProps {
  /** The accounts the gate returned, sorted by account_name (spec section 3). */
  accounts: readonly BankingAccountRecord[];
  /** The chosen account's id, or ''. */
  value: string;
  onPick: (account: BankingAccountRecord) => void;
  /** Defaults to 'Account'. */
  label?: string;
  error?: string | undefined;
}

/** 'name | full account number', as the wizards show an account (spec section 2). */
export function accountOptionLabel(account: BankingAccountRecord): string {
  return `${account.account_name} | ${account.full_account_number}`;
}

/** The user's banking accounts as a select; with none, a way to add one instead. */
export function AccountPicker({ accounts, value, onPick, label, error }: AccountPickerProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'account' });
  if (accounts.length === 0) {
    return (
      <div role="note">
        <p>{t('none')}</p>
        <p>
          <Link to={BANKING_INFO_PATH}>{t('noneLink')}</Link>
        </p>
        {error ? <p role="alert">{messageText(error)}</p> : null}
      </div>
    );
  }
  const options = accounts.map((account) => ({
    value: account.id,
    label: accountOptionLabel(account),
  }));
  return (
    <SelectField
      label={label ?? t('label')}
      placeholder={t('placeholder')}
      options={options}
      value={value}
      required
      error={error}
      onChange={(event) => {
        const account = accounts.find((candidate) => candidate.id === event.target.value);
        if (account) onPick(account);
      }}
    />
  );
}
