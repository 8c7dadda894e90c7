import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Alert, Button } from 'shared/ui';
import { ACCOUNT_NAMESPACE } from '../register-texts';
import styles from './two-step.module.css';

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** The user says the codes are kept: the section shows the state again, and they are gone. */
  onKept: () => void;
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes), with a way to
 * copy them and to save them as a text file.
 */
export function RecoveryCodes({ codes, onKept }: RecoveryCodesProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const [copied, setCopied] = useState<boolean | null>(null);
  const fileText = [t('codesFileHeading'), '', ...codes, '', t('codesFileNote'), ''].join('\n');

  async function copy() {
    // The Clipboard API is missing or refused on some pages and browsers: then the user selects.
    const written = await navigator.clipboard?.writeText(codes.join('\n')).then(
      () => true,
      () => false,
    );
    setCopied(written === true);
  }

  return (
    <>
      <Alert tone="success">
        <p>{t('enabled')}</p>
      </Alert>
      <h3>{t('codesTitle')}</h3>
      <p>
        <strong>{t('codesInstruction')}</strong>
      </p>
      <ul className={styles.codes} aria-label={t('codesListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={copy}>
          {t('copyCodes')}
        </Button>
        <a
          className={styles.download}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(fileText)}`}
          download={t('codesFileName')}
        >
          {t('downloadCodes')}
        </a>
        <Button onClick={onKept}>{t('codesKept')}</Button>
      </div>
      {copied === null ? null : (
        <Alert tone={copied ? 'success' : 'error'}>
          <p>{t(copied ? 'copied' : 'copyFailed')}</p>
        </Alert>
      )}
    </>
  );
}
