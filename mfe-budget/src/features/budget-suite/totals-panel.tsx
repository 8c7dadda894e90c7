import { type BudgetTotals, fromCents } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Card } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import styles from './budget-suite.module.css';

/** Total Yearly Income, Total Yearly Outgoings and Each Year You Save, as the user types. */
export function TotalsPanel({ totals }: { totals: BudgetTotals }) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const shortfall = totals.savingsCents < 0;
  const format = useLocaleFormat();
  const money = (cents: number) => format.money(fromCents(cents));
  return (
    // On a phone the card stays under the top bar while the rows scroll (budget-suite.module.css).
    <Card title={t('budgetSuite.totals.title')} className={styles.totalsBar}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('budgetSuite.totals.income')}</dt>
          <dd>{money(totals.incomeCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('budgetSuite.totals.outgoing')}</dt>
          <dd>{money(totals.outgoingCents)}</dd>
        </div>
        <div className={shortfall ? `${styles.total} ${styles.shortfall}` : styles.total}>
          <dt>{t('budgetSuite.totals.savings')}</dt>
          <dd>{money(totals.savingsCents)}</dd>
        </div>
      </dl>
      {shortfall ? (
        // Said in words, not by the red alone.
        <p className={styles.shortfallNote}>
          {t('budgetSuite.totals.shortfall', { amount: money(-totals.savingsCents) })}
        </p>
      ) : null}
    </Card>
  );
}
