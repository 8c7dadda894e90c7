import type { PhoneLine } from 'shared/contract';
import { telHref, valueIn } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './credit-report-suite.module.css';

export interface ContactFactsProps {
  website?: string | null;
  mailLines?: readonly string[] | null;
  phones?: readonly PhoneLine[];
  /** The fax number; null says no fax is published (send by mail), undefined leaves the row out. */
  fax?: string | null;
  faxNote?: string | null;
}

/** How to reach a bureau or an agency: website, mail, phone lines and fax, as a description list. */
export function ContactFacts({ website, mailLines, phones = [], fax, faxNote }: ContactFactsProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite.contact' });
  const language = useReferenceLanguage();
  return (
    <dl className={styles.facts}>
      {website ? (
        <>
          <dt>{t('website')}</dt>
          <dd>
            <a href={`https://${website}`}>{website}</a>
          </dd>
        </>
      ) : null}
      {mailLines && mailLines.length > 0 ? (
        <>
          <dt>{t('mail')}</dt>
          <dd>
            <address className={styles.lines}>
              {mailLines.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          </dd>
        </>
      ) : null}
      {phones.length > 0 ? (
        <>
          <dt>{t('phone')}</dt>
          <dd>
            <ul className={styles.lines}>
              {phones.map((phone) => (
                <li key={phone.number}>
                  {t('labelled', { label: valueIn(phone.label, language) })}{' '}
                  <a className={styles.nowrap} href={telHref(phone.number)}>
                    {phone.number}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {fax === undefined ? null : (
        <>
          <dt>{t('fax')}</dt>
          <dd>
            {fax ? <span className={styles.nowrap}>{fax}</span> : t('noFax')}
            {fax && faxNote ? <p className={styles.note}>{faxNote}</p> : null}
          </dd>
        </>
      )}
    </dl>
  );
}
