import { type LocaleFormat, localeFormat } from 'shared/contract';
import { useTranslation } from 'shared/i18n';

export { type LocaleFormat, localeFormat };

/** The formats of the language the interface is shown in; they follow a switch of language. */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return localeFormat(locale);
}
