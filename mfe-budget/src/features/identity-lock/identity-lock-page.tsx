import { knownProvince, useConsumerProvince } from 'shared/api';
import {
  BUREAU_FRAUD_CONTACTS,
  FRAUD_ALERT,
  IDENTITY_THEFT_CONTACTS,
  type IdentityContact,
  inLanguage,
  securityFreezesFor,
  telHref,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { CheckboxField, PageLayout, useReferenceLanguage } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import styles from './identity-lock-page.module.css';

function ContactList({ contacts }: { contacts: readonly IdentityContact[] }) {
  const language = useReferenceLanguage();
  return (
    <ul className={styles.contacts}>
      {contacts.map((contact) => (
        <li key={contact.id}>
          <strong>{inLanguage(contact.name, language)}</strong>
          <ul className={styles.lines}>
            {contact.lines.map((line) => (
              <li key={line.number}>
                {inLanguage(line.label, language)}
                {language === 'fr' ? '\u00a0: ' : ': '}
                <a href={telHref(line.number)}>{line.number}</a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * /app/identity-lock (spec section 2): the spec's heading, checkbox (it has no further effect, by
 * design) and Live Chat heading, then what a worried consumer can do now (issue 21, point 15):
 * the bureaus' lines, a fraud alert, a security freeze (their own province's first), and where to
 * report fraud or a lost SIN. Every fact comes from the reference data, with its source there.
 */
export function IdentityLockPage() {
  const { t } = useTranslation(BUDGET_NAMESPACE, { keyPrefix: 'identityLock' });
  const language = useReferenceLanguage();
  const format = useLocaleFormat();
  // Without a known province the page shows what applies everywhere.
  const province = knownProvince(useConsumerProvince());
  const freezes = securityFreezesFor(province);
  const ownFreeze = freezes[0]?.province === province;
  return (
    <PageLayout title={t('title')}>
      <CheckboxField label={t('suspiciousActivity')} name="suspicious-activity" />
      <h2>{t('liveChatHeading')}</h2>
      <section aria-labelledby="identity-lock-now" className={styles.now}>
        <h2 id="identity-lock-now">{t('now.heading')}</h2>
        <p>{t('now.intro')}</p>

        <h3>{t('now.bureaus.heading')}</h3>
        <p>{t('now.bureaus.body')}</p>
        <ContactList contacts={BUREAU_FRAUD_CONTACTS} />

        <h3>{t('now.fraudAlert.heading')}</h3>
        <p>{inLanguage(FRAUD_ALERT, language)}</p>

        <h3>{t('now.freeze.heading')}</h3>
        {ownFreeze ? null : <p>{t('now.freeze.elsewhere')}</p>}
        {freezes.map((freeze) => (
          <div key={freeze.province} className={styles.freeze}>
            <p>{inLanguage(freeze.text, language)}</p>
            <p className={styles.statute}>
              {t('now.freeze.since', {
                date: format.calendarDate(freeze.since),
                statute: inLanguage(freeze.statute, language),
              })}
            </p>
          </div>
        ))}

        <h3>{t('now.report.heading')}</h3>
        <p>{t('now.report.body')}</p>
        <ContactList contacts={IDENTITY_THEFT_CONTACTS} />
      </section>
    </PageLayout>
  );
}
