import { describe, expect, it } from 'vitest';
import {
  monthlyInterestCents,
  type PayoffPlan,
  PLAN_MAX_MONTHS,
  type PlanDebt,
  payoffPlan,
  perPayCents,
} from './payoff-plan';

/** A card at 1 % a month, a loan at 2 % a month and a store account without interest. */
const DEBTS: readonly PlanDebt[] = [
  { id: 'card', balanceCents: 100_000, aprPercent: 12, minimumCents: 5_000 },
  { id: 'loan', balanceCents: 60_000, aprPercent: 24, minimumCents: 3_000 },
  { id: 'store', balanceCents: 30_000, aprPercent: 0, minimumCents: 2_500 },
];
const MONTHLY = 20_500;

function paidOff(plan: PayoffPlan) {
  if (plan.kind !== 'paidOff') throw new Error(`The plan did not finish: ${plan.kind}`);
  return plan;
}

/** Month `month`'s [interest, payment, balance] of each debt, by id, in dollars and cents. */
function monthOf(plan: PayoffPlan, month: number) {
  const row = paidOff(plan).schedule[month - 1];
  if (!row) throw new Error(`No month ${month}`);
  return Object.fromEntries(
    row.debts.map((debt) => [debt.id, [debt.interestCents, debt.paymentCents, debt.balanceCents]]),
  );
}

describe('a month of interest', () => {
  it('is APR / 12 of the balance, rounded half up to the cent', () => {
    expect(monthlyInterestCents(100_000, 12)).toBe(1_000);
    // 919.60 × 1 % = 9.196 → 9.20; 563.64 × 2 % = 11.2728 → 11.27.
    expect(monthlyInterestCents(91_960, 12)).toBe(920);
    expect(monthlyInterestCents(56_364, 24)).toBe(1_127);
    // 250.00 × 19.99 % / 12 = 4.164583… → 4.16; 3.00 × 2 % / 12 = 0.005 → 0.01 (half up).
    expect(monthlyInterestCents(25_000, 19.99)).toBe(416);
    expect(monthlyInterestCents(300, 2)).toBe(1);
  });
});

describe('the avalanche: the highest rate first', () => {
  const plan = payoffPlan(DEBTS, MONTHLY, 'avalanche');

  it('puts what is left after the minimums on the loan, then the card', () => {
    expect(paidOff(plan).order).toEqual(['loan', 'card', 'store']);
    // Worked by hand: minimums 50 + 30 + 25 = 105, so 100 more goes to the loan each month.
    expect(monthOf(plan, 1)).toEqual({
      loan: [1_200, 13_000, 48_200],
      card: [1_000, 5_000, 96_000],
      store: [0, 2_500, 27_500],
    });
    expect(monthOf(plan, 2)).toEqual({
      loan: [964, 13_000, 36_164],
      card: [960, 5_000, 91_960],
      store: [0, 2_500, 25_000],
    });
    expect(monthOf(plan, 3)).toEqual({
      loan: [723, 13_000, 23_887],
      card: [920, 5_000, 87_880],
      store: [0, 2_500, 22_500],
    });
    expect(monthOf(plan, 4)).toEqual({
      loan: [478, 13_000, 11_365],
      card: [879, 5_000, 83_759],
      store: [0, 2_500, 20_000],
    });
    // The loan's last 115.92 is paid; the 14.08 left over goes to the card.
    expect(monthOf(plan, 5)).toEqual({
      loan: [227, 11_592, 0],
      card: [838, 6_408, 78_189],
      store: [0, 2_500, 17_500],
    });
  });

  it('pays everything off in 10 months with 103.60 of interest', () => {
    expect(paidOff(plan)).toMatchObject({
      months: 10,
      totalInterestCents: 10_360,
      paidOffIn: { loan: 5, card: 10, store: 10 },
    });
    expect(
      paidOff(plan)
        .schedule.at(-1)
        ?.debts.every((debt) => debt.balanceCents === 0),
    ).toBe(true);
  });
});

describe('the snowball: the smallest balance first', () => {
  const plan = payoffPlan(DEBTS, MONTHLY, 'snowball');

  it('clears the store account first, then rolls its payment onto the loan', () => {
    expect(paidOff(plan).order).toEqual(['store', 'loan', 'card']);
    expect(monthOf(plan, 1)).toEqual({
      store: [0, 12_500, 17_500],
      loan: [1_200, 3_000, 58_200],
      card: [1_000, 5_000, 96_000],
    });
    expect(monthOf(plan, 2)).toEqual({
      store: [0, 12_500, 5_000],
      loan: [1_164, 3_000, 56_364],
      card: [960, 5_000, 91_960],
    });
    // The store's last 50.00; the 75.00 left goes to the loan.
    expect(monthOf(plan, 3)).toEqual({
      store: [0, 5_000, 0],
      loan: [1_127, 10_500, 46_991],
      card: [920, 5_000, 87_880],
    });
  });

  it('costs more interest than the avalanche on these debts', () => {
    expect(paidOff(plan)).toMatchObject({
      months: 10,
      totalInterestCents: 12_772,
      paidOffIn: { store: 3, loan: 7, card: 10 },
    });
  });
});

describe("the consumer's own order", () => {
  it('follows it, and puts debts it leaves out after it', () => {
    const plan = paidOff(payoffPlan(DEBTS, MONTHLY, 'custom', ['card', 'store']));
    expect(plan.order).toEqual(['card', 'store', 'loan']);
    expect(plan).toMatchObject({
      months: 10,
      totalInterestCents: 13_711,
      paidOffIn: { card: 7, store: 8, loan: 10 },
    });
  });
});

describe('an amount that cannot do it', () => {
  it('says by how much it falls short of the minimums', () => {
    expect(payoffPlan(DEBTS, 10_000, 'avalanche')).toEqual({
      kind: 'cannotCoverMinimums',
      minimumsCents: 10_500,
      shortfallCents: 500,
    });
  });

  it('stops after 50 years when the payments only cover the interest', () => {
    // 5 000.00 at 24 %: 100.00 of interest a month, 100.00 paid.
    const plan = payoffPlan(
      [{ id: 'card', balanceCents: 500_000, aprPercent: 24, minimumCents: 10_000 }],
      10_000,
      'avalanche',
    );
    expect(plan.kind).toBe('tooLong');
    if (plan.kind === 'tooLong') expect(plan.balanceLeftCents).toBe(500_000);
  });

  it('never goes past the cap, even when the balance grows', () => {
    const plan = payoffPlan(
      [{ id: 'loan', balanceCents: 100_000, aprPercent: 60, minimumCents: 100 }],
      100,
      'snowball',
    );
    expect(plan.kind).toBe('tooLong');
    expect(PLAN_MAX_MONTHS).toBe(600);
  });
});

describe('the amount for each pay', () => {
  it('covers twelve monthly amounts over the year, rounded up to the cent', () => {
    expect(perPayCents(20_500, 'monthly')).toBe(20_500);
    expect(perPayCents(20_500, 'semimonthly')).toBe(10_250);
    // 205 × 12 / 26 = 94.615… → 94.62; / 52 = 47.307… → 47.31.
    expect(perPayCents(20_500, 'biweekly')).toBe(9_462);
    expect(perPayCents(20_500, 'weekly')).toBe(4_731);
  });
});
