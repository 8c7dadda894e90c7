import { type FormEvent, useState } from 'react';
import { saveObjectUrl, useSignedInEmail } from 'shared/api';
import { authMessages, dataExportFileName, localDate } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { AccountNameField, Alert, Button, Card, PasswordField } from 'shared/ui';
import { useExportAccountDataMutation } from '../../../api/account-data-api';
import type { AccountSectionProps } from '../account-section';
import styles from '../account-tab.module.css';
import { type PasswordProblem, PasswordProblemAlert, passwordProblemOf } from '../password-problem';
import { ACCOUNT_NAMESPACE } from '../register-texts';

type Outcome = { kind: 'downloaded'; fileName: string } | PasswordProblem;

/**
 * "Download my data": after the password, the ZIP of everything kept about the user (issue 17),
 * saved the way My Generated Letters saves a PDF. The password stays in this component only.
 */
export function DownloadDataSection({ id }: AccountSectionProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'download' });
  const { t: common } = useTranslation('common');
  const [exportData, exporting] = useExportAccountDataMutation();
  const email = useSignedInEmail();
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (exporting.isLoading) return;
    if (password === '') {
      setOutcome({ kind: 'field', message: authMessages.passwordRequired });
      return;
    }
    setOutcome(null);
    const result = await exportData(password);
    const objectUrl = 'data' in result ? result.data?.objectUrl : undefined;
    if (!objectUrl) {
      setOutcome(passwordProblemOf(result));
      return;
    }
    // The day on the user's own calendar, as the server names the file in Toronto's.
    const fileName = dataExportFileName(localDate(new Date()));
    saveObjectUrl(objectUrl, fileName);
    setPassword('');
    setOutcome({ kind: 'downloaded', fileName });
  }

  return (
    <Card id={id} title={t('title')}>
      <form noValidate onSubmit={submit} className={styles.form}>
        <p>{t('intro')}</p>
        <ul className={styles.contents}>
          <li>{t('contentsData')}</li>
          <li>{t('contentsLetters')}</li>
          <li>{t('contentsReadme')}</li>
        </ul>
        <p>{t('keepSafe')}</p>
        <AccountNameField email={email} />
        <PasswordField
          label={common('passwordLabel')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={outcome?.kind === 'field' ? outcome.message : undefined}
        />
        <div>
          <Button type="submit" busy={exporting.isLoading}>
            {t('submit')}
          </Button>
        </div>
        {outcome?.kind === 'downloaded' ? (
          <Alert tone="success" className={styles.outcome}>
            <p>{t('downloaded', { fileName: outcome.fileName })}</p>
          </Alert>
        ) : (
          <PasswordProblemAlert problem={outcome} failedText={t('failed')} />
        )}
      </form>
    </Card>
  );
}
