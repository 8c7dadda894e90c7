import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styles from './budget-chart.module.css';
import { useElementWidth } from './use-element-width';

export interface BarItem {
  key: string;
  label: string;
  /** The amount as shown (already formatted). */
  valueText: string;
  cents: number;
  /** A design token, e.g. 'var(--cr-color-primary)'. */
  color: string;
}

export interface BarListChartProps {
  items: readonly BarItem[];
  /** The chart's name (also the SVG's title). */
  title: string;
  /** Ids of the heading that names the chart and of the text that says what it shows. */
  labelledBy: string;
  describedBy: string;
}

const ROW_HEIGHT = 56;
const LABEL_BASELINE = 17;
const BAR_TOP = 25;
const BAR_HEIGHT = 20;
const FONT_SIZE = 15;
/** A generous average glyph width at FONT_SIZE, for cutting long names short. */
const CHAR_WIDTH = 8.5;

function fitLabel(label: string, room: number): string {
  const chars = Math.floor(room / CHAR_WIDTH);
  if (label.length <= chars) return label;
  return chars <= 1 ? '…' : `${label.slice(0, chars - 1).trimEnd()}…`;
}

/**
 * Horizontal bars, each under its name and amount, drawn with visx (SVG). One image for assistive
 * technology: its name and description come from the page, and the numbers are also in text.
 */
export function BarListChart({ items, title, labelledBy, describedBy }: BarListChartProps) {
  const [container, width] = useElementWidth<HTMLDivElement>(560);
  const height = items.length * ROW_HEIGHT;
  const max = Math.max(1, ...items.map((item) => item.cents));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, width] });
  const y = scaleBand<string>({ domain: items.map((item) => item.key), range: [0, height] });

  return (
    <div ref={container} className={styles.chart}>
      <svg
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <title>{title}</title>
        {items.map((item) => {
          const room = width - (item.valueText.length + 2) * CHAR_WIDTH;
          return (
            <Group key={item.key} top={y(item.key) ?? 0}>
              <text y={LABEL_BASELINE} fontSize={FONT_SIZE} className={styles.label}>
                {fitLabel(item.label, room)}
              </text>
              <text
                x={width}
                y={LABEL_BASELINE}
                fontSize={FONT_SIZE}
                textAnchor="end"
                className={styles.value}
              >
                {item.valueText}
              </text>
              <Bar
                x={0}
                y={BAR_TOP}
                width={item.cents > 0 ? Math.max(2, x(item.cents)) : 0}
                height={BAR_HEIGHT}
                rx={3}
                style={{ fill: item.color }}
              />
            </Group>
          );
        })}
      </svg>
    </div>
  );
}
