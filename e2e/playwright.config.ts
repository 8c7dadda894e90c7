import { defineConfig } from '@playwright/test';
import { baseURL, dataDir, E2E_OPERATOR, onDeployedEnvironment, port } from './support/env';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // No retries: a test that passes only on a second try hides a real race in the app or the test.
  retries: 0,
  // The machine has 2 cores, shared with the server under test.
  workers: 2,
  // The list as the run goes, and an HTML report (with the trace of each failed test) to open
  // afterwards: pnpm --filter e2e exec playwright show-report.
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    viewport: { width: 1280, height: 800 },
    // axe reads colours at one instant: a button's 150 ms background transition (disabled grey
    // to enabled blue) could be caught half-way. The app drops its transitions for reduced
    // motion, so every test sees settled states.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium instead of a downloaded browser build (scripts/ensure-system-deps.sh).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Against a deployed environment (E2E_BASE_URL) there is no server to start.
  webServer: onDeployedEnvironment
    ? undefined
    : {
        // The built server as `npm start` runs it, without rebuilding, on a fresh data directory
        // (emptied first; its outbox holds the mail the server sends).
        command: 'node support/start-server.mjs',
        url: `${baseURL}/api/v1/health`,
        env: {
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          // Every test signs up its own user from 127.0.0.1: the per-address limits are raised so
          // the whole run fits in one hour's window; per-user limits stay as shipped.
          RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
          RATE_LIMIT_LETTERS_PER_ADDRESS: '5000',
          RATE_LIMIT_EXPORTS_PER_ADDRESS: '5000',
          // The operator the terms and the privacy policy name (terms.spec.ts checks it shows).
          COMPANY_NAME: E2E_OPERATOR.name,
          COMPANY_ADDRESS: E2E_OPERATOR.address,
          COMPANY_EMAIL: E2E_OPERATOR.email,
        },
        reuseExistingServer: !isCI,
        timeout: 60_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
