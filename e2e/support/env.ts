/**
 * Where the server under test listens. Read by the config (main process) and by worker-scoped
 * fixtures, which cannot use the test-scoped `baseURL` option.
 */
export const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

/** The name under which the shell keeps the session key in sessionStorage (interfaces.md). */
export const SESSION_STORAGE_KEY = 'creditRepair.sessionKey';
