import {
  type BankingAccountRecord,
  type LimitationStatus,
  limitationStatus,
  type ProvinceCode,
} from 'shared/contract';
import { type InterestFlag, interestFlag } from 'shared/contract/interest-rules';
import {
  isUnpaidBadDebt,
  lastPaymentOrActivity,
  negativeItemDates,
  negativeItemKind,
  type ProfileBankruptcy,
} from 'shared/contract/negative-item';
import {
  isPastRemoval,
  type NegativeItemDates,
  type NegativeItemKind,
  REPORTING_BUREAUS,
  type RemovalDate,
  type ReportingBureau,
  reportRemovalDate,
} from 'shared/contract/report-removal';
import type { AccountErrorsPrefill } from 'shared/contract/wizard-prefill';

type IsoDate = string;

export interface RemovalLine {
  readonly bureau: ReportingBureau;
  readonly removal: RemovalDate;
  /** Still reported after this date would be a reason to dispute. */
  readonly past: boolean;
}

/** What to do next about the debt, each a link or a warning on the card. */
export type NextStep =
  | { readonly kind: 'dispute_removal'; readonly prefill: AccountErrorsPrefill }
  | { readonly kind: 'statute_barred'; readonly prefill: AccountErrorsPrefill }
  | { readonly kind: 'payment_restarts' };

export interface DebtCardLines {
  readonly negative: NegativeItemKind | null;
  /** Equifax's then TransUnion's date, for a negative item once the province is known. */
  readonly removals: readonly RemovalLine[];
  /** For an unpaid bad debt once the province is known. */
  readonly limitation: (LimitationStatus & { readonly from: IsoDate }) | null;
  /** The dates depend on the province, and the consumer has no current address. */
  readonly needsAddress: boolean;
  /**
   * A bankruptcy is dated from its discharge, which the profile's bankruptcy tab does not hold:
   * no removal line then, the card asks for the date.
   */
  readonly needsDischarge: boolean;
  readonly interest: InterestFlag | null;
  readonly nextSteps: readonly NextStep[];
}

/** The dates an item counts from, as the Outdated Item Removal letter's fields name them. */
function outdatedItemDates(dates: NegativeItemDates): AccountErrorsPrefill {
  const prefill: AccountErrorsPrefill = {};
  if (dates.lastActivity) prefill.last_activity_date = dates.lastActivity;
  if (dates.started) prefill.started_date = dates.started;
  if (dates.discharged) prefill.discharged_date = dates.discharged;
  if (dates.paidOff) prefill.paid_off_date = dates.paidOff;
  if (dates.otherBankruptcies !== undefined) {
    prefill.other_bankruptcies = dates.otherBankruptcies;
  }
  return prefill;
}

/**
 * The debt lines of one account card, from the pure rules (report-removal.ts, limitation-periods.ts,
 * interest-rules.ts, negative-item.ts) for the consumer's province (null without an address) on
 * `today`, with what the profile's bankruptcy tab holds (null when it holds nothing: a
 * bankruptcy's dates then need its discharge). An item past a bureau's removal date offers the
 * Outdated Item Removal letter to the bureaus it is past at, with the account and its dates; a
 * debt past its limitation period offers the statute-barred letter with its last payment; one not
 * yet barred warns that a payment starts the period again.
 */
export function debtCardLines(
  account: BankingAccountRecord,
  province: ProvinceCode | null,
  today: IsoDate,
  bankruptcy: ProfileBankruptcy | null = null,
): DebtCardLines {
  const negative = negativeItemKind(account);
  const unpaid = isUnpaidBadDebt(account);
  const interest = interestFlag(account);
  if (province === null) {
    const needsAddress = negative !== null || unpaid;
    return {
      negative,
      removals: [],
      limitation: null,
      needsAddress,
      needsDischarge: false,
      interest,
      nextSteps: [],
    };
  }
  const dates = negative ? negativeItemDates(negative, account, bankruptcy) : {};
  const dated = negative
    ? REPORTING_BUREAUS.map((bureau) => {
        const removal = reportRemovalDate(negative, bureau, province, dates);
        return { bureau, removal, past: isPastRemoval(removal, today) };
      })
    : [];
  // Both bureaus count a bankruptcy from its discharge: one request for it, not a line each.
  const needsDischarge = dated.some(
    ({ removal }) => !removal.known && removal.needs === 'discharged',
  );
  const removals = needsDischarge ? [] : dated;
  const from = lastPaymentOrActivity(account);
  const limitation = unpaid ? { ...limitationStatus(from, province, today), from } : null;

  const nextSteps: NextStep[] = [];
  const [first, second] = removals.filter((line) => line.past).map((line) => line.bureau);
  if (negative && first) {
    // The Outdated Item Removal letter says what is true of any item reported past its date: its
    // reporting period has ended, whether or not the entry was right (the other letters of the
    // wizard say the entry is wrong, which is why none was chosen before it existed). It goes
    // to the bureaus the item is past at; the wizard checks the dates again, and asks for the
    // first delinquency TransUnion counts from, which no account field holds.
    nextSteps.push({
      kind: 'dispute_removal',
      prefill: {
        letter: 'outdated_item',
        account_id: account.id,
        item_kind: negative,
        bureau: second ? 'both' : first,
        ...outdatedItemDates(dates),
      },
    });
  }
  if (limitation?.passed) {
    nextSteps.push({
      kind: 'statute_barred',
      prefill: {
        letter: 'statute_barred_account',
        account_id: account.id,
        last_payment_date: from,
      },
    });
  } else if (limitation) {
    nextSteps.push({ kind: 'payment_restarts' });
  }
  return {
    negative,
    removals,
    limitation,
    needsAddress: false,
    needsDischarge,
    interest,
    nextSteps,
  };
}
