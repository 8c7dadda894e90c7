import { expect, type Page } from '@playwright/test';
import TEXTS from './english-texts.json' with { type: 'json' };

// Issue 15: no English sentence of the catalogs on a French screen. The English texts come from
// every catalog (tooling/english-texts.test.mjs keeps the file current).

/** Each English text as whole words: "Credit Report" is not found in "Credit Reporting". */
const ENGLISH = TEXTS.english.map(({ text, key }) => ({
  text,
  key,
  pattern: new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u'),
}));

/**
 * The English texts the page shows as it stands, each with `where` (a path, a state) and the
 * words around it: what a reader sees and what a screen reader says (the text, and the labels
 * held in attributes). Empty on a page wholly in French.
 */
export async function englishShown(page: Page, where: string): Promise<string[]> {
  const shown = String(
    await page.evaluate(`[
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((node) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => node.getAttribute(name) ?? ''),
      ),
    ].join('\\n')`),
  ).replace(/\s+/g, ' ');
  // Texts both languages write alike (the brand) and the English proper names French keeps (a
  // statute with no French title) are no English: left out, longest first, before the search.
  const kept = [...TEXTS.shared].sort((a, b) => b.length - a.length);
  const french = kept.reduce((text, name) => text.replaceAll(name, ' '), shown);
  return ENGLISH.flatMap(({ text, key, pattern }) => {
    const found = pattern.exec(french);
    if (!found) return [];
    const context = french.slice(Math.max(0, found.index - 40), found.index + text.length + 40);
    return [`${where}: "${text}" (${key}) in "…${context}…"`];
  });
}

/** The English texts a screen shows in French, once its data and lazy parts have loaded. */
export async function englishOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return englishShown(page, path);
}
