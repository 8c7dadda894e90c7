import { useTranslation } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import styles from './guide.module.css';
import { GUIDE_SECTIONS, WIZARD_SECTION_ID } from './guide-sections';

/**
 * "On this page": links to each heading and, last, to the letter wizard, so a returning user
 * goes straight to the letter. Plain fragment links: the router leaves them to the browser.
 */
export function GuideContents() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE);
  return (
    <nav aria-labelledby="settlement-contents-heading" className={styles.contents}>
      <h2 id="settlement-contents-heading" className={styles.contentsHeading}>
        {t('guide.contentsLabel')}
      </h2>
      <ol>
        {GUIDE_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{t(`guide.${section.key}.heading`)}</a>
          </li>
        ))}
        <li>
          <a href={`#${WIZARD_SECTION_ID}`}>{t('wizard.heading')}</a>
        </li>
      </ol>
    </nav>
  );
}
