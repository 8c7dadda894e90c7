/** The PDF letter engine: templates turn personal data into documents, the renderer makes PDFs. */

export { preloadFallbackFonts } from './fonts';
export { formatLongDate, formatPhone, fullName } from './format';
export { type LetterLanguage, longDate } from './language';
export { letterName } from './parts';
export { provinceForLetters } from './province';
export {
  type LetterBuildResult,
  languageOf,
  letterTemplate,
  type RegisteredLetter,
  type RequestBuildOptions,
  registeredLetterTypes,
  registerLetter,
} from './registry';
export { renderLetterPdf } from './render';
export {
  type CreditReportRequestInput,
  creditReportRequest,
  creditReportRequestName,
  creditReportRequestTemplate,
} from './templates/credit-report-request';
export type * from './types';
