import styles from './account-tab.module.css';
import { DeleteAccountSection } from './delete-account/delete-account-section';
import { DownloadDataSection } from './download-data/download-data-section';
import { registerAccountTexts } from './register-texts';
import { SessionsSection } from './sessions/sessions-section';
import { SignInHistorySection } from './sign-in-history/sign-in-history-section';
import { TwoStepSection } from './two-step/two-step-section';

registerAccountTexts();

/**
 * /app/edit-personal-info/account (issue 17): where the user is signed in, what happened on the
 * account, two-step sign-in, and the user's rights over their data: take it out, or leave.
 */
export function AccountTab() {
  return (
    <div className={styles.sections}>
      <SessionsSection />
      <SignInHistorySection />
      <TwoStepSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </div>
  );
}
