import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'shared/router';
import styles from './tabs.module.css';

export interface RouteTab {
  to: string;
  label: string;
  /** Active only on an exact match (NavLink `end`). */
  end?: boolean;
}

export interface RouteTabsProps {
  /** Accessible name of the navigation. */
  label: string;
  tabs: readonly RouteTab[];
}

/** Scrolls the row, and the row alone (the page stays where it is), to show the whole tab. */
function showInRow(row: HTMLElement, tab: HTMLElement): void {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth)
    row.scrollLeft = Math.ceil(end - row.clientWidth);
}

/**
 * Tabs that are routes: a nav of links, the current one marked aria-current="page". Links rather
 * than ARIA tabs because each opens its own URL. On a phone the row scrolls sideways; the
 * current tab is brought into the row's view, so a tab far along the row is seen to be open, and
 * so is each tab that Tab reaches.
 */
export function RouteTabs({ label, tabs }: RouteTabsProps) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each route change, when NavLink has marked another tab current in the DOM.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) showInRow(row, current);
  }, [pathname]);
  return (
    <nav aria-label={label}>
      <ul
        ref={list}
        className={styles.list}
        onFocus={(event) => {
          if (list.current && event.target instanceof HTMLElement) {
            showInRow(list.current, event.target);
          }
        }}
      >
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={styles.tab}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
