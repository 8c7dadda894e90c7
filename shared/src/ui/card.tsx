import { type ReactNode, useId } from 'react';
import styles from './card.module.css';
import { cx } from './class-names';

export interface CardProps {
  title?: string;
  /** Heading level of the title (default 2: cards sit under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The id a page's contents link to (a titled card only). */
  id?: string;
}

/** A surface grouping related content; with a title it is a labelled region. */
export function Card({ title, headingLevel = 2, actions, children, className, id }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const header =
    title || actions ? (
      <div className={styles.header}>
        {title ? (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    ) : null;
  return title ? (
    <section id={id} aria-labelledby={titleId} className={cx(styles.card, className)}>
      {header}
      {children}
    </section>
  ) : (
    <div className={cx(styles.card, className)}>
      {header}
      {children}
    </div>
  );
}
