import {
  type Catalog,
  i18n,
  type Language,
  loadLanguage,
  localeOf,
  setLanguage,
} from 'shared/i18n';
import { afterEach, beforeEach } from 'vitest';

/**
 * Shows the interface in Canadian French in every test of the calling file, then English again
 * after each, as the language switch does: every registered French part is loaded through its
 * own loader first. `parts` adds French for namespaces a test registers without a loader.
 */
export function showInFrench(parts: Record<string, Catalog> = {}): void {
  beforeEach(async () => {
    for (const [namespace, catalog] of Object.entries(parts)) {
      i18n.addResourceBundle('fr-CA', namespace, catalog, true, true);
    }
    await setLanguage('fr');
  });
  afterEach(async () => {
    await setLanguage('en');
    window.localStorage.clear();
  });
}

/**
 * Text as the reader sees it: Intl separates French thousands and the dollar sign with (narrow)
 * no-break spaces, shown here as plain spaces so an expectation reads '1 234,56 $'.
 */
export function plainSpaces(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

const NO_BREAK = '[\\u00a0\\u202f]';
const TYPOGRAPHY_RULES: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'a no-break space before ; ! ? »', pattern: new RegExp(`(?<!${NO_BREAK})[;!?»]`) },
  { rule: 'a no-break space before :', pattern: new RegExp(`(?<!${NO_BREAK}):(?=\\s|$)`) },
  { rule: 'a no-break space after «', pattern: new RegExp(`«(?!${NO_BREAK})`) },
  { rule: 'the typographic apostrophe ’', pattern: /'/ },
  { rule: 'the ellipsis …', pattern: /\.\.\./ },
];

/**
 * Where a French catalog breaks the convention's typography (a line must never break between a
 * word and its « : ; ! ? », and the apostrophe is ’): one line per text and rule, empty if none.
 */
export function frenchTypographyProblems(catalog: Catalog, path = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const where = path ? `${path}.${key}` : key;
    if (typeof value !== 'string') return frenchTypographyProblems(value, where);
    return TYPOGRAPHY_RULES.filter(({ pattern }) => pattern.test(value)).map(
      ({ rule }) => `${where}: wants ${rule}`,
    );
  });
}

/**
 * The texts i18next holds for `namespace` in `language` once every part registered for that
 * language has loaded through its own loader: what a screen of the suite shows. A test asserts a
 * suite's registration with it (each language's loader hands over that language's texts) without
 * replacing addCatalog, so it holds whichever test file loaded the suite's modules first.
 */
export async function registeredTexts(
  namespace: string,
  language: Language,
): Promise<Record<string, unknown>> {
  await loadLanguage(language);
  return i18n.getResourceBundle(localeOf(language), namespace) ?? {};
}
