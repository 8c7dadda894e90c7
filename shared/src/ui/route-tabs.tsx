import { NavLink } from 'shared/router';
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

/**
 * Tabs that are routes: a nav of links, the current one marked aria-current="page". Links rather
 * than ARIA tabs because each opens its own URL.
 */
export function RouteTabs({ label, tabs }: RouteTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
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
