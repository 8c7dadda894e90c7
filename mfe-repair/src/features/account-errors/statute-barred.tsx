import {
  BARS_REPORTING_STATUTE_BARRED,
  DEFAULT_TIME_ZONE,
  isCalendarDate,
  LIMITATION_PERIODS,
  limitationProblem,
  limitationUnconfirmedMessage,
  localDate,
  type ProvinceCode,
  statuteBarredFrom,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useLetterPrefill } from 'shared/letter-wizard';
import { Link } from 'shared/router';
import { Alert, Button, useMessageText } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './account-errors.module.css';

/** What the statute-barred form knows of the limitation period for the date typed. */
export interface LimitationCheck {
  /** The consumer's province (the profile's current address), or null without one. */
  province: ProvinceCode | null;
  /**
   * 'waiting': no province or no real date yet; 'passed': the letter may be made; 'running': the
   * period has not passed (the API would refuse it); 'future': the date is after today.
   */
  state: 'waiting' | 'passed' | 'running' | 'future';
  /** The message the API would answer, for 'running' and 'future'. */
  message: string | null;
}

/**
 * The API's rule, run in the browser (limitation-periods.ts) with the province the letters use
 * and today's date in Toronto, the letters' own: the wizard says what the API would refuse
 * before the consumer submits. `today` is for tests.
 */
export function useLimitationCheck(lastPaymentDate: string, today?: string): LimitationCheck {
  const { prefill } = useLetterPrefill();
  const province = prefill.provinceCode;
  if (province === null || !isCalendarDate(lastPaymentDate)) {
    return { province, state: 'waiting', message: null };
  }
  const date = today ?? localDate(new Date(), DEFAULT_TIME_ZONE);
  const message = limitationProblem(lastPaymentDate, province, date);
  if (message === null) return { province, state: 'passed', message };
  return { province, state: lastPaymentDate > date ? 'future' : 'running', message };
}

/**
 * Under the date field: whether the period has passed, and if not, the day it will and the
 * Dispute with Creditor letter instead; where the province's period is unconfirmed, a note
 * to check with a legal clinic.
 */
export function LimitationNotice({
  lastPaymentDate,
  check,
  onOutdatedItem,
}: {
  lastPaymentDate: string;
  check: LimitationCheck;
  /** Switches the wizard to the Outdated Item Removal letter, keeping the account chosen. */
  onOutdatedItem: () => void;
}) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'accountErrors.statuteBarred' });
  const { calendarDate } = useLocaleFormat();
  const messageText = useMessageText();
  const { province, state, message } = check;
  if (province === null) return <p className={styles.note}>{t('noProvince')}</p>;
  const unconfirmed = LIMITATION_PERIODS[province].unconfirmed ? (
    <Alert tone="warning">{messageText(limitationUnconfirmedMessage(province))}</Alert>
  ) : null;
  return (
    <>
      {unconfirmed}
      {state === 'running' ? (
        <Alert tone="warning" title={t('runningTitle')}>
          <p>{message === null ? null : messageText(message)}</p>
          <p>
            {t('disputeInstead')}{' '}
            <Link to="../dispute-with-creditor" relative="path">
              {t('disputeLink')}
            </Link>
          </p>
        </Alert>
      ) : null}
      {state === 'passed' ? (
        <p className={styles.note}>
          {t('passed', {
            date: calendarDate(statuteBarredFrom(lastPaymentDate, province)),
          })}
        </p>
      ) : null}
      {/* Only Saskatchewan's credit-reporting law bars reporting a statute-barred debt: elsewhere
          removal is a request, and an item past its reporting period has a letter of its own. */}
      {state === 'passed' && !BARS_REPORTING_STATUTE_BARRED.includes(province) ? (
        <div className={styles.note}>
          <p>{t('reportingRule')}</p>
          <Button variant="secondary" onClick={onOutdatedItem}>
            {t('checkOutdated')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
