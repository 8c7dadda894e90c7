import type { ReactNode } from 'react';
import styles from './credit-repair-suite.module.css';

export interface EducationSectionProps {
  /** The anchor the page's contents list links to. */
  id: string;
  heading: string;
  children: ReactNode;
}

/** One titled part of the educational text, a region named by its heading. */
export function EducationSection({ id, heading, children }: EducationSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

export interface TextListProps {
  items: readonly string[];
  ordered?: boolean;
}

/** A bulleted (or numbered) list of sentences. */
export function TextList({ items, ordered = false }: TextListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
