import type { PlanMonth } from 'shared/contract/payoff-plan';
import { useTranslation } from 'shared/i18n';
import { ScrollTable } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import styles from './payoff.module.css';

export interface ScheduleTableProps {
  schedule: readonly PlanMonth[];
  /** A plan month as its month and year in the page's language. */
  monthName: (month: number) => string;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * The month-by-month schedule, one collapsible year at a time (native details, keyboard usable):
 * a 30-year plan's 360 rows stay usable, and a year's twelve rows fit a phone.
 */
export function ScheduleTable({ schedule, monthName }: ScheduleTableProps) {
  const { t } = useTranslation(BANKING_NAMESPACE, { keyPrefix: 'payoff.table' });
  const { money } = useLocaleFormat();
  const years: PlanMonth[][] = [];
  for (let start = 0; start < schedule.length; start += 12) {
    years.push(schedule.slice(start, start + 12));
  }
  return (
    <section aria-labelledby="payoff-schedule-heading" className={styles.section}>
      <h3 id="payoff-schedule-heading">{t('label')}</h3>
      {years.map((months, index) => {
        const first = months[0]?.month ?? 1;
        const last = months[months.length - 1]?.month ?? first;
        const title = t('year', {
          year: index + 1,
          from: monthName(first),
          to: monthName(last),
        });
        return (
          <details key={first} className={styles.year}>
            <summary>{title}</summary>
            <ScrollTable label={title} caption={false} stacked>
              <thead>
                <tr>
                  <th scope="col">{t('month')}</th>
                  <th scope="col">{t('payment')}</th>
                  <th scope="col">{t('interest')}</th>
                  <th scope="col">{t('balance')}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{monthName(row.month)}</th>
                    <td data-label={t('payment')}>
                      {money(sum(row.debts.map((debt) => debt.paymentCents)) / 100)}
                    </td>
                    <td data-label={t('interest')}>
                      {money(sum(row.debts.map((debt) => debt.interestCents)) / 100)}
                    </td>
                    <td data-label={t('balance')}>
                      {money(sum(row.debts.map((debt) => debt.balanceCents)) / 100)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </details>
        );
      })}
    </section>
  );
}
