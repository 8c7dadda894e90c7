import type { BudgetTotals } from 'shared/contract';
import { type BudgetDraft, draftRowAnnualCents } from '../budget-draft';

export interface ChartItem {
  /** The table row's key. */
  key: string;
  label: string;
  cents: number;
}

export interface BudgetChartData {
  incomeCents: number;
  outgoingCents: number;
  /** Outgoing rows with a yearly amount, largest first (equal amounts keep the table's order). */
  outgoings: ChartItem[];
}

export function chartData(draft: BudgetDraft, totals: BudgetTotals): BudgetChartData {
  const outgoings = draft.outgoing
    .map((row) => ({ key: row.key, label: row.description, cents: draftRowAnnualCents(row) ?? 0 }))
    .filter((item) => item.cents > 0)
    .sort((a, b) => b.cents - a.cents);
  return { incomeCents: totals.incomeCents, outgoingCents: totals.outgoingCents, outgoings };
}

/** Bars drawn for the rows; the rest are summed into one bar, so a long table stays readable. */
export const MAX_ROW_BARS = 10;

/** The largest rows, then one bar named `otherLabel` for all the others (when there are any). */
export function chartBars(outgoings: readonly ChartItem[], otherLabel: string): ChartItem[] {
  if (outgoings.length <= MAX_ROW_BARS) return [...outgoings];
  const shown = outgoings.slice(0, MAX_ROW_BARS - 1);
  const rest = outgoings.slice(MAX_ROW_BARS - 1);
  const cents = rest.reduce((total, item) => total + item.cents, 0);
  return [...shown, { key: 'other-rows', label: otherLabel, cents }];
}
