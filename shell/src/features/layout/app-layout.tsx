import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { addCatalog, useTranslation } from 'shared/i18n';
import { Outlet } from 'shared/router';
import { type SessionRootState, selectSessionKey, signedOut } from 'shared/session';
import { SUITES, type Suite } from 'shared/suites';
import { IconButton, Menu } from 'shared/ui';
import { FRAME_NAMESPACE, frameCatalog, loadFrameCatalogFr } from '../../i18n/frame-catalog';
import { revokeSessionKey } from '../auth/revoke-session';
import { LanguageSwitch } from '../language/language-switch';
import { useUserLanguage } from '../language/use-user-language';
import styles from './app-layout.module.css';
import { loadSuiteNavCatalogFr, navEntries, suiteNavCatalog } from './nav-entries';
import { ServerAwayNotice } from './server-away-notice';
import { SideNav } from './side-nav';
import { isNarrowWindow, trapFocusInMenu, useMenu } from './use-menu';
import { useSessionCheck } from './use-session-check';

addCatalog(FRAME_NAMESPACE, frameCatalog, loadFrameCatalogFr);
addCatalog(FRAME_NAMESPACE, suiteNavCatalog, loadSuiteNavCatalogFr);

export interface AppLayoutProps {
  /** The suites the side navigation lists: the registry's, unless a test adds one. */
  suites?: readonly Suite[];
}

/** The signed-in frame: skip link, top bar with the Menu button, side navigation, the suite. */
export function AppLayout({ suites = SUITES }: AppLayoutProps) {
  const nav = useMemo(() => navEntries(suites), [suites]);
  const { t } = useTranslation([FRAME_NAMESPACE, 'common']);
  const menu = useMenu();
  const navId = useId();
  const navRef = useRef<HTMLElement>(null);
  const topBarRef = useRef<HTMLElement>(null);
  const store = useStore<SessionRootState>();
  const dispatch = useDispatch();
  const checkSession = useSessionCheck();
  const userLanguage = useUserLanguage();

  function signOut() {
    const key = selectSessionKey(store.getState());
    // Clearing the key is enough to leave: RequireSession then sends the user to login.
    dispatch(signedOut());
    if (key !== null) revokeSessionKey(key);
  }

  /** The overlay menu (narrow window) is modal: Escape closes it, Tab stays in it and the top bar. */
  function handleMenuKeys(event: KeyboardEvent) {
    if (!menu.open || !isNarrowWindow()) return;
    if (event.key === 'Escape') menu.closeIfOverlay();
    else trapFocusInMenu(event, [topBarRef.current, navRef.current]);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab are caught here for the whole frame; the controls inside are real buttons and links.
    <div className={styles.frame} onKeyDown={handleMenuKeys}>
      <a href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <header ref={topBarRef} className={styles.topBar}>
        <IconButton
          ref={menu.buttonRef}
          label={t('menu')}
          aria-expanded={menu.open}
          aria-controls={navId}
          onClick={menu.toggle}
          className={styles.menuButton}
        >
          <Menu />
        </IconButton>
        <p className={styles.brand}>{t('common:appName')}</p>
        <LanguageSwitch onChanged={userLanguage.save} />
      </header>
      <div className={styles.body}>
        <SideNav
          ref={navRef}
          id={navId}
          entries={nav}
          open={menu.open}
          onNavigate={menu.closeIfOverlay}
          onSignOut={signOut}
        />
        {menu.open ? (
          // A click beside the overlay menu closes it; keyboard users have Escape and the Menu button.
          <div className={styles.backdrop} aria-hidden="true" onClick={menu.close} />
        ) : null}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <ServerAwayNotice onRetry={checkSession} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
