import { optionTexts } from './messages/en/options';
import { optionTextsFr } from './messages/fr/options';
import { type Language, languageOf } from './messages/message';
import { PROVINCES, type ProvinceCode } from './provinces';

/**
 * The labels of the select options in both languages, apart from options.ts so that a screen
 * without these selects (the login page) does not carry them. Stored values never change.
 */
const OPTION_LABELS: Readonly<Record<Language, typeof optionTextsFr>> = {
  en: optionTexts,
  fr: optionTextsFr,
};

export type OptionList = keyof typeof optionTexts;

/**
 * An option's label in a language: `locale` is the page's ('fr-CA', 'en-CA', i18n.language) or
 * 'en'/'fr'. A value the list lacks comes back as given.
 */
export function optionLabel(list: OptionList, value: string | number, locale: string): string {
  const labels: Readonly<Record<string, string>> = OPTION_LABELS[languageOf(locale)][list];
  return labels[String(value)] ?? String(value);
}

/** A province's name by its code, in a language. */
export function provinceLabel(code: ProvinceCode, locale: string): string {
  return optionLabel('province', code, locale);
}

/** A province stored by its English name (the wizards' bodies: 'PEI', 'Quebec') in a language. */
export function provinceNameLabel(name: string, locale: string): string {
  const province = PROVINCES.find((candidate) => candidate.name === name);
  return province ? provinceLabel(province.code, locale) : name;
}
