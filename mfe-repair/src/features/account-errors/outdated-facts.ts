import {
  bureausChosen,
  type OutdatedItemDateField,
  type OutdatedItemFacts,
  outdatedItemDateFields,
  outdatedItemProblems,
  type ProvinceCode,
} from 'shared/contract';
import { NEGATIVE_ITEM_KINDS } from 'shared/contract/report-removal';
import type { AccountErrorsFormValues } from './form-values';

/** The counts the "other bankruptcies" choice offers, as the body allows them (0 to 9). */
export const OTHER_BANKRUPTCY_COUNTS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

type OutdatedItemValues = Pick<
  AccountErrorsFormValues,
  'item_kind' | 'bureau' | OutdatedItemDateField | 'other_bankruptcies'
>;

/**
 * What the Outdated Item Removal letter states, from the form: the item's kind, the dates that
 * kind reads for the bureaus chosen ('' for every other, so a date typed for another kind or
 * bureau never reaches the letter), and the other bankruptcies of a bankruptcy (0 otherwise).
 * Null before a kind is chosen. The same facts go to the live check and to the body, so the
 * wizard checks exactly what the API will.
 */
export function outdatedFacts(values: Partial<OutdatedItemValues>): OutdatedItemFacts | null {
  const kind = NEGATIVE_ITEM_KINDS.find((candidate) => candidate === values.item_kind);
  if (!kind) return null;
  const read = outdatedItemDateFields(kind, bureausChosen(values.bureau ?? 'both'));
  const date = (field: OutdatedItemDateField) =>
    read.includes(field) ? (values[field] ?? '').trim() : '';
  const count = OTHER_BANKRUPTCY_COUNTS.indexOf(
    (values.other_bankruptcies ?? '0') as (typeof OTHER_BANKRUPTCY_COUNTS)[number],
  );
  return {
    item_kind: kind,
    last_activity_date: date('last_activity_date'),
    first_delinquency_date: date('first_delinquency_date'),
    started_date: date('started_date'),
    discharged_date: date('discharged_date'),
    paid_off_date: date('paid_off_date'),
    other_bankruptcies: kind === 'bankruptcy' ? Math.max(count, 0) : 0,
  };
}

/**
 * The messages the API would answer on the date fields (a date missing, in the future, or paid
 * in full before the start), for the consumer of `province` on `today`. The refusal on `bureau`
 * (a period still running) is left to the notice under the dates, which says it with the dates.
 */
export function outdatedDateMessages(
  values: Partial<OutdatedItemValues>,
  province: ProvinceCode,
  today: string,
): Partial<Record<OutdatedItemDateField, string>> {
  const facts = outdatedFacts(values);
  if (!facts) return {};
  const { bureau: _running, ...dates } = outdatedItemProblems(
    facts,
    bureausChosen(values.bureau ?? 'both'),
    province,
    today,
  );
  return dates;
}
