import { useTranslation } from 'shared/i18n';
import { Alert, Button, Spinner } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { SITE_NAMESPACE } from '../i18n/site-catalog';
import { useOperator } from '../lib/operator';
import styles from './operator-details.module.css';

export interface OperatorDetailsProps {
  /** What the reader writes to this address for (the terms: cancelling; the policy: privacy). */
  purpose: string;
}

/**
 * "Who we are" on the terms and the privacy policy (issue 21, point 14): the operator's name,
 * postal address and email as the server is configured, and the texts' effective date.
 */
export function OperatorDetails({ purpose }: OperatorDetailsProps) {
  const { t } = useTranslation(SITE_NAMESPACE, { keyPrefix: 'operator' });
  const { t: common } = useTranslation('common');
  const format = useLocaleFormat();
  const state = useOperator();
  return (
    <section aria-labelledby="operator-heading" className={styles.operator}>
      <h2 id="operator-heading">{t('heading')}</h2>
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'failed' ? (
        <Alert tone="error">
          {t('failed')}{' '}
          <Button variant="secondary" onClick={state.retry}>
            {common('retry')}
          </Button>
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p>{t('operatedBy')}</p>
          <address className={styles.address}>
            {state.operator.name}
            {state.operator.address.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            <a href={`mailto:${state.operator.email}`}>{state.operator.email}</a>
          </address>
          <p>{purpose}</p>
          <p className={styles.effective}>
            {t('effectiveDate', { date: format.calendarDate(state.operator.effective_date) })}
          </p>
        </>
      ) : null}
    </section>
  );
}
