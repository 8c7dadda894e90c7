import { expect, test } from '../fixtures';
import { LoginPage } from '../page-models/login-page';
import { TermsPage } from '../page-models/terms-page';

test('the login page links to the terms, which state the rules and lead back', async ({ page }) => {
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
});
