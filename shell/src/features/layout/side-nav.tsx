import type { Ref } from 'react';
import { useTranslation } from 'shared/i18n';
import { Link, useLocation } from 'shared/router';
import { LogOut } from 'shared/ui';
import { FRAME_NAMESPACE } from '../../i18n/frame-catalog';
import { NAV_ENTRIES, type NavEntry } from './nav-entries';
import styles from './side-nav.module.css';

function isCurrent(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`);
}

export interface SideNavProps {
  ref?: Ref<HTMLElement>;
  id: string;
  open: boolean;
  /** After a link is followed (the overlay menu closes on narrow screens). */
  onNavigate: () => void;
  onSignOut: () => void;
}

/** The ten suites, then Sign Out. Hidden, not removed, when closed, so the Menu button controls it. */
export function SideNav({ ref, id, open, onNavigate, onSignOut }: SideNavProps) {
  const { t } = useTranslation(FRAME_NAMESPACE);
  const { pathname } = useLocation();
  return (
    <nav ref={ref} id={id} aria-label={t('nav.label')} hidden={!open} className={styles.nav}>
      <ul className={styles.list}>
        {NAV_ENTRIES.map((entry) => {
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
    </nav>
  );
}
