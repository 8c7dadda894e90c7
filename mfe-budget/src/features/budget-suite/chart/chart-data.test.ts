import { DEFAULT_BUDGET } from 'shared/contract';
import { draftFromBudget, draftTotals } from '../budget-draft';
import { type ChartItem, chartBars, chartData, MAX_ROW_BARS } from './chart-data';

describe('chart data', () => {
  it('lists the outgoing rows with a yearly amount, largest first', () => {
    const draft = draftFromBudget({
      income: [{ description: 'Pay', frequency: 'Monthly', amount: 3000 }],
      outgoing: [
        { description: 'Gas', frequency: 'Quarterly', amount: 100 },
        { description: 'Water', frequency: 'Quarterly', amount: 0 },
        { description: 'Rent', frequency: 'Monthly', amount: 1500 },
        { description: 'Phone', frequency: 'Monthly', amount: 33.33 },
      ],
    });
    const data = chartData(draft, draftTotals(draft));
    expect(data.incomeCents).toBe(3_600_000);
    expect(data.outgoingCents).toBe(1_800_000 + 40_000 + 39_996);
    expect(data.outgoings.map(({ label, cents }) => [label, cents])).toEqual([
      ['Rent', 1_800_000],
      ['Gas', 40_000],
      ['Phone', 39_996],
    ]);
  });

  it('has nothing to draw for the default rows', () => {
    const draft = draftFromBudget(DEFAULT_BUDGET);
    expect(chartData(draft, draftTotals(draft)).outgoings).toEqual([]);
  });

  it(`draws at most ${MAX_ROW_BARS} bars, the last one summing the smaller rows`, () => {
    const rows: ChartItem[] = Array.from({ length: 14 }, (_, index) => ({
      key: `k${index}`,
      label: `Row ${index}`,
      cents: 1000 - index,
    }));
    const bars = chartBars(rows, 'All other rows');
    expect(bars).toHaveLength(MAX_ROW_BARS);
    expect(bars.at(-1)).toEqual({
      key: 'other-rows',
      label: 'All other rows',
      cents: rows.slice(MAX_ROW_BARS - 1).reduce((total, row) => total + row.cents, 0),
    });
    expect(chartBars(rows.slice(0, MAX_ROW_BARS), 'x')).toEqual(rows.slice(0, MAX_ROW_BARS));
  });
});
