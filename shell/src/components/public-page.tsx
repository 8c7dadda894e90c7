import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { LanguageSwitch } from '../features/language/language-switch';
import styles from './public-page.module.css';

export interface PublicPageProps {
  children: ReactNode;
  /** Wider column for reading (the terms); forms stay narrow. */
  wide?: boolean;
}

/** The frame of the pages a visitor sees before signing in: product name, then one column. */
export function PublicPage({ children, wide = false }: PublicPageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('appName')}</p>
        <LanguageSwitch />
      </header>
      <main id="main-content" className={wide ? styles.wide : styles.narrow}>
        {children}
      </main>
    </div>
  );
}
