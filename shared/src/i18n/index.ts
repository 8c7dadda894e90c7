// catalogProblems is for tests (shared/testing): a shared module is loaded whole.
export type { Catalog, CatalogLoader, Translation } from './catalog';
export { common as commonCatalog } from './en-CA/common';
export { shell as shellCatalog } from './en-CA/shell';
export {
  addCatalog,
  addLazyCatalog,
  applyDocumentLanguage,
  currentLanguage,
  i18n,
  initI18n,
  LANGUAGE,
  languageChosenThisVisit,
  loadLanguage,
  markLanguageChosen,
  retryFailedTexts,
  setLanguage,
} from './i18n';
export {
  chooseLanguage,
  detectLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  LOCALES,
  type Locale,
  languageOf,
  localeOf,
} from './language';
export { usePageLocale, useTranslation } from './use-translation';
