import type { ReactNode } from 'react';
import styles from './scroll-table.module.css';

export interface ScrollTableProps {
  /** Names the scrollable region; shown as the table's caption too unless `caption` is false. */
  label: string;
  caption?: boolean;
  /**
   * On a phone each row becomes a card, every column in view with no sideways scrolling: its
   * row header first, then each cell under the label its `data-label` gives.
   */
  stacked?: boolean;
  /** The table's head and body rows. */
  children: ReactNode;
}

/**
 * A reference table that scrolls sideways in its own region on a narrow screen, or, `stacked`,
 * shows each row as a card on a phone.
 */
export function ScrollTable({
  label,
  caption = true,
  stacked = false,
  children,
}: ScrollTableProps) {
  return (
    <section
      className={styles.scroll}
      aria-label={label}
      // Focusable so keyboard users can scroll it sideways on a narrow screen.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
      tabIndex={0}
    >
      {/* The role is spelled out: a table whose rows are laid out as cards keeps it then. */}
      {/* biome-ignore lint/a11y/noRedundantRoles: some browsers drop the implicit one. */}
      <table role="table" className={stacked ? `${styles.table} ${styles.stacked}` : styles.table}>
        {caption ? <caption>{label}</caption> : null}
        {children}
      </table>
    </section>
  );
}
