/**
 * The messages of the limitation rules (limitation-periods.ts): why a statute-barred letter is
 * refused, and what is unconfirmed. Apart from the rules so that a screen that shows only the
 * periods (the settlement and credit report guides) does not define the 'limitation' area, and
 * does not download its words in either language.
 */
import { isCalendarDate } from './calendar-date';
import { hasLimitationPassed, LIMITATION_PERIODS, statuteBarredFrom } from './limitation-periods';
import { limitationTexts } from './messages/en/limitation';
import { defineMessages, messageWithValues } from './messages/message';
import type { ProvinceCode } from './provinces';

/** A date written YYYY-MM-DD. */
type IsoDate = string;

export const limitationMessages = defineMessages('limitation', limitationTexts, () =>
  import('./messages/fr/limitation').then((module) => module.limitationTextsFr),
);

/** Why the letter is refused: the period still runs in that place, and the day it passes. */
export function limitationNotPassedMessage(code: ProvinceCode, barredFrom: IsoDate): string {
  return messageWithValues(limitationMessages.notPassed, {
    inPlace: { message: limitationMessages[`in${code}`] },
    date: { date: barredFrom },
  });
}

/** What the wizard adds where the period is unconfirmed, with the longest period sources give. */
export function limitationUnconfirmedMessage(code: ProvinceCode): string {
  const count = LIMITATION_PERIODS[code].years;
  return messageWithValues(limitationMessages.unconfirmed, {
    placeOwner: { message: limitationMessages[`of${code}`] },
    years: {
      message:
        count === 1
          ? limitationMessages.oneYear
          : messageWithValues(limitationMessages.years, { count }),
    },
  });
}

/** The message that refuses a date, or null when the debt is statute-barred on `today`. */
export function limitationProblem(
  lastPaymentDate: IsoDate,
  code: ProvinceCode,
  today: IsoDate,
): string | null {
  if (!isCalendarDate(lastPaymentDate)) return limitationMessages.lastPaymentInvalid;
  if (lastPaymentDate > today) return limitationMessages.lastPaymentFuture;
  if (hasLimitationPassed(lastPaymentDate, code, today)) return null;
  return limitationNotPassedMessage(code, statuteBarredFrom(lastPaymentDate, code));
}
