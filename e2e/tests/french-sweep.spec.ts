import type { Page } from '@playwright/test';
import { expect, postApi, test } from '../fixtures';
import { signInNewUser } from '../page-models/letters-user';
import TEXTS from '../support/english-texts.json' with { type: 'json' };
import { APP_SCREENS, PUBLIC_SCREENS } from '../support/screens';
import { EVERY_SUITE } from '../support/suites';

/** The suites these journeys cross: the shell and every suite of the registry (README, Testing). */
const JOURNEY = EVERY_SUITE;

// Issue 15: no English sentence of the catalogs on any French screen, public or signed in. The
// English texts come from every catalog (tooling/english-texts.test.mjs keeps the file current).
test.use({ locale: 'fr-CA' });

/** Each English text as whole words: "Credit Report" is not found in "Credit Reporting". */
const ENGLISH = TEXTS.english.map(({ text, key }) => ({
  text,
  key,
  pattern: new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u'),
}));

/** The English texts a screen shows, once its data and lazy parts have loaded. */
async function englishOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What a reader sees and what a screen reader says: the text, and labels held in attributes.
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
    return [`${path}: "${text}" (${key}) in "…${context}…"`];
  });
}

test('no public page shows an English text in French', JOURNEY, async ({ page }) => {
  const found: string[] = [];
  for (const path of PUBLIC_SCREENS) found.push(...(await englishOn(page, path)));
  expect(found).toEqual([]);
});

test(
  'no screen of the app shows an English text in French, with a French letter in it',
  JOURNEY,
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const headers = { 'X-API-Key': user.key };
    const language = await request.put('/api/v1/language', { data: { language: 'fr' }, headers });
    expect(((await language.json()) as { code: number }).code).toBe(0);
    const letter = await postApi(
      request,
      '/generate-pdf',
      {
        letter: 'error_of_name',
        correct_name: 'Nadia Ife Okafor',
        incorrect_name: 'Nadia Okafur',
        language: 'fr',
      },
      headers,
    );
    expect(letter.code).toBe(0);

    const found: string[] = [];
    for (const path of APP_SCREENS) found.push(...(await englishOn(page, path)));
    expect(found).toEqual([]);
  },
);
