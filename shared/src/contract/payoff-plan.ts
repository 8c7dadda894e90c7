/**
 * The payoff plan of the debts page (issue 16): how a monthly amount pays off the consumer's
 * debts, month by month, under a strategy. Pure and in cents, so the page, the API and the tests
 * compute the same plan to the cent.
 *
 * How a month is counted, as lenders do for a revolving balance:
 * 1. Each debt's balance earns a month's interest, APR / 12 of it, rounded to the cent (half up).
 * 2. Every debt with a balance gets its minimum payment (or what is left of it, if less).
 * 3. What the monthly amount has left goes to the debts in the strategy's order: the first one
 *    with a balance gets it all, and what pays it off passes to the next. A debt paid off frees
 *    its minimum for the others the next month (the monthly amount stays the same).
 * The plan stops when every balance is zero, or after 50 years, when it says it cannot finish.
 */

/** One debt of the plan. Amounts are in cents; the rate is the APR in percent (19.99). */
export interface PlanDebt {
  readonly id: string;
  readonly balanceCents: number;
  readonly aprPercent: number;
  readonly minimumCents: number;
}

export const PAYOFF_STRATEGIES = ['avalanche', 'snowball', 'custom'] as const;
/** Avalanche: the highest rate first. Snowball: the smallest balance first. Custom: as given. */
export type PayoffStrategy = (typeof PAYOFF_STRATEGIES)[number];

/** The longest plan worked out: past it the plan says it cannot finish. */
export const PLAN_MAX_MONTHS = 50 * 12;

export interface PlanMonthDebt {
  readonly id: string;
  readonly interestCents: number;
  readonly paymentCents: number;
  /** The balance after this month's payment. */
  readonly balanceCents: number;
}

export interface PlanMonth {
  /** 1 for the first month of the plan. */
  readonly month: number;
  readonly debts: readonly PlanMonthDebt[];
}

export type PayoffPlan =
  | {
      readonly kind: 'paidOff';
      /** The month (1-based) the last debt is paid off. */
      readonly months: number;
      readonly totalInterestCents: number;
      /** The month each debt is paid off, by id. */
      readonly paidOffIn: Readonly<Record<string, number>>;
      /** The order the extra money went in. */
      readonly order: readonly string[];
      readonly schedule: readonly PlanMonth[];
    }
  | {
      /** The monthly amount is less than the minimums of the first month. */
      readonly kind: 'cannotCoverMinimums';
      readonly minimumsCents: number;
      readonly shortfallCents: number;
    }
  | {
      /** At this amount the debts are not paid off within PLAN_MAX_MONTHS. */
      readonly kind: 'tooLong';
      readonly balanceLeftCents: number;
    };

/** A month's interest in cents, half up, in integers: the rate is held in hundredths of a percent. */
export function monthlyInterestCents(balanceCents: number, aprPercent: number): number {
  const basisPoints = Math.round(aprPercent * 100);
  // balance × (bp / 10 000) / 12, rounded half up: floor((2·balance·bp + 120 000) / 240 000).
  return Math.floor((2 * balanceCents * basisPoints + 120_000) / 240_000);
}

/** The strategy's order of the debts: ties keep the order given. */
export function payoffOrder(debts: readonly PlanDebt[], strategy: PayoffStrategy): string[] {
  const ranked = [...debts];
  if (strategy === 'avalanche') {
    ranked.sort((a, b) => b.aprPercent - a.aprPercent || a.balanceCents - b.balanceCents);
  } else if (strategy === 'snowball') {
    ranked.sort((a, b) => a.balanceCents - b.balanceCents || b.aprPercent - a.aprPercent);
  }
  return ranked.map((debt) => debt.id);
}

/**
 * The plan for `monthlyCents` a month under a strategy; `customOrder` (debt ids) is the
 * consumer's own order, used by the 'custom' strategy (ids it leaves out follow as given).
 */
export function payoffPlan(
  debts: readonly PlanDebt[],
  monthlyCents: number,
  strategy: PayoffStrategy,
  customOrder: readonly string[] = [],
): PayoffPlan {
  const order =
    strategy === 'custom'
      ? [
          ...customOrder.filter((id) => debts.some((debt) => debt.id === id)),
          ...debts.map((debt) => debt.id).filter((id) => !customOrder.includes(id)),
        ]
      : payoffOrder(debts, strategy);
  const byId = new Map(debts.map((debt) => [debt.id, debt]));
  const balances = new Map(debts.map((debt) => [debt.id, debt.balanceCents]));
  const paidOffIn: Record<string, number> = {};
  const schedule: PlanMonth[] = [];
  let totalInterestCents = 0;

  const minimumsCents = debts
    .filter((debt) => debt.balanceCents > 0)
    .reduce((sum, debt) => sum + debt.minimumCents, 0);
  if (monthlyCents < minimumsCents) {
    return {
      kind: 'cannotCoverMinimums',
      minimumsCents,
      shortfallCents: minimumsCents - monthlyCents,
    };
  }

  for (let month = 1; month <= PLAN_MAX_MONTHS; month += 1) {
    const open = order.filter((id) => (balances.get(id) ?? 0) > 0);
    if (open.length === 0) break;
    const interest = new Map<string, number>();
    const payment = new Map<string, number>();
    let left = monthlyCents;
    for (const id of open) {
      const debt = byId.get(id) as PlanDebt;
      const charged = monthlyInterestCents(balances.get(id) ?? 0, debt.aprPercent);
      interest.set(id, charged);
      totalInterestCents += charged;
      balances.set(id, (balances.get(id) ?? 0) + charged);
    }
    for (const id of open) {
      const due = Math.min((byId.get(id) as PlanDebt).minimumCents, balances.get(id) ?? 0, left);
      payment.set(id, due);
      left -= due;
    }
    for (const id of open) {
      if (left === 0) break;
      const owing = (balances.get(id) ?? 0) - (payment.get(id) ?? 0);
      const extra = Math.min(owing, left);
      payment.set(id, (payment.get(id) ?? 0) + extra);
      left -= extra;
    }
    schedule.push({
      month,
      debts: open.map((id) => {
        const balanceCents = (balances.get(id) ?? 0) - (payment.get(id) ?? 0);
        balances.set(id, balanceCents);
        if (balanceCents === 0) paidOffIn[id] = month;
        return {
          id,
          interestCents: interest.get(id) ?? 0,
          paymentCents: payment.get(id) ?? 0,
          balanceCents,
        };
      }),
    });
  }

  const balanceLeftCents = [...balances.values()].reduce((sum, balance) => sum + balance, 0);
  if (balanceLeftCents > 0) return { kind: 'tooLong', balanceLeftCents };
  return {
    kind: 'paidOff',
    months: schedule.length,
    totalInterestCents,
    paidOffIn,
    order,
    schedule,
  };
}

export const PAY_SCHEDULES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PaySchedule = (typeof PAY_SCHEDULES)[number];

export const PAYS_A_YEAR: Readonly<Record<PaySchedule, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/**
 * What to set aside from each pay so that a year of pays covers twelve monthly amounts, rounded
 * up to the cent: setting aside a cent too little each pay would leave a month short.
 */
export function perPayCents(monthlyCents: number, schedule: PaySchedule): number {
  return Math.ceil((monthlyCents * 12) / PAYS_A_YEAR[schedule]);
}
