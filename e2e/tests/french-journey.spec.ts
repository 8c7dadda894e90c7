import { expect, postApi, test, uniqueEmail, uniquePassword } from '../fixtures';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { LETTERS_ADDRESS } from '../page-models/letters-user';
import { SESSION_STORAGE_KEY } from '../support/env';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile', '@repair', '@letters'] };

// A consumer whose browser speaks French does everything in French, from sign-up to a letter.
test.use({ locale: 'fr-CA' });

test(
  'signs up, fills the profile and makes a dispute letter, all in French',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    test.setTimeout(120_000);
    const main = page.getByRole('main');

    // Sign-up, in French from the first screen.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    const password = uniquePassword();
    await page.getByLabel('Adresse courriel').fill(uniqueEmail('e2e-francais'));
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByLabel('Confirmez le mot de passe').fill(password);
    await page
      .getByRole('checkbox', {
        name: 'J’ai 18 ans ou plus et j’accepte les conditions d’utilisation',
      })
      .check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // The identity tab, in French: a French message for a missing name, then saved.
    await expect(
      main.getByRole('heading', { level: 1, name: 'Renseignements personnels' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Renseignements personnels – Credit Repair Canada/);
    await main.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(main.getByText('Veuillez entrer votre prénom.')).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await main.getByLabel('Prénom', { exact: true }).fill('Geneviève');
    await main.getByLabel('Second prénom').fill('Marie');
    await main.getByLabel('Nom de famille').fill('Tremblay');
    await main.getByLabel('Numéro de téléphone').fill('5145550142');
    await main.getByLabel('Date de naissance').fill('1985-06-14');
    await main.getByLabel('Genre').selectOption({ label: 'Femme' });
    await main.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(main.getByText('Mise à jour effectuée.')).toBeVisible();

    // The current address, saved for the letter (the address tab has its own journey).
    const key = await page.evaluate(
      `sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})`,
    );
    const address = await postApi(
      request,
      '/address',
      {
        ...LETTERS_ADDRESS,
        address_line_one: '1250, rue Sainte-Catherine Ouest',
        city: 'Montréal',
        province_id: 10,
        postal_code: 'H3G 1P1',
      },
      { 'X-API-Key': String(key) },
    );
    expect(address.code).toBe(0);

    // Errors on Credit Report, name: the letter in French by default.
    await page.goto('/app/credit-repair-suite/errors-on-credit-report');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Correction du dossier de crédit' }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Étape suivante' }).click();
    await main.getByRole('radio', { name: 'Mon nom est inexact' }).check();
    await main.getByRole('button', { name: 'Étape suivante' }).click();
    await expect(main.getByLabel('Nom exact', { exact: true })).toHaveValue('Geneviève Tremblay');
    await main.getByLabel('Nom inexact', { exact: true }).fill('Genevieve Tremblet');
    await main.getByRole('button', { name: 'Étape suivante' }).click();
    await expect(main.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await main.getByRole('button', { name: 'Produire la lettre' }).click();

    // My letters, in French, and the letter's text.
    const letters = new GeneratedLettersPage(page);
    await expect(page).toHaveURL('/app/my-generated-letters/credit-repair');
    await expect(letters.letterNames).toHaveCount(2);
    const [equifax] = await letters.letterNames.allTextContents();
    expect(equifax).toMatch(/Équifax/);
    const text = await letters.downloadText(equifax ?? '');
    expect(text).toContain('Objet :');
    expect(text).toContain('Madame, Monsieur,');
    expect(text).toContain('Genevieve Tremblet');
    expect(text).toContain('Geneviève Tremblay');
    expect(text).toContain('C.P. 190');
    expect(text).toContain('Montréal (Québec)');
    expect(text).not.toMatch(/\bRe:|\bSubject:|\bDear\b|\bSincerely\b/);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  },
);
