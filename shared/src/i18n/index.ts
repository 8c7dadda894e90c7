export { useTranslation } from 'react-i18next';
export { common as commonCatalog } from './en-CA/common';
export { shell as shellCatalog } from './en-CA/shell';
export { addCatalog, type Catalog, i18n, initI18n, LANGUAGE } from './i18n';
