import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the server under test listens. Read by the config (main process) and by worker-scoped
 * fixtures, which cannot use the test-scoped `baseURL` option.
 */
export const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * E2E_BASE_URL runs the journeys against a deployed environment (QA, staging) instead of the
 * server the config starts from the build. The journeys that need to set the server up (move its
 * clock, read its outbox, start servers of their own, know its operator settings) are skipped
 * there, each with its reason (`needsLocalServer`).
 */
const deployedBaseURL = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
export const onDeployedEnvironment = Boolean(deployedBaseURL);
export const baseURL = deployedBaseURL ?? `http://127.0.0.1:${port}`;

/** The name under which the shell keeps the session key in sessionStorage (interfaces.md). */
export const SESSION_STORAGE_KEY = 'creditRepair.sessionKey';

/** The operator the e2e server is configured with (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_EMAIL). */
export const E2E_OPERATOR = {
  name: 'Crédit Érable Test Inc.',
  address: '200, rue de l’Essai, bureau 5; Sherbrooke (Québec)  J1H 0A1',
  email: 'privacy@erable-test.example',
} as const;

/**
 * The data directory of the server under test (support/start-server.mjs empties it first and
 * removes it after). One per port, so that runs on different ports never share one. Tests read
 * its outbox, where the server writes the mail it sends without SMTP_URL.
 */
export const dataDir = path.join(tmpdir(), `credit-repair-e2e-${port}`);
export const outboxDir = path.join(dataDir, 'outbox');
