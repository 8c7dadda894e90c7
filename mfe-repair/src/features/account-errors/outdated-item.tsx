import {
  bureausChosen,
  DEFAULT_TIME_ZONE,
  localDate,
  type OutdatedItemBureauCheck,
  type OutdatedItemFacts,
  type OutdatedItemField,
  outdatedItemChecks,
  outdatedItemProblems,
  type ProvinceCode,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useLetterPrefill } from 'shared/letter-wizard';
import { Alert, useMessageText } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './account-errors.module.css';
import type { AccountErrorsFormValues } from './form-values';
import { outdatedFacts } from './outdated-facts';

/** What the Outdated Item Removal form knows of the item's removal dates. */
export interface OutdatedItemCheck {
  /** The consumer's province (the profile's current address), or null without one. */
  province: ProvinceCode | null;
  /** The letter's facts, or null before the item's kind is chosen. */
  facts: OutdatedItemFacts | null;
  /**
   * Each bureau chosen, its removal date and whether it has passed; empty while a date is no
   * date, in the future or before the start (its field says so).
   */
  checks: OutdatedItemBureauCheck[];
  /** The refusal of the bureaus whose removal date is known and still ahead, if any. */
  running: string | null;
  /**
   * True while the API would refuse the letter (outdatedItemProblems finds a problem), or
   * cannot tell without a province.
   */
  blocks: boolean;
}

/** Field messages that are about the date typed rather than a date missing. */
function hasDateError(
  problems: Partial<Record<OutdatedItemField, string>>,
  facts: OutdatedItemFacts,
): boolean {
  return Object.keys(problems).some(
    (field) => field !== 'bureau' && facts[field as keyof OutdatedItemFacts] !== '',
  );
}

/** Today in Toronto, the day the letters are dated. */
export function lettersToday(): string {
  return localDate(new Date(), DEFAULT_TIME_ZONE);
}

/**
 * The contract's rule (outdated-item.ts, the API's own), run in the browser with the province
 * the letters use and `today`: the wizard says what the API would refuse before the consumer
 * submits.
 */
export function outdatedItemCheck(
  values: Partial<AccountErrorsFormValues>,
  province: ProvinceCode | null,
  today: string,
): OutdatedItemCheck {
  const facts = outdatedFacts(values);
  const none = { province, facts, checks: [], running: null };
  if (province === null || facts === null) return { ...none, blocks: true };
  const bureaus = bureausChosen(values.bureau ?? 'both');
  const problems = outdatedItemProblems(facts, bureaus, province, today);
  const blocks = Object.keys(problems).length > 0;
  if (hasDateError(problems, facts)) return { ...none, blocks };
  const checks = outdatedItemChecks(facts, bureaus, province, today);
  // The refusal as the API words it, for the bureaus whose date is known: while another bureau
  // still lacks its date, the rule stops at that and would not say it.
  const known = checks.filter(({ removal }) => removal.known).map(({ bureau }) => bureau);
  const running = checks.some(({ removal, past }) => removal.known && !past)
    ? (outdatedItemProblems(facts, known, province, today).bureau ?? null)
    : null;
  return { province, facts, checks, running, blocks };
}

/** outdatedItemCheck with the consumer's province (the profile's current address) and today. */
export function useOutdatedItemCheck(values: Partial<AccountErrorsFormValues>): OutdatedItemCheck {
  const { prefill } = useLetterPrefill();
  return outdatedItemCheck(values, prefill.provinceCode, lettersToday());
}

/**
 * Under the dates: for each bureau chosen, the day it should have removed the item (or the date
 * it needs to say), and while a bureau's period still runs, the day it ends, as the API would
 * refuse it. Without a province, that it is needed.
 */
export function OutdatedItemNotice({ check }: { check: OutdatedItemCheck }) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'accountErrors.outdated' });
  const { calendarDate } = useLocaleFormat();
  const messageText = useMessageText();
  if (check.province === null) return <p className={styles.note}>{t('noProvince')}</p>;
  const lines = check.checks.flatMap(({ bureau, removal, past }) => {
    const name = t(`bureaus.${bureau}`);
    if (!removal.known) return [t(`needs.${removal.needs}`, { bureau: name })];
    if (!past) return [];
    const values = { bureau: name, date: calendarDate(removal.date) };
    return [removal.confirmed ? t('removed', values) : t('removedUnconfirmed', values)];
  });
  const pastBureau = check.checks.find(({ past }) => past)?.bureau;
  return (
    <>
      {lines.length > 0 ? (
        <ul className={styles.notes}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {check.running ? (
        <Alert tone="warning" title={t('runningTitle')}>
          <p>{messageText(check.running)}</p>
          {pastBureau ? <p>{t('onlyPast', { bureau: t(`bureaus.${pastBureau}`) })}</p> : null}
        </Alert>
      ) : null}
    </>
  );
}
