import { type Budget, budget, budgetMessages, budgetTotals, DEFAULT_BUDGET } from './budget';
import { toCents } from './money';

describe('budget amounts', () => {
  const table = (amount: number): Budget => ({
    income: [{ description: 'Pay', frequency: 'Weekly', amount }],
    outgoing: [],
  });

  it('accept up to 2 decimals, exactly', () => {
    for (const amount of [0, 0.1, 0.01, 1234.56, 9_999_999.99, 10_000_000]) {
      expect(budget.safeParse(table(amount)).success, String(amount)).toBe(true);
      expect(toCents(amount) / 100).toBe(amount);
    }
  });

  it('refuse a third decimal, a negative amount and more than 10,000,000', () => {
    for (const amount of [1.234, 0.001, 1.000000001, -1, -0.01, 10_000_000.01]) {
      const result = budget.safeParse(table(amount));
      expect(result.success, String(amount)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(budgetMessages.amountInvalid);
    }
  });

  it('add up in integer cents: 0.10 a week is 5.20 a year', () => {
    expect(budgetTotals(table(0.1)).incomeCents).toBe(520);
    expect(budgetTotals(DEFAULT_BUDGET)).toEqual({
      incomeCents: 0,
      outgoingCents: 0,
      savingsCents: 0,
    });
  });
});
