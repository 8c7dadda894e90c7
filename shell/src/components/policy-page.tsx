import type { ReactNode } from 'react';
import { Link, useLocation } from 'shared/router';
import { Card, useDocumentTitle } from 'shared/ui';
import { returnLink, returnTo } from '../app/return-to';
import { OperatorDetails } from './operator-details';
import styles from './policy-page.module.css';
import { PublicPage } from './public-page';

export interface PolicyPageProps {
  /** This page's own path, so that the other text's Back link returns here. */
  path: string;
  title: string;
  intro: string;
  backLabel: string;
  /** What the reader writes to the operator for, under "Who we are". */
  operatorPurpose: string;
  /** The other published text (the terms link to the policy, and the policy to the terms). */
  related: { to: string; label: string };
  children: ReactNode;
}

/**
 * The frame of the texts a company publishes (the terms, the privacy policy): Back to where the
 * page was opened from, the title, who runs the service, the sections, and the other text.
 */
export function PolicyPage({
  path,
  title,
  intro,
  backLabel,
  operatorPurpose,
  related,
  children,
}: PolicyPageProps) {
  const { state } = useLocation();
  const back = returnLink(state);
  useDocumentTitle(title);
  return (
    <PublicPage wide>
      <p className={styles.back}>
        <Link to={back.to} state={back.state}>
          {backLabel}
        </Link>
      </p>
      <Card>
        <h1>{title}</h1>
        <p>{intro}</p>
        <OperatorDetails purpose={operatorPurpose} />
        {children}
        <p className={styles.related}>
          <Link to={related.to} state={returnTo(path, state)}>
            {related.label}
          </Link>
        </p>
      </Card>
    </PublicPage>
  );
}
