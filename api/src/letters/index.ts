/** The PDF letter engine: templates turn personal data into documents, the renderer makes PDFs. */

export { preloadFallbackFonts } from './fonts';
export { formatLongDate, formatPhone, fullName } from './format';
export { letterName } from './parts';
export { provinceForLetters } from './province';
export {
  type LetterBuildResult,
  letterTemplate,
  type RegisteredLetter,
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
