import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, postApi, test } from '../fixtures';
import { BankingPage } from '../page-models/banking-page';
import { BudgetSuitePage, signInAsNewUser } from '../page-models/budget-suite-page';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { signInNewUser } from '../page-models/letters-user';
import { APP_SCREENS, PUBLIC_SCREENS } from '../support/screens';
import { EVERY_SUITE } from '../support/suites';

/** The suites these journeys cross: the shell and every suite of the registry (README, Testing). */
const JOURNEY = EVERY_SUITE;

/** A 360 px phone, the narrowest the product supports (decisions.md section 9). */
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Every link, button, field and tab the screen shows that is smaller than 24 × 24 px, named with
 * its size: a finger cannot hit it surely (a text link inside a sentence included).
 */
const SMALL_TARGETS = `[...document.querySelectorAll('a[href], button, input, select, textarea, summary')]
  .filter((target) => {
    const box = target.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && getComputedStyle(target).visibility !== 'hidden';
    return shown && (box.width < 24 || box.height < 24);
  })
  .map((target) => {
    const box = target.getBoundingClientRect();
    const name = (target.textContent || target.getAttribute('aria-label') || target.getAttribute('name') || '').trim();
    return target.tagName.toLowerCase() + ' "' + name + '" ' + Math.round(box.width) + ' × ' + Math.round(box.height) + ' px';
  })`;

/** What the screen at the path does wrong on a phone: sideways scrolling and targets too small. */
async function phoneProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The screen's data and lazily loaded parts: wait for the network to settle.
  await page.waitForLoadState('networkidle');
  return shownProblems(page, path);
}

/** The problems of what the page shows now (a screen after its password gate, say). */
async function shownProblems(page: Page, where: string): Promise<string[]> {
  const overflow = Number(
    await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
  );
  const small = (await page.evaluate(SMALL_TARGETS)) as string[];
  return [
    ...(overflow > 0 ? [`${where}: scrolls ${String(overflow)} px sideways`] : []),
    ...small.map((target) => `${where}: ${target}`),
  ];
}

/** Scrolled to, the part lies wholly between the screen's left and right edges. */
async function expectWithinWidth(part: Locator, width: number, what: string): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  const box = await part.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(width);
}

