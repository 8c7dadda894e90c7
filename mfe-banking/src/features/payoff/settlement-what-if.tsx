import { useState } from 'react';
import { parseDecimal } from 'shared/contract';
import type { PayoffStrategy } from 'shared/contract/payoff-plan';
import {
  SETTLEMENT_PREFILL_KEY,
  SETTLEMENT_WIZARD_PATH,
  type SettlementPrefill,
} from 'shared/contract/wizard-prefill';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { NumberField, SelectField } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import styles from './payoff.module.css';
import { type NamedPlanDebt, settlementWhatIf } from './plan-debts';

export interface SettlementWhatIfProps {
  debts: readonly NamedPlanDebt[];
  monthlyCents: number;
  strategy: PayoffStrategy;
  customOrder: readonly string[];
  monthName: (month: number) => string;
}

/** A settlement offer is a share of the balance: above 0 and below all of it. */
function readPercent(text: string): number | null {
  const percent = parseDecimal(text);
  return percent !== null && percent > 0 && percent < 100 ? percent : null;
}

/**
 * "What if I settle at X %" for one debt: the offer, how many months sooner the plan ends if it
 * is settled now (with money from outside the plan) and leaves the plan, and the offer letter
 * prefilled in the settlement wizard (contract/wizard-prefill.ts).
 */
export function SettlementWhatIf({
  debts,
  monthlyCents,
  strategy,
  customOrder,
  monthName,
}: SettlementWhatIfProps) {
  const { t } = useTranslation(BANKING_NAMESPACE, { keyPrefix: 'payoff.whatIf' });
  const { money } = useLocaleFormat();
  const [debtId, setDebtId] = useState(debts[0]?.id ?? '');
  const [percentText, setPercentText] = useState('50');
  const debt = debts.find((candidate) => candidate.id === debtId) ?? debts[0];
  const percent = readPercent(percentText);
  if (!debt) return null;
  const whatIf =
    percent === null
      ? null
      : settlementWhatIf(debts, debt.id, percent, monthlyCents, strategy, customOrder);
  const prefill: SettlementPrefill | null = whatIf
    ? { account_id: debt.id, offer_amount: whatIf.amountCents / 100 }
    : null;

  return (
    <section aria-labelledby="payoff-what-if-heading" className={styles.section}>
      <h3 id="payoff-what-if-heading">{t('heading')}</h3>
      <div className={styles.fields}>
        <SelectField
          label={t('debt')}
          value={debt.id}
          onChange={(event) => setDebtId(event.target.value)}
          options={debts.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
        <NumberField
          label={t('percent')}
          hint={t('percentHint')}
          min={1}
          max={99}
          value={percentText}
          error={percent === null ? t('percentInvalid') : undefined}
          onChange={(event) => setPercentText(event.target.value)}
        />
      </div>
      {whatIf && prefill ? (
        <div aria-live="polite">
          <p>
            {t('amount', {
              name: debt.name,
              amount: money(whatIf.amountCents / 100),
              balance: money(debt.balanceCents / 100),
            })}
          </p>
          <p>
            {whatIf.monthsSooner === null
              ? t('noMonths')
              : whatIf.monthsWithout === 0
                ? t('lastDebt')
                : t('sooner', {
                    count: whatIf.monthsSooner,
                    date: monthName(whatIf.monthsWithout ?? 0),
                  })}
          </p>
          <p>{t('caution')}</p>
          <p>
            <Link to={SETTLEMENT_WIZARD_PATH} state={{ [SETTLEMENT_PREFILL_KEY]: prefill }}>
              {t('letter')}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
