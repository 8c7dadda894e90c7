import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
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

/** The height of a line of text, and the first line's baseline within it. */
const LINE_HEIGHT = 20;
const LABEL_BASELINE = 17;
/** Between the last line of text and the bar, the bar, and the space under it. */
const BAR_GAP = 8;
const BAR_HEIGHT = 20;
const ROW_GAP = 11;
const FONT_SIZE = 15;
/** A generous average glyph width at FONT_SIZE, for deciding where lines break. */
const CHAR_WIDTH = 8.5;

/** A name's words in lines of at most `room` pixels: a long name wraps, it is never cut. */
function wrapWords(label: string, room: number): string[] {
  const chars = Math.max(1, Math.floor(room / CHAR_WIDTH));
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (joined.length <= chars || !line) line = joined;
    else {
      lines.push(line);
      line = word;
    }
  }
  return line ? [...lines, line] : lines;
}

interface RowLayout {
  item: BarItem;
  top: number;
  /** The name's lines, then the amount: beside the name's last line when it fits there. */
  lines: string[];
  valueLine: number;
  barTop: number;
}

/** Where each bar's name, amount and bar go, one row under another. */
function layoutRows(
  items: readonly BarItem[],
  width: number,
): { rows: RowLayout[]; height: number } {
  let top = 0;
  const rows = items.map((item) => {
    const valueRoom = (item.valueText.length + 2) * CHAR_WIDTH;
    const lines = wrapWords(item.label, width);
    const last = lines[lines.length - 1] ?? '';
    const valueFits = last.length * CHAR_WIDTH <= width - valueRoom;
    const valueLine = valueFits ? lines.length - 1 : lines.length;
    const barTop = (valueLine + 1) * LINE_HEIGHT + BAR_GAP;
    const row = { item, top, lines, valueLine, barTop };
    top += barTop + BAR_HEIGHT + ROW_GAP;
    return row;
  });
  return { rows, height: top };
}

/**
 * Horizontal bars, each under its name and amount, drawn with visx (SVG). One image for assistive
 * technology: its name and description come from the page, and the numbers are also in text.
 */
export function BarListChart({ items, title, labelledBy, describedBy }: BarListChartProps) {
  const [container, width] = useElementWidth<HTMLDivElement>(560);
  const { rows, height } = layoutRows(items, width);
  const max = Math.max(1, ...items.map((item) => item.cents));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, width] });

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
        {rows.map(({ item, top, lines, valueLine, barTop }) => (
          <Group key={item.key} top={top}>
            <text fontSize={FONT_SIZE} className={styles.label}>
              {lines.map((line, index) => (
                <tspan key={line} x={0} y={LABEL_BASELINE + index * LINE_HEIGHT}>
                  {line}
                </tspan>
              ))}
            </text>
            <text
              x={width}
              y={LABEL_BASELINE + valueLine * LINE_HEIGHT}
              fontSize={FONT_SIZE}
              textAnchor="end"
              className={styles.value}
            >
              {item.valueText}
            </text>
            <Bar
              x={0}
              y={barTop}
              width={item.cents > 0 ? Math.max(2, x(item.cents)) : 0}
              height={BAR_HEIGHT}
              rx={3}
              style={{ fill: item.color }}
            />
          </Group>
        ))}
      </svg>
    </div>
  );
}
