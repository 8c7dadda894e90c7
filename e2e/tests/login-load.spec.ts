// What the login page costs a first visitor (issue 18): it arrives rendered in its HTML with every
// file it needs announced, loads no suite and none of the store's code, and the scripts take the
// rendered page over instead of drawing it again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';

const SHELL_DIST = path.join(import.meta.dirname, '..', '..', 'shell', 'dist');

/** Shared modules that belong to the signed-in app: Redux, RTK Query and the api slice. */
const STORE_SHARE_KEYS = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'shared/api',
  'shared/session',
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

test('the login page arrives rendered, announces what it loads, and loads no suite or store code', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The heading as parsed from the HTML, before any script runs.
  await page.addInitScript(
    "document.addEventListener('DOMContentLoaded', () => { window.parsedHeading = document.querySelector('h1'); })",
  );

  await page.goto('/', { waitUntil: 'networkidle' });

  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<h1>Sign in to your account</h1>');
  const announced = [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/[^"]+\.(?:js|css))"/g)]
    .map((match) => match[1])
    .sort();
  const loaded = [...new Set(requested.filter((file) => /\.(?:js|css)$/.test(file)))].sort();
  // Every file is announced by the HTML (no request waits on another), and nothing announced is unused.
  expect(loaded).toEqual(announced);

  expect(
    requested.filter((file) => file === '/remotes.json' || file.startsWith('/remotes/')),
  ).toEqual([]);
  const store = storeFiles();
  expect(loaded.filter((file) => store.has(file))).toEqual([]);

  // The scripts took over the rendered page: the same heading element, no error.
  expect(
    await page.evaluate(
      "window.parsedHeading !== null && window.parsedHeading === document.querySelector('h1')",
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('what is typed before the scripts arrive is kept, and signing in then works', async ({
  page,
  account,
}) => {
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
});
