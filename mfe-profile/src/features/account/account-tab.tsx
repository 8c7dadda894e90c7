import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { PageContents } from 'shared/ui';
import type { AccountSectionProps } from './account-section';
import styles from './account-tab.module.css';
import { DeleteAccountSection } from './delete-account/delete-account-section';
import { DownloadDataSection } from './download-data/download-data-section';
import { ACCOUNT_NAMESPACE, registerAccountTexts } from './register-texts';
import { SessionsSection } from './sessions/sessions-section';
import { SignInHistorySection } from './sign-in-history/sign-in-history-section';
import { TwoStepSection } from './two-step/two-step-section';

registerAccountTexts();

/** The tab's sections in order: the anchor id and the text part (for its title) of each. */
const SECTIONS: readonly {
  id: string;
  texts: 'sessions' | 'history' | 'twoStep' | 'download' | 'deletion';
  Section: (props: AccountSectionProps) => ReactNode;
}[] = [
  { id: 'signed-in', texts: 'sessions', Section: SessionsSection },
  { id: 'sign-in-history', texts: 'history', Section: SignInHistorySection },
  { id: 'two-step', texts: 'twoStep', Section: TwoStepSection },
  { id: 'download-my-data', texts: 'download', Section: DownloadDataSection },
  { id: 'delete-my-account', texts: 'deletion', Section: DeleteAccountSection },
];

/**
 * /app/edit-personal-info/account: where the user is signed in, what happened on the account,
 * two-step sign-in, and the user's rights over their data: take it out, or leave. The sections
 * are long on a phone (the history above all), so the tab opens on links to each.
 */
export function AccountTab() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.sections}>
      <PageContents
        entries={SECTIONS.map(({ id, texts }) => ({ id, label: t(`${texts}.title`) }))}
      />
      {SECTIONS.map(({ id, Section }) => (
        <Section key={id} id={id} />
      ))}
    </div>
  );
}
