import { knownProvince, useConsumerProvince } from 'shared/api';
import {
  AGENCIES,
  type BankingAccountRecord,
  confirmedValue,
  consumerOfficeFor,
  DEFAULT_TIME_ZONE,
  type LetterBureauChoice,
  localDate,
  optionLabel,
  type ProvinceCode,
  type TextLanguage,
} from 'shared/contract';
import { negativeItemKind } from 'shared/contract/negative-item';
import type { ReportingBureau } from 'shared/contract/report-removal';
import { ACCOUNT_ERRORS_PATH, ACCOUNT_ERRORS_PREFILL_KEY } from 'shared/contract/wizard-prefill';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { useReferenceLanguage } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { debtCardLines, type NextStep, type RemovalLine } from './card-lines';
import styles from './debt-lines.module.css';
import { useDebtsBankruptcy } from './profile-bankruptcy';

/** The profile's address tab, where a missing current address is added. */
export const ADDRESS_TAB_PATH = '/app/edit-personal-info/address';
/** The profile's bankruptcy tab, where a missing discharge date is added. */
export const BANKRUPTCY_TAB_PATH = '/app/edit-personal-info/bankruptcy';

function bureauLabel(bureau: ReportingBureau, locale: string): string {
  const agency = AGENCIES.find((candidate) => candidate.name === bureau);
  return agency ? optionLabel('agency', agency.code, locale) : bureau;
}

/** The consumer office's name in the page's language, or null where none is confirmed. */
function consumerOfficeName(province: ProvinceCode | null, language: TextLanguage): string | null {
  const office = province ? confirmedValue(consumerOfficeFor(province), language) : null;
  return office?.name ?? null;
}

export interface DebtLinesProps {
  account: BankingAccountRecord;
  /** For tests; the consumer's today in Toronto otherwise, as the letters date it. */
  today?: string;
}

/**
 * Under an account card (issue 16): when a negative item leaves each bureau's report, where an
 * unpaid bad debt stands against the limitation period of the consumer's province, an interest
 * rate above the legal limits, and the next step as a link or a warning. Nothing for an account
 * in good standing with a lawful rate.
 */
export function DebtLines({ account, today }: DebtLinesProps) {
  const { t, i18n } = useTranslation(BANKING_NAMESPACE, { keyPrefix: 'debts' });
  // In French, waits for the French of the reference data (the consumer office's name).
  const referenceLanguage = useReferenceLanguage();
  const { calendarDate, count, money } = useLocaleFormat();
  const province = useConsumerProvince();
  // A bankruptcy is dated from the discharge on the profile's bankruptcy tab: until that has
  // been read, nothing is said rather than that the date is missing.
  const isBankruptcy = negativeItemKind(account) === 'bankruptcy';
  const bankruptcy = useDebtsBankruptcy(isBankruptcy);
  if (province.status === 'unknown') return null;
  if (isBankruptcy && bankruptcy.status === 'unknown') return null;
  const code = knownProvince(province);
  const lines = debtCardLines(
    account,
    code,
    today ?? localDate(new Date(), DEFAULT_TIME_ZONE),
    bankruptcy.status === 'known' ? bankruptcy.record : null,
  );
  const { removals, limitation, interest } = lines;
  const needsDate = lines.needsAddress || lines.needsDischarge;
  if (!needsDate && removals.length === 0 && !limitation && !interest) return null;

  function removalText({ bureau, removal, past }: RemovalLine): string {
    const name = bureauLabel(bureau, i18n.language);
    if (!removal.known) return t(`missing.${removal.needs}`, { bureau: name });
    const key = past ? 'left' : 'leaves';
    const values = { bureau: name, date: calendarDate(removal.date) };
    return removal.confirmed ? t(key, values) : t(`${key}Unconfirmed`, values);
  }

  /** What the removal letter's link says: the bureaus it asks, as the card names them. */
  function removalLink(bureau: LetterBureauChoice | undefined): string {
    if (bureau === 'Equifax' || bureau === 'TransUnion') {
      return t('disputeRemoval', { bureau: bureauLabel(bureau, i18n.language) });
    }
    return t('disputeRemovalBoth', {
      equifax: bureauLabel('Equifax', i18n.language),
      transunion: bureauLabel('TransUnion', i18n.language),
    });
  }

  function step(next: NextStep) {
    if (next.kind === 'payment_restarts') {
      return <li key={next.kind}>{t('paymentRestarts')}</li>;
    }
    return (
      <li key={next.kind}>
        <Link to={ACCOUNT_ERRORS_PATH} state={{ [ACCOUNT_ERRORS_PREFILL_KEY]: next.prefill }}>
          {next.kind === 'statute_barred' ? t('statuteBarred') : removalLink(next.prefill.bureau)}
        </Link>
      </li>
    );
  }

  const office = consumerOfficeName(code, referenceLanguage);
  return (
    <ul className={styles.lines} aria-label={t('label')}>
      {lines.needsAddress ? (
        <li>
          {t('noAddress')} <Link to={ADDRESS_TAB_PATH}>{t('addressLink')}</Link>
        </li>
      ) : null}
      {lines.needsDischarge ? (
        <li>
          {t('noDischarge')} <Link to={BANKRUPTCY_TAB_PATH}>{t('dischargeLink')}</Link>
        </li>
      ) : null}
      {removals.map((line) => (
        <li key={line.bureau}>{removalText(line)}</li>
      ))}
      {limitation ? (
        <li>
          {limitation.passed
            ? t('barredSince', { date: calendarDate(limitation.barredFrom) })
            : t('barredEnds', { date: calendarDate(limitation.barredFrom) })}{' '}
          {t('limitationFrom', { date: calendarDate(limitation.from) })}
          {limitation.unconfirmed ? <> {t('unconfirmedProvince')}</> : null}
        </li>
      ) : null}
      {lines.nextSteps.map(step)}
      {interest ? (
        <li className={styles.warning}>
          {interest.rule === 'criminal_rate'
            ? t('interest.criminalRate', { rate: count(account.interest_rate ?? 0) })
            : t('interest.paydayCap', {
                rate: count(account.interest_rate ?? 0),
                cost: money(interest.costPer100),
              })}
          {interest.openedBefore ? <> {t('interest.openedBefore')}</> : null}{' '}
          {office ? t('interest.complainTo', { office }) : t('interest.complain')}
        </li>
      ) : null}
    </ul>
  );
}
