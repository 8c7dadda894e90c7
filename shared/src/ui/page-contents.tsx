import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import styles from './page-contents.module.css';

export interface PageContentsEntry {
  /** The id of the section the entry leads to. */
  id: string;
  /** The section's heading, as the page shows it. */
  label: string;
}

export interface PageContentsProps {
  entries: readonly PageContentsEntry[];
  /** Numbered when the sections are meant to be read in order (a guide). */
  ordered?: boolean;
}

/**
 * "On this page": a link to each section of a long page, at its top, so a user reaches the part
 * they came for without scrolling past the rest. Plain fragment links, left to the browser.
 */
export function PageContents({ entries, ordered = false }: PageContentsProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav aria-labelledby={headingId} className={styles.contents}>
      <h2 id={headingId} className={styles.heading}>
        {t('onThisPage')}
      </h2>
      <List className={styles.list}>
        {entries.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </List>
    </nav>
  );
}
