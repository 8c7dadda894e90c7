import type { ReactNode } from 'react';
import styles from './scroll-table.module.css';

export interface ScrollTableProps {
  /** Names the scrollable region; shown as the table's caption too unless `caption` is false. */
  label: string;
  caption?: boolean;
  /** The table's head and body rows. */
  children: ReactNode;
}

/** A reference table that scrolls sideways in its own region on a narrow screen. */
export function ScrollTable({ label, caption = true, children }: ScrollTableProps) {
  return (
    <section
      className={styles.scroll}
      aria-label={label}
      // Focusable so keyboard users can scroll it sideways on a narrow screen.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
      tabIndex={0}
    >
      <table className={styles.table}>
        {caption ? <caption>{label}</caption> : null}
        {children}
      </table>
    </section>
  );
}
