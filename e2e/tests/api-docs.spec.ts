import { expect, test } from '../fixtures';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell'] };

// Issue 20, point 5: another team browses the API's document at /api/docs, under the site's own
// Content-Security-Policy (a refused script or style would show as a console error).
test(
  'the API documentation shows every call group and an answer of a call',
  JOURNEY,
  async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Credit Repair Canada API/ })).toBeVisible();
    const groups = page.getByRole('heading', { level: 3 });
    for (const group of ['Account', 'Personal information', 'Banking', 'Letters']) {
      await expect(groups.getByRole('link', { name: group, exact: true })).toBeVisible();
    }

    const login = page.locator('#operations-Account-post_api_v1_login');
    await login.locator('.opblock-summary-control').click();
    await expect(login.getByText('-1: wrong email or password.')).toBeVisible();
    await expect(login.getByText(/^-5: too many tries;/)).toBeVisible();

    expect(errors).toEqual([]);
  },
);
