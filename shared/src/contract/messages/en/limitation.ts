/**
 * Messages of the statute-barred letter's limitation check. A sentence names a place in the form
 * it needs: `in…` starts "In the Northwest Territories the limitation period…", `of…` starts
 * "The Northwest Territories’s limitation period…" (French needs its own prepositions and
 * articles: « Au Québec », « du Québec »).
 */
export const limitationTexts = {
  lastPaymentRequired: 'Please enter the date of your last payment or acknowledgement.',
  lastPaymentInvalid: 'Please enter a real date, like 2019-03-02.',
  lastPaymentFuture: 'The date of your last payment cannot be in the future.',
  /** Why the letter is refused: the period still runs, and the day it passes. */
  notPassed:
    '{{inPlace}} the limitation period for this debt passes on {{date}}. Until then it is not statute-barred.',
  /** What the wizard adds where the period is unconfirmed. */
  unconfirmed:
    '{{placeOwner}} limitation period is unconfirmed: we use the longest period published sources give ({{years}}). Check with a legal clinic before you rely on it.',
  oneYear: '1 year',
  years: '{{count}} years',
  inAB: 'In Alberta',
  inBC: 'In British Columbia',
  inMB: 'In Manitoba',
  inNB: 'In New Brunswick',
  inNL: 'In Newfoundland and Labrador',
  inNS: 'In Nova Scotia',
  inNT: 'In the Northwest Territories',
  inNU: 'In Nunavut',
  inON: 'In Ontario',
  inPE: 'In Prince Edward Island',
  inQC: 'In Quebec',
  inSK: 'In Saskatchewan',
  inYT: 'In Yukon',
  ofAB: 'Alberta’s',
  ofBC: 'British Columbia’s',
  ofMB: 'Manitoba’s',
  ofNB: 'New Brunswick’s',
  ofNL: 'Newfoundland and Labrador’s',
  ofNS: 'Nova Scotia’s',
  ofNT: 'The Northwest Territories’s',
  ofNU: 'Nunavut’s',
  ofON: 'Ontario’s',
  ofPE: 'Prince Edward Island’s',
  ofQC: 'Quebec’s',
  ofSK: 'Saskatchewan’s',
  ofYT: 'Yukon’s',
} as const;
