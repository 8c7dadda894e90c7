import { useCallback, useMemo, useState } from 'react';
import { knownProvince, useConsumerProvince } from 'shared/api';
import {
  type BankingAccountRecord,
  DEFAULT_TIME_ZONE,
  hasAtMostTwoDecimals,
  localDate,
  parseDecimal,
  toCents,
} from 'shared/contract';
import {
  PAY_SCHEDULES,
  PAYOFF_STRATEGIES,
  PAYS_A_YEAR,
  type PayoffPlan,
  type PayoffStrategy,
  type PaySchedule,
  payoffPlan,
  perPayCents,
} from 'shared/contract/payoff-plan';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Alert, Button, LazyChart, RadioGroupField, ScrollTable, SelectField } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { MoneyField } from 'shared/ui/money-field';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { yearEndBalances } from './balance-points';
import { ACCOUNTS_PATH } from './paths';
import styles from './payoff.module.css';
import { usePayoffBudgetQuery } from './payoff-budget';
import { budgetMonthlyCents, planDebts, planMonthDate } from './plan-debts';
import { ReliefOptions } from './relief-options';
import { ScheduleTable } from './schedule-table';
import { SettlementWhatIf } from './settlement-what-if';

/** The chart and visx load after the plan's figures, which do not wait for them. */
const loadBalanceChart = () => import('./balance-chart');

export interface PayoffPageProps {
  accounts: readonly BankingAccountRecord[];
  /** For tests; the consumer's today in Toronto otherwise. */
  today?: string;
}

/** The monthly amount as typed: cents, or why nothing is computed. */
type AmountReading =
  | { kind: 'cents'; cents: number }
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'notPositive' };

function readAmount(text: string): AmountReading {
  if (text.trim() === '') return { kind: 'empty' };
  const dollars = parseDecimal(text);
  // Money has cents at most: 500.002 is a typing slip, not $500.
  if (dollars === null || !hasAtMostTwoDecimals(dollars)) return { kind: 'invalid' };
  const cents = toCents(dollars);
  return cents > 0 ? { kind: 'cents', cents } : { kind: 'notPositive' };
}

/** Cents as the amount field writes them in the page's language, without a currency sign. */
function amountText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

/**
 * /app/edit-account-info/payoff (issue 16): how a monthly amount pays off the debts with a balance,
 * under the avalanche, the snowball or the consumer's own order, compared with the others; on the
 * consumer's pay schedule; and, when the amount cannot cover the minimums, the debt-relief options.
 */
