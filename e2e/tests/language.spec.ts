import { expect, test, uniqueEmail } from '../fixtures';
import { signInNewUser } from '../page-models/letters-user';
import { RegisterPage } from '../page-models/register-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile'] };

test.describe('a visitor whose browser speaks French', () => {
  test.use({ locale: 'fr-CA' });

  test(
    'gets the login page in French, from the server on',
    JOURNEY,
    async ({ page, request, makeAxeBuilder }) => {
      // The page arrives rendered in French: its first paint waits for no script.
      const served = await request.get('/', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
      const html = await served.text();
      expect(html).toContain('<html lang="fr-CA"');
      expect(html).toContain('Connectez-vous à votre compte');

      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: 'Connectez-vous à votre compte' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page).toHaveTitle('Connectez-vous à votre compte – Credit Repair Canada');
      await expect(page.getByLabel('Adresse courriel')).toBeEditable();
      await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    },
  );

  test(
    'switches to English in the middle of a form, keeps what was typed, and is remembered',
    JOURNEY,
    async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
      const email = uniqueEmail('e2e-language');
      await page.getByLabel('Adresse courriel').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Spruce-Harbour-typed');

      await page.getByRole('button', { name: 'English' }).click();

      const register = new RegisterPage(page);
      await expect(register.heading).toBeVisible();
      await expect(register.emailField).toHaveValue(email);
      await expect(register.passwordField).toHaveValue('Spruce-Harbour-typed');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      await expect(page.getByText('The page is now in English.')).toBeAttached();

      // The choice outlives the visit, though the browser still prefers French.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      await expect(page).toHaveTitle('Sign in to your account – Credit Repair Canada');
    },
  );

  test('with an account kept in English, sees the budget in English only: headings and default rows', {
    tag: ['@shell', '@budget'],
  }, async ({ page, request }) => {
    const user = await signInNewUser(page, request, { withPersonalData: false });
    const saved = await request.put('/api/v1/language', {
      data: { language: 'en' },
      headers: { 'X-API-Key': user.key },
    });
    expect(((await saved.json()) as { code: number }).code).toBe(0);
    // Straight to the budget, as from a bookmark: the page starts in the browser's French.
    await page.goto('/app/budget-suite');
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Suite' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Your take home pay' })).toBeVisible();
    await expect(page.getByText('Votre salaire net')).toHaveCount(0);

    // Switched to French, a budget never saved is worded in French.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('rowheader', { name: 'Votre salaire net' })).toBeVisible();
    await expect(page.getByText('Your take home pay')).toHaveCount(0);
  });
});

test(
  'an English browser gets the English login page, and a language neither French nor English gets English',
  JOURNEY,
  async ({ request }) => {
    for (const language of ['en-CA', 'de-DE,es;q=0.8']) {
      const html = await (
        await request.get('/', { headers: { 'accept-language': language } })
      ).text();
      expect(html).toContain('<html lang="en-CA"');
      expect(html).toContain('Sign in to your account');
    }
  },
);
