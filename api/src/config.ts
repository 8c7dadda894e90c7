import { isIP } from 'node:net';
import path from 'node:path';
import { isSafeText } from 'shared/contract';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, type RateLimitSettings } from './http/rate-limits';
import { repoRootFromApi } from './paths';

/** Settings read once from the environment (decisions.md section 10). */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the embedded database and its generated data key. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATA_KEY as given (base64); resolved to bytes by crypto/data-key.ts. */
  dataKey: string | undefined;
  remotesJsonFile: string | undefined;
  /**
   * Fastify's trustProxy: false; a hop count (TRUST_PROXY=1 trusts only the nearest proxy); the
   * proxies' addresses or CIDR ranges; true only when spelled TRUST_PROXY=all.
   */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** undefined: the default rule (only on an empty embedded database listening on loopback). */
  demoAccount: boolean | undefined;
  /** SERVE_SOURCE_MAPS=1: the builds' .map files are served (they are not by default). */
  serveSourceMaps: boolean;
  /** Folder holding shell/dist and mfe-<name>/dist. */
  staticRoot: string;
  /** Failed sign-ins allowed from one address within the login window. */
  loginIpMaxFailures: number;
  /** Failed sign-ins allowed on one account from all addresses within an hour. */
  loginAccountMaxFailures: number;
  /** Requests per hour for register, letters and exports (RATE_LIMIT_<NAME>_PER_ADDRESS/_USER). */
  rateLimits: RateLimitSettings;
  /** Who runs the service, as the terms and the privacy policy name it (COMPANY_*). */
  operator: OperatorSettings;
  /** SMTP_URL (smtp:// or smtps://); unset, mail is written as .eml files in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /**
   * PUBLIC_URL: where users reach the site, for the links sent by email. Never taken from a
   * request's Host header, which a caller chooses: a reset link to another site would hand it
   * the token. Defaults to http://localhost:PORT, right for `npm start`.
   */
  publicUrl: string;
}

/** COMPANY_NAME, COMPANY_ADDRESS (lines separated by ";") and COMPANY_EMAIL. */
export interface OperatorSettings {
  name: string;
  address: string[];
  email: string;
}

/**
 * Shown until the operator sets its own: plainly a demonstration, so nobody mistakes a trial
 * server for a real company (example.ca is reserved for examples).
 */
export const DEMO_OPERATOR: OperatorSettings = {
  name: 'Credit Repair Canada (demo operator)',
  address: ['Demo address: set COMPANY_ADDRESS', '100 Example Street', 'Toronto ON  M5V 0A0'],
  email: 'privacy@example.ca',
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer of at least ${min}, got "${raw}".`);
  }
  return value;
}

function rateLimits(env: Env): RateLimitSettings {
  const settings = {} as RateLimitSettings;
  for (const name of RATE_LIMIT_NAMES) {
    const defaults = DEFAULT_RATE_LIMITS[name];
    const prefix = `RATE_LIMIT_${name.toUpperCase()}`;
    settings[name] = {
      perAddress: integer(env, `${prefix}_PER_ADDRESS`, defaults.perAddress, 1),
      // register has no user yet: its user limit stays 0 (none).
      perUser: defaults.perUser > 0 ? integer(env, `${prefix}_PER_USER`, defaults.perUser, 1) : 0,
    };
  }
  return settings;
}

function flag(raw: string | undefined): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  return value === '1' || value === 'true' || value === 'yes';
}

/** proxy-addr's names for reserved ranges, which Fastify accepts beside addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * A bare `true` would trust every hop, so any client could choose its own address by sending
 * X-Forwarded-For and escape the per-address limits: it must be asked for as `all`.
 */
function trustProxy(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  const lower = value.toLowerCase();
  if (value === '' || lower === 'false') return false;
  if (lower === 'all') return true;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (lower === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so clients could forge their address. Give the number of proxies in front of the server (TRUST_PROXY=1), their addresses or CIDR ranges (TRUST_PROXY=10.0.0.0/8,192.168.1.2), or TRUST_PROXY=all if every hop is yours.',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies, addresses or CIDR ranges separated by commas, or "all"; "${invalid.join('", "')}" is none of these.`,
    );
  }
  return entries;
}

/**
 * Whether HOST keeps the server to this machine. `localhost` counts: Node resolves it to a
 * loopback address.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** A printable setting: no control characters, of a length a page can show. */
function printable(name: string, value: string): string {
  if (!isSafeText(value) || value.length > 200) {
    throw new ConfigError(`${name} must be printable text of at most 200 characters.`);
  }
  return value;
}

function operator(env: Env): OperatorSettings {
  const name = optional(env.COMPANY_NAME);
  const address = optional(env.COMPANY_ADDRESS)
    ?.split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const email = optional(env.COMPANY_EMAIL);
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ConfigError(`COMPANY_EMAIL must be an email address, got "${email}".`);
  }
  return {
    name: name ? printable('COMPANY_NAME', name) : DEMO_OPERATOR.name,
    address:
      address && address.length > 0
        ? address.map((line) => printable('COMPANY_ADDRESS', line))
        : DEMO_OPERATOR.address,
    email: email ? printable('COMPANY_EMAIL', email) : DEMO_OPERATOR.email,
  };
}

function optional(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const staticRoot = optional(env.STATIC_ROOT);
  const remotesJson = optional(env.REMOTES_JSON);
  return {
    port: integer(env, 'PORT', 8080, 0),
    host: optional(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(cwd, optional(env.DATA_DIR) ?? '.data'),
    databaseUrl: optional(env.DATABASE_URL),
    dataKey: optional(env.DATA_KEY),
    remotesJsonFile: remotesJson ? path.resolve(cwd, remotesJson) : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    demoAccount: flag(env.DEMO_ACCOUNT),
    serveSourceMaps: flag(env.SERVE_SOURCE_MAPS) ?? false,
    staticRoot: staticRoot ? path.resolve(cwd, staticRoot) : repoRootFromApi(),
    loginIpMaxFailures: integer(env, 'LOGIN_IP_MAX_FAILURES', 1000, 1),
    loginAccountMaxFailures: integer(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 100, 1),
    rateLimits: rateLimits(env),
    operator: operator(env),
    smtpUrl: smtpUrl(env.SMTP_URL),
    publicUrl: publicUrl(env.PUBLIC_URL, integer(env, 'PORT', 8080, 0)),
  };
}

function smtpUrl(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(value) || !URL.canParse(value)) {
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// address, such as smtps://user:password@mail.example.ca:465.',
    );
  }
  return value;
}

function publicUrl(raw: string | undefined, port: number): string {
  const value = optional(raw);
  if (value === undefined) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new ConfigError(
      `PUBLIC_URL must be the site's http(s) address, such as https://app.example.ca, got "${value}".`,
    );
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}