export function PayoffPage({ accounts, today }: PayoffPageProps) {
  const { t, i18n } = useTranslation(BANKING_NAMESPACE, { keyPrefix: 'payoff' });
  const { money } = useLocaleFormat();
  const locale = i18n.language;
  const province = knownProvince(useConsumerProvince());
  const budget = usePayoffBudgetQuery();
  const { debts, incomplete } = useMemo(() => planDebts(accounts), [accounts]);
  const suggestedCents = budgetMonthlyCents(budget.data);

  const [typed, setTyped] = useState<string | null>(null);
  const [schedule, setSchedule] = useState<PaySchedule>('monthly');
  const [strategy, setStrategy] = useState<PayoffStrategy>('avalanche');
  const [customOrder, setCustomOrder] = useState<string[]>(() => debts.map((debt) => debt.id));
  // Until the consumer types, the field shows the budget's amount once it has loaded.
  const shownAmount = typed ?? (suggestedCents === null ? '' : amountText(suggestedCents, locale));
  const reading = readAmount(shownAmount);
  const monthlyCents = reading.kind === 'cents' ? reading.cents : null;

  const plans = useMemo(() => {
    if (monthlyCents === null || debts.length === 0) return null;
    return Object.fromEntries(
      PAYOFF_STRATEGIES.map((name) => [name, payoffPlan(debts, monthlyCents, name, customOrder)]),
    ) as Record<PayoffStrategy, PayoffPlan>;
  }, [debts, monthlyCents, customOrder]);

  const start = today ?? localDate(new Date(), DEFAULT_TIME_ZONE);
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  const monthName = useCallback(
    (month: number) => monthFormat.format(new Date(`${planMonthDate(start, month)}T00:00:00Z`)),
    [monthFormat, start],
  );

  // The heading takes the focus when the plan opens, where the content changed.
  const headingRef = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);

  function move(index: number, by: -1 | 1) {
    setCustomOrder((order) => {
      const next = [...order];
      const [moved] = next.splice(index, 1);
      if (moved !== undefined) next.splice(index + by, 0, moved);
      return next;
    });
  }

  const amountError =
    reading.kind === 'invalid'
      ? t('amount.invalid')
      : reading.kind === 'notPositive'
        ? t('amount.notPositive')
        : undefined;
  const nameOf = (id: string) => debts.find((debt) => debt.id === id)?.name ?? id;
  const chosen = plans?.[strategy];

  return (
    <section aria-labelledby="payoff-heading">
      <h2 id="payoff-heading" ref={headingRef} tabIndex={-1}>
        {t('heading')}
      </h2>
      <p>
        <Link to={ACCOUNTS_PATH}>{t('back')}</Link>
      </p>
      <p>{t('intro')}</p>

      {incomplete.length > 0 ? (
        <section aria-labelledby="payoff-missing-heading" className={styles.section}>
          <h3 id="payoff-missing-heading">{t('missing.heading')}</h3>
          <ul>
            {incomplete.map((debt) => (
              <li key={debt.id}>{t(`missing.${debt.missing}`, { name: debt.name })}</li>
            ))}
          </ul>
          <p>
            {t('missing.howToAdd')} <Link to={ACCOUNTS_PATH}>{t('back')}</Link>
          </p>
        </section>
      ) : null}

      {debts.length === 0 ? (
        incomplete.length === 0 ? (
          <p>{t('noDebts')}</p>
        ) : null
      ) : (
        <>
          <div className={styles.fields}>
            <MoneyField
              label={t('amount.label')}
              hint={
                typed === null && suggestedCents !== null
                  ? t('amount.fromBudget')
                  : t('amount.hint')
              }
              error={amountError}
              value={shownAmount}
              onChange={(event) => setTyped(event.target.value)}
            />
            <SelectField
              label={t('schedule.label')}
              value={schedule}
              onChange={(event) => setSchedule(event.target.value as PaySchedule)}
              options={PAY_SCHEDULES.map((value) => ({ value, label: t(`schedule.${value}`) }))}
            />
            {monthlyCents !== null && schedule !== 'monthly' ? (
              <p aria-live="polite">
                {t('schedule.perPay', {
                  amount: money(perPayCents(monthlyCents, schedule) / 100),
                  pays: PAYS_A_YEAR[schedule],
                })}
              </p>
            ) : null}
            <RadioGroupField
              legend={t('strategy.legend')}
              name="payoff-strategy"
              value={strategy}
              onChange={setStrategy}
              options={PAYOFF_STRATEGIES.map((value) => ({
                value,
                label: t(`strategy.${value}`),
                hint: t(`strategy.${value}Hint`),
              }))}
            />
          </div>

          {strategy === 'custom' ? (
            <section aria-labelledby="payoff-order-heading" className={styles.section}>
              <h3 id="payoff-order-heading">{t('order.heading')}</h3>
              <ol className={styles.order}>
                {customOrder.map((id, index) => (
                  <li key={id} className={styles.orderItem}>
                    <span>{nameOf(id)}</span>
                    <Button
                      variant="secondary"
                      aria-label={t('order.moveUp', { name: nameOf(id) })}
                      aria-disabled={index === 0}
                      onClick={() => index > 0 && move(index, -1)}
                    >
                      {t('order.up')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('order.moveDown', { name: nameOf(id) })}
                      aria-disabled={index === customOrder.length - 1}
                      onClick={() => index < customOrder.length - 1 && move(index, 1)}
                    >
                      {t('order.down')}
                    </Button>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {plans && chosen ? (
            <div aria-live="polite" className={styles.section}>
              {chosen.kind === 'cannotCoverMinimums' ? (
                <>
                  <Alert tone="error">
                    {t('cannotCover.message', {
                      shortfall: money(chosen.shortfallCents / 100),
                      minimums: money(chosen.minimumsCents / 100),
                    })}
                  </Alert>
                  <ReliefOptions province={province} />
                </>
              ) : chosen.kind === 'tooLong' ? (
                <Alert tone="error">
                  {t('result.tooLong', { balance: money(chosen.balanceLeftCents / 100) })}
                </Alert>
              ) : (
                <>
                  <p>
                    <strong>
                      {t('result.debtFree', {
                        date: monthName(chosen.months),
                        count: chosen.months,
                        interest: money(chosen.totalInterestCents / 100),
                      })}
                    </strong>
                  </p>
                  <ScrollTable label={t('result.compareLabel')} stacked>
                    <thead>
                      <tr>
                        <th scope="col">{t('result.strategy')}</th>
                        <th scope="col">{t('result.debtFreeDate')}</th>
                        <th scope="col">{t('result.totalInterest')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {PAYOFF_STRATEGIES.map((name) => {
                        const plan = plans[name];
                        return (
                          <tr key={name} aria-current={name === strategy ? 'true' : undefined}>
                            <th scope="row">{t(`strategy.${name}`)}</th>
                            <td data-label={t('result.debtFreeDate')}>
                              {plan.kind === 'paidOff'
                                ? monthName(plan.months)
                                : plan.kind === 'cannotCoverMinimums'
                                  ? t('result.shortOf')
                                  : t('result.notFinished')}
                            </td>
                            <td data-label={t('result.totalInterest')}>
                              {plan.kind === 'paidOff'
                                ? money(plan.totalInterestCents / 100)
                                : null}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </ScrollTable>
                  <ScrollTable label={t('result.paidOffLabel')} stacked>
                    <thead>
                      <tr>
                        <th scope="col">{t('result.debt')}</th>
                        <th scope="col">{t('result.paidOffIn')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {chosen.order.map((id) => (
                        <tr key={id}>
                          <th scope="row">{nameOf(id)}</th>
                          <td data-label={t('result.paidOffIn')}>
                            {monthName(chosen.paidOffIn[id] ?? chosen.months)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </ScrollTable>
                  <SettlementWhatIf
                    debts={debts}
                    monthlyCents={monthlyCents ?? 0}
                    strategy={strategy}
                    customOrder={customOrder}
                    monthName={monthName}
                  />
                  <LazyChart
                    owner="banking"
                    load={loadBalanceChart}
                    loadingLabel={t('chart.loading')}
                    props={{
                      points: yearEndBalances(
                        debts.reduce((sum, debt) => sum + debt.balanceCents, 0),
                        chosen.schedule,
                      ),
                      monthName,
                      todayLabel: t('chart.today'),
                    }}
                  />
                  <ScheduleTable schedule={chosen.schedule} monthName={monthName} />
                </>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
