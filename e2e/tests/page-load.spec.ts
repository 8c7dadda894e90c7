// What a first visit costs (issue 18). The login page arrives rendered in its HTML, loads no suite
// and none of the store's code, and the scripts take the rendered page over instead of drawing it
// again; each page announces in its HTML the shell's files it needs, so none waits on another.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile'] };

const SHELL_DIST = path.join(import.meta.dirname, '..', '..', 'shell', 'dist');

/**
 * Shared modules that belong to the signed-in app: Redux and RTK Query. (The api slice and the
 * session slice share small chunks with the login page, the contract's answer codes among
 * them, so their files are no sign of store code; tooling/build-output.test.mjs checks the
 * login page's modules one by one, the api slice included.)
 */
const STORE_SHARE_KEYS = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
];

/** The built files of the store's shared modules, from the shell's federation stats. */
function storeFiles(): Set<string> {
  const stats = JSON.parse(readFileSync(path.join(SHELL_DIST, 'mf-stats.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const files = stats.shared
    .filter(({ name }) => STORE_SHARE_KEYS.includes(name))
    .flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  expect(files.length).toBeGreaterThan(0);
  return new Set(files.map((file) => `/${file}`));
}

/** The shell's own script and style files a page's HTML names (style sheets, preloads, its entry). */
async function announcedFiles(page: Page, address: string): Promise<string[]> {
  const html = await (await page.request.get(address)).text();
  return [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/[^"]+\.(?:js|css))"/g)]
    .map((match) => match[1] ?? '')
    .sort();
}

/** Records the shell's script and style requests (not the suites', served under /remotes/). */
function recordShellFiles(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(?:js|css)$/.test(pathname) && !pathname.startsWith('/remotes/')) {
      requested.push(pathname);
    }
  });
  return requested;
}

/**
 * Every script the HTML announces ran (its chunk id, the file name's first part, is among those
 * the shell's chunk loader holds): a preload nobody uses wastes a slow connection.
 */
async function expectEveryAnnouncedScriptRan(page: Page, announced: string[]): Promise<void> {
  const ran = (await page.evaluate(
    'self.rspackChunkshell.flatMap((entry) => entry[0]).map(String)',
  )) as string[];
  const chunkScripts = announced.filter((file) => file.endsWith('.js') && !/^\/main\./.test(file));
  expect(chunkScripts.length).toBeGreaterThan(0);
  expect(chunkScripts.filter((file) => !ran.includes(file.slice(1).split('.')[0] ?? ''))).toEqual(
    [],
  );
}

test(
  'the login page arrives rendered, announces what it loads, and loads no suite or store code',
  JOURNEY,
  async ({ page }) => {
    const requested = recordShellFiles(page);
    const allRequests: string[] = [];
    page.on('request', (request) => allRequests.push(new URL(request.url()).pathname));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The heading as parsed from the HTML, before any script runs.
    await page.addInitScript(
      "document.addEventListener('DOMContentLoaded', () => { window.parsedHeading = document.querySelector('h1'); })",
    );

    await page.goto('/', { waitUntil: 'networkidle' });

    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<h1>Sign in to your account</h1>');
    expect(html).toContain('<title>Sign in to your account – Credit Repair Canada</title>');
    // Installable: a web app manifest with the product's name, its icon and colours.
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      name: 'Credit Repair Canada',
      start_url: '/',
      icons: [{ src: '/favicon.svg' }],
    });
    expect((await page.request.get('/favicon.svg')).ok()).toBe(true);
    const announced = await announcedFiles(page, '/');
    expect([...new Set(requested)].sort()).toEqual(announced);
    await expectEveryAnnouncedScriptRan(page, announced);

    expect(
      allRequests.filter((file) => file === '/remotes.json' || file.startsWith('/remotes/')),
    ).toEqual([]);
    const store = storeFiles();
    expect(requested.filter((file) => store.has(file))).toEqual([]);

    // The scripts took over the rendered page: the same heading element, no error or warning.
    expect(
      await page.evaluate(
        "window.parsedHeading !== null && window.parsedHeading === document.querySelector('h1')",
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
  },
);

test(
  'what is typed before the scripts arrive is kept, and signing in then works',
  JOURNEY,
  async ({ page, account }) => {
    // A slow connection: the page's scripts arrive a moment after the page.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const login = new LoginPage(page);
    await page.goto('/', { waitUntil: 'commit' });
    await login.emailField.fill(account.email);
    await login.passwordField.fill(account.password);
    // Until then the button cannot send the form the browser's way (the password in the address).
    await expect(login.loginButton).toBeDisabled();
    await login.passwordField.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    releaseScripts();
    await expect(login.loginButton).toBeEnabled();
    await expect(login.emailField).toHaveValue(account.email);
    await login.loginButton.click();

    await expect(page).toHaveURL('/app/edit-personal-info/personal');
    await expect(new AppShell(page).heading('Personal Information')).toBeVisible();
  },
);

test(
  'the first screen after sign-in announces every shell file it needs, the store included',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const address = '/app/edit-personal-info/personal';
    const requested = recordShellFiles(page);
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(new AppShell(page).heading('Personal Information')).toBeVisible();
    await expect(page).toHaveTitle('Personal Information – Credit Repair Canada');

    const announced = await announcedFiles(page, address);
    expect(announced.some((file) => storeFiles().has(file))).toBe(true);
    expect([...new Set(requested)].filter((file) => !announced.includes(file))).toEqual([]);
    await expectEveryAnnouncedScriptRan(page, announced);
  },
);
