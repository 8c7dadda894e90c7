import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import type { BalancePoint } from './balance-points';
import styles from './payoff.module.css';

const WIDTH = 600;
const HEIGHT = 220;
const AXIS_ROOM = 24;

export interface BalanceChartProps {
  points: readonly BalancePoint[];
  monthName: (month: number) => string;
  /** The text for the plan's start (month 0). */
  todayLabel: string;
}

/**
 * What is still owed over time, one bar per plan year, drawn with visx like the budget chart and
 * loaded lazily (default export for React.lazy). One image for assistive technology, named by
 * its heading and described by a sentence giving every bar's figure; the month-by-month table
 * below gives the rest. The SVG scales to its container, so it fits a 360 px screen.
 */
export default function BalanceChart({ points, monthName, todayLabel }: BalanceChartProps) {
  const { t } = useTranslation(BANKING_NAMESPACE, { keyPrefix: 'payoff.chart' });
  const { money } = useLocaleFormat();
  const id = useId();
  const label = (point: BalancePoint) => (point.month === 0 ? todayLabel : monthName(point.month));
  const max = Math.max(1, ...points.map((point) => point.balanceCents));
  const x = scaleBand<number>({
    domain: points.map((point) => point.month),
    range: [0, WIDTH],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [HEIGHT - AXIS_ROOM, 0] });
  const first = points[0];
  const last = points[points.length - 1];
  const summary = t('summary', {
    points: points
      .map((point) => t('point', { date: label(point), balance: money(point.balanceCents / 100) }))
      .join('; '),
  });

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h3 id={`${id}-heading`}>{t('label')}</h3>
      <p id={`${id}-summary`}>{summary}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
      >
        <title>{t('label')}</title>
        <Group>
          {points.map((point) => {
            const top = y(point.balanceCents);
            return (
              <Bar
                key={point.month}
                x={x(point.month) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.max(point.balanceCents > 0 ? 1 : 0, HEIGHT - AXIS_ROOM - top)}
                style={{ fill: 'var(--cr-color-primary)' }}
              />
            );
          })}
        </Group>
        {first && last ? (
          <>
            <text x={0} y={HEIGHT - 6} fontSize={14} className={styles.chartLabel}>
              {label(first)}
            </text>
            <text
              x={WIDTH}
              y={HEIGHT - 6}
              fontSize={14}
              textAnchor="end"
              className={styles.chartLabel}
            >
              {label(last)}
            </text>
          </>
        ) : null}
      </svg>
    </section>
  );
}