/** A new user with a profile, signed in, whose account's saved language is `language`. */
async function signInWithLanguage(
  page: Page,
  request: APIRequestContext,
  language: 'en' | 'fr',
): Promise<void> {
  const user = await signInNewUser(page, request, { withPersonalData: true });
  const saved = await request.put('/api/v1/language', {
    data: { language },
    headers: { 'X-API-Key': user.key },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);
}

/** A new user with a profile and the two free report letters, on My Generated Letters. */
async function openFreeReportLetters(
  page: Page,
  request: APIRequestContext,
): Promise<GeneratedLettersPage> {
  const user = await signInNewUser(page, request, { withPersonalData: true });
  const made = await postApi(request, '/generate-pdf', {}, { 'X-API-Key': user.key });
  expect(made.code).toBe(0);
  await page.goto('/app/my-generated-letters/credit-report');
  return new GeneratedLettersPage(page);
}

test(
  'no public page scrolls sideways or has a target under 24 px at 360 px',
  JOURNEY,
  async ({ page }) => {
    const problems: string[] = [];
    for (const path of PUBLIC_SCREENS) problems.push(...(await phoneProblems(page, path)));
    expect(problems).toEqual([]);
  },
);

test(
  'no screen of the app scrolls sideways or has a target under 24 px at 360 px, with letters, a budget and a debt',
  JOURNEY,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const headers = { 'X-API-Key': user.key };
    const letter = await postApi(
      request,
      '/generate-pdf',
      { letter: 'error_of_name', correct_name: 'Nadia Ife Okafor', incorrect_name: 'Nadia Okafur' },
      headers,
    );
    expect(letter.code).toBe(0);
    const row = {
      description: 'Salary from the Ottawa Hospital',
      frequency: 'Monthly',
      amount: 4250.75,
    };
    const budget = await request.put('/api/v1/budget', {
      data: { income: [row], outgoing: [row] },
      headers,
    });
    expect(((await budget.json()) as { code: number }).code).toBe(0);

    const problems: string[] = [];
    for (const path of APP_SCREENS) problems.push(...(await phoneProblems(page, path)));
    // The banking screens behind their password gate: the list, then the payoff plan.
    const banking = new BankingPage(page);
    await banking.goto();
    await banking.unlock(user.password);
    await expect(page.getByRole('link', { name: 'Plan to pay off my debts' })).toBeVisible();
    problems.push(...(await shownProblems(page, 'the banking accounts')));
    await page.getByRole('link', { name: 'Plan to pay off my debts' }).click();
    await expect(page.getByRole('heading', { name: 'Plan to pay off your debts' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    problems.push(...(await shownProblems(page, 'the payoff plan')));
    expect(problems).toEqual([]);
  },
);

test(
  "the budget shows each row as a card at 360 px, the year's savings in view without covering the rows",
  JOURNEY,
  async ({ page, request }) => {
    await signInAsNewUser(page, request);
    const budget = new BudgetSuitePage(page);
    await budget.goto();
    await expect(budget.heading).toBeVisible();
    const names = await budget.rowNames().allTextContents();
    expect(names.length).toBeGreaterThan(2);

    for (const name of names) {
      // Every part of the card is on the screen, without scrolling anything sideways.
      for (const part of [
        budget.frequency(name),
        budget.amount(name),
        budget.annualAmount(name),
        budget.deleteButton(name),
      ]) {
        await expectWithinWidth(part, 360, name);
      }
    }
    // The totals follow the introduction closely: no empty band reserved between them.
    const intro = await page.getByRole('main').locator('p').first().boundingBox();
    const totals = await budget.totalsPanel.boundingBox();
    const band = (totals?.y ?? 0) - ((intro?.y ?? 0) + (intro?.height ?? 0));
    expect(band).toBeLessThanOrEqual(40);

    // Each value is named on its card, where no column heading is shown.
    const labels = await page.evaluate(
      `[...document.querySelector('[role="tabpanel"] tbody tr').cells].map((cell) => getComputedStyle(cell, '::before').content)`,
    );
    expect(labels).toEqual(['none', '"Frequency"', '"Amount"', '"Annual Amount (CAD)"', 'none']);

    // At the last card, far down the page, the year's savings are in a slim bar at the foot of
    // the screen, and what the rows show is not covered.
    const last = names[names.length - 1] ?? '';
    await budget.setAmount(last, '52240');
    await budget.deleteButton(last).scrollIntoViewIfNeeded();
    const savings = page.getByText('Each Year You Save', { exact: true }).last();
    await expect(savings).toBeInViewport();
    const bar = await page.evaluate(
      `(() => { const box = [...document.querySelectorAll('main p')].find((p) => p.firstElementChild?.textContent === 'Each Year You Save')?.getBoundingClientRect(); return box ? [box.top, box.height] : null; })()`,
    );
    expect(bar).not.toBeNull();
    const [barTop, barHeight] = bar as [number, number];
    expect(barHeight).toBeLessThanOrEqual(48);
    expect(barTop + barHeight).toBeLessThanOrEqual(740);
    // Just under the top bar the rows show: no totals card stays there over them.
    expect(
      await page.evaluate(
        `Boolean(document.elementFromPoint(180, 80)?.closest('section')?.querySelector('dl'))`,
      ),
    ).toBe(false);
  },
);

/** The page's amounts and select texts that do not fit where they are shown, and chart names cut short. */
const BUDGET_FIT_PROBLEMS = `(() => {
  const problems = [];
  const context = document.createElement('canvas').getContext('2d');
  for (const select of document.querySelectorAll('main select')) {
    const style = getComputedStyle(select);
    context.font = style.font;
    const text = select.selectedOptions[0]?.text ?? '';
    // The room for the text: the box less its padding and the arrow (about 20 px).
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    if (context.measureText(text).width > room) problems.push('select cuts "' + text + '"');
  }
  for (const amount of document.querySelectorAll('main dd')) {
    const lineHeight = parseFloat(getComputedStyle(amount).lineHeight);
    if (amount.getBoundingClientRect().height > lineHeight * 1.5) problems.push('amount breaks: "' + amount.textContent + '"');
  }
  for (const text of document.querySelectorAll('main svg text')) {
    if (text.textContent.includes('…')) problems.push('chart cuts "' + text.textContent + '"');
  }
  return problems;
})()`;

test.describe('The budget in French on a 360 px phone', () => {
  test.use({ locale: 'fr-CA' });

  test(
    "shows every amount whole, every frequency's words and every chart name",
    JOURNEY,
    async ({ page, request }) => {
      const user = await signInNewUser(page, request, { withPersonalData: false });
      const headers = { 'X-API-Key': user.key };
      const saved = await request.put('/api/v1/language', { data: { language: 'fr' }, headers });
      expect(((await saved.json()) as { code: number }).code).toBe(0);
      const row = (description: string, frequency: string, amount: number) => ({
        description,
        frequency,
        amount,
      });
      const budget = await request.put('/api/v1/budget', {
        data: {
          income: [
            row('Salaire de l’Hôpital d’Ottawa', 'Bi-Weekly', 2009.25),
            row('Prime', 'Quarterly', 1500),
          ],
          outgoing: [
            row('Assurance automobile et habitation', 'Quarterly', 612.75),
            row('Loyer', 'Monthly', 1850),
          ],
        },
        headers,
      });
      expect(((await budget.json()) as { code: number }).code).toBe(0);
      await page.goto('/app/budget-suite');
      await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
      await expect(page.getByRole('combobox').first()).toHaveValue('Bi-Weekly');
      await page.getByRole('region', { name: 'Où va votre argent' }).scrollIntoViewIfNeeded();
      await expect(page.locator('main svg text').first()).toBeVisible();
      expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(
        0,
      );
      expect(await page.evaluate(BUDGET_FIT_PROBLEMS)).toEqual([]);
      await page.getByRole('tab', { name: 'Dépenses' }).click();
      await expect(page.getByRole('rowheader', { name: 'Loyer' })).toBeVisible();
      expect(await page.evaluate(BUDGET_FIT_PROBLEMS)).toEqual([]);
    },
  );
});

test.describe('My Generated Letters on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(
    'shows each letter as a card, its status, reply due and every action in view and usable',
    JOURNEY,
    async ({ page, request }) => {
      const letters = await openFreeReportLetters(page, request);
      await expect(letters.heading).toBeVisible();
      const names = ['Credit Report Request - Equifax', 'Credit Report Request - TransUnion'];
      await expect(letters.letterNames).toHaveText(names);

      for (const name of names) {
        const row = letters.row(name);
        for (const part of [
          row.getByRole('rowheader'),
          row.getByRole('cell').nth(1),
          row.getByRole('cell').nth(2),
          row.getByRole('button', { name: `Track ${name}`, exact: true }),
          row.getByRole('button', { name: `Delete ${name}`, exact: true }),
        ]) {
          await expectWithinWidth(part, 390, name);
        }
      }
      // Each value is named on its card, where no column heading is shown.
      const labels = await page.evaluate(
        `[...document.querySelector('main tbody tr').cells].map((cell) => getComputedStyle(cell, '::before').content)`,
      );
      expect(labels).toEqual(['none', '"Request Date"', '"Status"', '"Reply Due"', 'none']);
      expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(
        0,
      );

      // Usable where it is: Track opens its dialog.
      await letters.openTrack(names[0] ?? '');
      await expect(letters.trackDialog).toBeVisible();
    },
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`A dialog at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test(
      'sits above the whole page: its title on top of the header, its buttons in view, focus kept inside',
      JOURNEY,
      async ({ page, request }) => {
        const letters = await openFreeReportLetters(page, request);
        const name = 'Credit Report Request - TransUnion';
        await expect(letters.row(name)).toBeVisible();
        await letters.openTrack(name);
        const dialog = letters.trackDialog;
        const title = dialog.getByRole('heading', { name: 'Track this letter' });
        await expect(title).toBeInViewport();
        // What is drawn at the title's centre is the title: no header over it.
        const box = await title.boundingBox();
        const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
        const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
        const onTop = await page.evaluate(`document.elementFromPoint(${x}, ${y})?.textContent`);
        expect(onTop).toBe('Track this letter');
        // The page behind, its sticky header included, is under the dimmed overlay.
        expect(
          await page.evaluate(`Boolean(document.elementFromPoint(5, 5)?.closest('header'))`),
        ).toBe(false);
        // The buttons are in view as it opens, and stay there while its fields scroll.
        const buttons = ['Cancel', 'Save'].map((name) =>
          dialog.getByRole('button', { name, exact: true }),
        );
        for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
        await dialog.getByRole('textbox', { name: 'Note' }).focus();
        for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
        // Tab goes round inside the dialog, never to the page behind it.
        for (let press = 0; press < 12; press += 1) {
          await page.keyboard.press('Tab');
          expect(
            await page.evaluate(`Boolean(document.activeElement?.closest('[role="dialog"]'))`),
          ).toBe(true);
        }
        // Cancel gives focus back to the button that opened it.
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(
          letters.row(name).getByRole('button', { name: `Track ${name}`, exact: true }),
        ).toBeFocused();
      },
    );
  });
}

for (const language of [
  { locale: 'en-CA', saved: 'en' as const, twoStep: 'Two-step sign-in' },
  { locale: 'fr-CA', saved: 'fr' as const, twoStep: 'Validation en deux étapes' },
]) {
  test.describe(`The Account tab on a 390 px phone (${language.locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: language.locale });

    test('opens on links to its sections, within the first screen, each leading to its section', {
      tag: ['@shell', '@profile'],
    }, async ({ page, request }) => {
      await signInWithLanguage(page, request, language.saved);
      await page.goto('/app/edit-personal-info/account');
      const twoStep = page.getByRole('heading', { name: language.twoStep, exact: true });
      await expect(twoStep).toBeAttached();
      // The tab's first control is on the screen the page opens on, without scrolling.
      const contents = page.getByRole('navigation', { name: /^(On this page|Sur cette page)$/ });
      const firstLink = contents.getByRole('link').first();
      await expect(firstLink).toBeInViewport({ ratio: 1 });
      // Following a link brings its section's heading into view, clear of the sticky header.
      await contents.getByRole('link', { name: language.twoStep, exact: true }).click();
      await expect(twoStep).toBeInViewport({ ratio: 1 });
      const box = await twoStep.boundingBox();
      const x = (box?.x ?? 0) + 4;
      const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
      expect(
        await page.evaluate(`document.elementFromPoint(${x}, ${y})?.closest('h2')?.textContent`),
      ).toBe(language.twoStep);
    });
  });
}

for (const language of [
  {
    locale: 'en-CA',
    saved: 'en' as const,
    profileTabs: 'Personal information sections',
    repairTabs: 'Credit repair letters',
  },
  {
    locale: 'fr-CA',
    saved: 'fr' as const,
    profileTabs: 'Sections des renseignements personnels',
    repairTabs: 'Lettres pour corriger votre dossier de crédit',
  },
]) {
  test.describe(`Tabs on a 390 px phone (${language.locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: language.locale });

    test('stay in one row that scrolls, the open tab in view, every tab reached by Tab', {
      tag: ['@shell', '@profile', '@repair'],
    }, async ({ page, request }) => {
      await signInWithLanguage(page, request, language.saved);

      for (const [path, name] of [
        ['/app/edit-personal-info/account', language.profileTabs],
        ['/app/credit-repair-suite/consumer-statement', language.repairTabs],
      ] as const) {
        await page.goto(path);
        const tabs = page.getByRole('navigation', { name, exact: true });
        const links = tabs.getByRole('link');
        await expect(links.first()).toBeVisible();
        // One row: no taller than a tab and a thin scrollbar.
        const row = await tabs.boundingBox();
        expect(row?.height ?? 0, path).toBeLessThanOrEqual(60);
        expect(
          await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
        ).toBe(0);
        // The open tab, last in the row, is scrolled into the row's view.
        // (0.99: a tab's width can end in a fraction of a pixel, the scroll position cannot.)
        await expect(tabs.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.99 });
        // Each tab, reached with Tab, comes into view to be read and chosen.
        await links.first().focus();
        const count = await links.count();
        for (let index = 1; index < count; index += 1) {
          await page.keyboard.press('Tab');
          await expect(links.nth(index)).toBeFocused();
          await expect(links.nth(index)).toBeInViewport({ ratio: 0.99 });
        }
      }
    });
  });
}
