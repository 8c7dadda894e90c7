import type { ReactNode } from 'react';
import { type BudgetTotals, fromCents } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Card } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import styles from './budget-suite.module.css';

export interface TotalsPanelProps {
  totals: BudgetTotals;
  /** The save status, beside the title: it takes no room of its own while there is nothing to say. */
  status: ReactNode;
}

/** Total Yearly Income, Total Yearly Outgoings and Each Year You Save, as the user types. */
export function TotalsPanel({ totals, status }: TotalsPanelProps) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const shortfall = totals.savingsCents < 0;
  const format = useLocaleFormat();
  const money = (cents: number) => format.money(fromCents(cents));
  return (
    <Card title={t('budgetSuite.totals.title')} actions={status}>
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

/**
 * On a phone, once the totals have scrolled off the screen, what the year leaves over stays in a
 * slim bar at the screen's foot while the rows are edited: in view, yet covering one line, not a
 * third of the screen. Wider screens show the whole table and the totals together.
 */
export function SavingsBar({ totals, hidden }: { totals: BudgetTotals; hidden: boolean }) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const { money } = useLocaleFormat();
  const shortfall = totals.savingsCents < 0;
  return (
    <p
      className={shortfall ? `${styles.savingsBar} ${styles.shortfall}` : styles.savingsBar}
      hidden={hidden}
    >
      <span>{t('budgetSuite.totals.savings')}</span>
      <strong>{money(fromCents(totals.savingsCents))}</strong>
    </p>
  );
}
