import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import styles from './page-layout.module.css';

export interface PageLayoutProps {
  /** The page's one h1, also the browser tab's title. */
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a screen inside the shell's <main>: heading, optional intro, content. */
export function PageLayout({ title, intro, actions, children }: PageLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      {children}
    </div>
  );
}
