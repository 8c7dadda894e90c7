import { expect, test } from '../fixtures';
import { AppShell, NAV_ENTRIES } from '../page-models/app-shell';
import { FinancialSuitePage } from '../page-models/financial-suite-page';
import { PrivacyPage } from '../page-models/policy-page';
import { EVERY_SUITE } from '../support/suites';

/** The suites these journeys cross: the shell and every suite of the registry (README, Testing). */
const JOURNEY = EVERY_SUITE;

const START = '/app/identity-lock';

test.describe('on a 1280 px wide window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    'the menu is open with every entry in order, and the hamburger closes and reopens it',
    JOURNEY,
    async ({ signedInPage: page }) => {
      const shell = new AppShell(page);
      await shell.goto(START);

      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
      // The ten entries, then (after Sign Out) the published texts in the menu's footer.
      await expect(shell.navigation.getByRole('link')).toHaveText([
        ...NAV_ENTRIES.map((e) => e.label),
        'Terms of Service',
        'Privacy Policy',
      ]);
      await expect(shell.signOutButton).toBeVisible();

      await shell.menuButton.click();
      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(shell.navLink('Financial Suite')).toBeHidden();

      await shell.menuButton.click();
      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(shell.navLink('Financial Suite')).toBeVisible();
    },
  );

  test(
    'the footer opens the privacy policy, and Back returns to the suite still signed in',
    JOURNEY,
    async ({ signedInPage: page }) => {
      const shell = new AppShell(page);
      await shell.goto(START);

      await shell.navigation.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
      const privacy = new PrivacyPage(page);
      await expect(page).toHaveURL('/privacy');
      await expect(privacy.operatorEmail).toBeVisible();
      await privacy.backLink.click();
      await expect(page).toHaveURL(START);
      await expect(shell.pageHeading).toBeVisible();
      await expect(shell.signOutButton).toBeVisible();
    },
  );

  test('each entry leads to its route', JOURNEY, async ({ signedInPage: page }) => {
    const shell = new AppShell(page);
    await shell.goto(START);

    for (const entry of NAV_ENTRIES) {
      await shell.navLink(entry.label).click();
      // A suite may redirect to its first tab below the entry's route.
      await expect(page).toHaveURL((url) => url.pathname.startsWith(entry.path));
      await expect(shell.navLink(entry.label)).toHaveAttribute('aria-current', 'page');
      // Wait for the suite's page, as a reader would, before moving on.
      await expect(shell.pageHeading).toBeVisible();
    }
  });
});

test.describe('on a 600 px wide window', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test(
    'the menu starts closed and the hamburger opens and closes it',
    JOURNEY,
    async ({ signedInPage: page }) => {
      const shell = new AppShell(page);
      await shell.goto(START);

      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(shell.navLink('Personal Information')).toBeHidden();

      await shell.menuButton.click();
      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(shell.navLink('Personal Information')).toBeVisible();
      await expect(shell.signOutButton).toBeVisible();

      await shell.menuButton.click();
      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(shell.navLink('Personal Information')).toBeHidden();
    },
  );

  test(
    'an entry followed from the opened menu opens its page',
    JOURNEY,
    async ({ signedInPage: page }) => {
      const shell = new AppShell(page);
      await shell.goto(START);

      await shell.navigateTo('Financial Suite');

      // The suite opens on its default tab, Credit Card.
      await expect(page).toHaveURL('/app/financial-suite/credit-card');
      await expect(new FinancialSuitePage(page).comingSoon).toBeVisible();
      // On a narrow window the menu overlays the page, so following an entry closes it.
      await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
    },
  );
});
