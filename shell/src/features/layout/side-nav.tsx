import type { Ref } from 'react';
import { useTranslation } from 'shared/i18n';
import { Link, useLocation } from 'shared/router';
import { LogOut } from 'shared/ui';
import { PRIVACY_PATH, TERMS_PATH } from '../../app/paths';
import { returnTo } from '../../app/return-to';
import { FRAME_NAMESPACE } from '../../i18n/frame-catalog';
import type { NavEntry } from './nav-entries';
import styles from './side-nav.module.css';

function isCurrent(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`);
}

export interface SideNavProps {
  ref?: Ref<HTMLElement>;
  id: string;
  /** The suites' entries, from the registry of suites. */
  entries: readonly NavEntry[];
  open: boolean;
  /** After a link is followed (the overlay menu closes on narrow screens). */
  onNavigate: () => void;
  onSignOut: () => void;
}

/** The suites' entries, then Sign Out, then the terms and the privacy policy. Hidden, not removed, when closed, so the Menu button controls it. */
export function SideNav({ ref, id, entries, open, onNavigate, onSignOut }: SideNavProps) {
  const { t } = useTranslation(FRAME_NAMESPACE);
  const { pathname } = useLocation();
  return (
    <nav ref={ref} id={id} aria-label={t('nav.label')} hidden={!open} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const current = isCurrent(entry, pathname);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={current ? 'page' : undefined}
                className={styles.link}
                onClick={onNavigate}
              >
                {t(entry.labelKey)}
              </Link>
            </li>
          );
        })}
        <li className={styles.signOutItem}>
          <button type="button" className={styles.link} onClick={onSignOut}>
            <LogOut className={styles.icon} aria-hidden="true" focusable="false" />
            {t('nav.signOut')}
          </button>
        </li>
      </ul>
      {/* The published texts, for a signed-in reader too (issue 21, point 13); Back returns here. */}
      <p className={styles.footer}>
        <Link to={TERMS_PATH} state={returnTo(pathname)} className={styles.footerLink}>
          {t('nav.termsLink')}
        </Link>
        <Link to={PRIVACY_PATH} state={returnTo(pathname)} className={styles.footerLink}>
          {t('nav.privacyLink')}
        </Link>
      </p>
    </nav>
  );
}
