import type { Page } from '@playwright/test';
import { expect, needsLocalServer, test } from '../fixtures';
import { LoginPage } from '../page-models/login-page';
import { PrivacyPage, TermsPage } from '../page-models/policy-page';
import { E2E_OPERATOR } from '../support/env';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell'] };

test(
  'the login page links to the terms, which state the rules and lead back',
  JOURNEY,
  async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.termsLink.click();
    await expect(page).toHaveURL('/termsofservice');

    const terms = new TermsPage(page);
    // Spec section 1: the rules the terms state. Fees and rates are not shown.
    await expect(terms.main).toContainText(/must be 18\b/);
    await expect(terms.main).toContainText(/not refundable|no refunds/i);
    await expect(terms.main).toContainText(/written request/i);
    await expect(terms.main).toContainText(/30 days[^.]*deleted/);
    await expect(terms.main).toContainText(/300 MB[^.]*per month/);
    await expect(terms.main).toContainText(/30 days.{0,2} notice/);
    await expect(terms.main).not.toContainText(/\$\s?\d/);

    await terms.backLink.click();
    await expect(page).toHaveURL('/');
    await expect(login.loginButton).toBeVisible();
  },
);

// Issue 21, point 14: the server's COMPANY_* settings (playwright.config.ts) reach both pages.
const POLICIES = [
  { path: '/termsofservice', open: (page: Page) => new TermsPage(page) },
  { path: '/privacy', open: (page: Page) => new PrivacyPage(page) },
];

for (const { path, open } of POLICIES) {
  test(`${path} names the operator the server is configured with`, JOURNEY, async ({ page }) => {
    needsLocalServer('it knows the COMPANY_* settings of the server it starts');
    const policy = open(page);
    await policy.goto();
    await expect(policy.operatorEmail).toHaveText(E2E_OPERATOR.email);
    await expect(policy.operatorEmail).toHaveAttribute('href', `mailto:${E2E_OPERATOR.email}`);
    await expect(policy.operator).toContainText(E2E_OPERATOR.name);
    await expect(policy.operator).toContainText('Sherbrooke (Québec)');
    await expect(policy.operator).toContainText(/In effect since \w+ \d{1,2}, \d{4}\./);
  });
}

test(
  'the privacy policy is linked from the login page and states the reader’s rights',
  JOURNEY,
  async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.privacyLink.click();
    await expect(page).toHaveURL('/privacy');
    await expect(page).toHaveTitle('Privacy Policy – Credit Repair Canada');

    const privacy = new PrivacyPage(page);
    await expect(privacy.main).toContainText(/PIPEDA/);
    await expect(privacy.main).toContainText(/Law 25/);
    await expect(privacy.main).toContainText(/Office of the Privacy Commissioner of Canada/);
    await expect(privacy.main).toContainText(/Commission d’accès à l’information du Québec/);
    await privacy.backLink.click();
    await expect(page).toHaveURL('/');
  },
);
