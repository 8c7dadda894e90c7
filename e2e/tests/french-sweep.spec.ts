import { expect, postApi, test } from '../fixtures';
import { signInNewUser } from '../page-models/letters-user';
import { englishOn } from '../support/french-sweep';
import { APP_SCREENS, PUBLIC_SCREENS } from '../support/screens';
import { EVERY_SUITE } from '../support/suites';

/** The suites these journeys cross: the shell and every suite of the registry (README, Testing). */
const JOURNEY = EVERY_SUITE;

// Issue 15: no English sentence of the catalogs on any French screen, public or signed in
// (support/french-sweep.ts).
test.use({ locale: 'fr-CA' });

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
