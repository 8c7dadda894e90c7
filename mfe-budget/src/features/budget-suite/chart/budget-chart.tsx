import { useId } from 'react';
import { fromCents } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BUDGET_NAMESPACE } from '../../../i18n/catalog';
import { BarListChart } from './bar-list-chart';
import styles from './budget-chart.module.css';
import { type BudgetChartData, chartBars } from './chart-data';

/**
 * Where the money goes: income against outgoings, and the yearly outgoings by row. Loaded lazily
 * (default export for React.lazy). Each chart is named by its heading and described by a
 * sentence with the same numbers; the rows are also offered as a table.
 */
export default function BudgetChart({ data }: { data: BudgetChartData }) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const format = useLocaleFormat();
  const id = useId();
  const money = (cents: number) => format.money(fromCents(cents));
  if (data.incomeCents === 0 && data.outgoingCents === 0) {
    return <p className={styles.summary}>{t('budgetSuite.chart.empty')}</p>;
  }
  const share = (cents: number) => format.percent(cents / data.outgoingCents);
  const listed = data.outgoings
    .map((item) =>
      t('budgetSuite.chart.share', {
        label: item.label,
        amount: money(item.cents),
        percent: share(item.cents),
      }),
    )
    .join(', ');

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-versus`}>
        <h3 id={`${id}-versus`} className={styles.heading}>
          {t('budgetSuite.chart.incomeVsOutgoings')}
        </h3>
        <p id={`${id}-versus-summary`} className={styles.summary}>
          {t('budgetSuite.chart.incomeVsOutgoingsSummary', {
            income: money(data.incomeCents),
            outgoing: money(data.outgoingCents),
          })}
        </p>
        <BarListChart
          title={t('budgetSuite.chart.incomeVsOutgoings')}
          labelledBy={`${id}-versus`}
          describedBy={`${id}-versus-summary`}
          items={[
            {
              key: 'income',
              label: t('budgetSuite.totals.income'),
              valueText: money(data.incomeCents),
              cents: data.incomeCents,
              color: 'var(--cr-color-success)',
            },
            {
              key: 'outgoing',
              label: t('budgetSuite.totals.outgoing'),
              valueText: money(data.outgoingCents),
              cents: data.outgoingCents,
              color: 'var(--cr-color-primary)',
            },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby={`${id}-rows`}>
        <h3 id={`${id}-rows`} className={styles.heading}>
          {t('budgetSuite.chart.outgoingsByRow')}
        </h3>
        {data.outgoings.length === 0 ? (
          <p className={styles.summary}>{t('budgetSuite.chart.noOutgoings')}</p>
        ) : (
          <>
            <p id={`${id}-rows-summary`} className={styles.summary}>
              {t('budgetSuite.chart.outgoingsByRowSummary', {
                count: data.outgoings.length,
                list: listed,
              })}
            </p>
            <BarListChart
              title={t('budgetSuite.chart.outgoingsByRow')}
              labelledBy={`${id}-rows`}
              describedBy={`${id}-rows-summary`}
              items={chartBars(data.outgoings, t('budgetSuite.chart.otherRows')).map((item) => ({
                key: item.key,
                label: item.label,
                valueText: money(item.cents),
                cents: item.cents,
                color: 'var(--cr-color-primary)',
              }))}
            />
            <details className={styles.details}>
              <summary>{t('budgetSuite.chart.showTable')}</summary>
              <table className={styles.table}>
                <caption>{t('budgetSuite.chart.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('budgetSuite.columns.description')}</th>
                    <th scope="col" className={styles.number}>
                      {t('budgetSuite.columns.annualAmount')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('budgetSuite.chart.shareColumn')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.outgoings.map((item) => (
                    <tr key={item.key}>
                      <th scope="row">{item.label}</th>
                      <td className={styles.number}>{money(item.cents)}</td>
                      <td className={styles.number}>{share(item.cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
    </>
  );
}
