import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the server under test listens. Read by the config (main process) and by worker-scoped
 * fixtures, which cannot use the test-scoped `baseURL` option.
 */
export const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

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
