export { useTranslation } from 'react-i18next';
export {
  type Catalog,
  type CatalogLoader,
  catalogProblems,
  type Translation,
} from './catalog';
export { common as commonCatalog } from './en-CA/common';
export { shell as shellCatalog } from './en-CA/shell';
export { addCatalog, i18n, initI18n, LANGUAGE } from './i18n';
