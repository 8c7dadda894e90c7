import { inLanguage, PRIVACY_COMPLAINT_BODIES, telHref } from 'shared/contract';
import { addCatalog, useTranslation } from 'shared/i18n';
import { useReferenceLanguage } from 'shared/ui';
import { PRIVACY_PATH, TERMS_PATH } from '../../app/paths';
import { PolicyPage } from '../../components/policy-page';
import styles from '../../components/policy-page.module.css';
import { loadSiteCatalogFr, SITE_NAMESPACE, siteCatalog } from '../../i18n/site-catalog';

addCatalog(SITE_NAMESPACE, siteCatalog, loadSiteCatalogFr);

/** The policy's sections in reading order, with their lists (texts under privacy.<section>). */
const SECTIONS = [
  {
    id: 'collected',
    items: [
      'account',
      'personal',
      'address',
      'employment',
      'identification',
      'bankruptcy',
      'banking',
      'letters',
      'security',
    ],
  },
  { id: 'protection', items: ['encryption', 'passwords', 'sessions', 'access'] },
  { id: 'sharing', items: [] },
  { id: 'retention', items: [] },
  { id: 'rights', items: ['access', 'correction', 'portability', 'deletion'] },
  { id: 'exercise', items: [] },
] as const;

/**
 * `/privacy`: the privacy policy (issue 21, point 13), public like the terms and loaded only when
 * opened. Back leads to where it was opened from; "Who we are" names the operator.
 */
export function PrivacyPage() {
  const { t } = useTranslation(SITE_NAMESPACE, { keyPrefix: 'privacy' });
  const language = useReferenceLanguage();
  return (
    <PolicyPage
      path={PRIVACY_PATH}
      title={t('title')}
      intro={t('intro')}
      backLabel={t('back')}
      operatorPurpose={t('operatorPurpose')}
      related={{ to: TERMS_PATH, label: t('termsLink') }}
    >
      {SECTIONS.map(({ id, items }) => (
        <section key={id} className={styles.section}>
          <h2>{t(`${id}.heading`)}</h2>
          {id === 'protection' ? null : <p>{t(`${id}.body`)}</p>}
          {items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item}>{t(`${id}.items.${item}`)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section className={styles.section}>
        <h2>{t('complaints.heading')}</h2>
        <p>{t('complaints.body')}</p>
        {PRIVACY_COMPLAINT_BODIES.map((body) => (
          <address key={body.id} className={styles.contact}>
            <strong>{inLanguage(body.name, language)}</strong>
            {inLanguage(body.mail, language).map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            {t('complaints.tollFree')}
            <a href={telHref(body.tollFree)}>{body.tollFree}</a>
            <br />
            {t('complaints.website')}
            <a href={`https://${body.website}`}>{body.website}</a>
          </address>
        ))}
      </section>
    </PolicyPage>
  );
}
