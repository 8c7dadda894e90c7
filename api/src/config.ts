import path from 'node:path';
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
  /** Fastify's trustProxy: false, true, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  logLevel: string;
  /** undefined: the default rule (only on an empty embedded database). */
  demoAccount: boolean | undefined;
  /** Folder holding shell/dist and mfe-<name>/dist. */
  staticRoot: string;
  /** Failed sign-ins allowed from one address within the login window. */
  loginIpMaxFailures: number;
}

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

function flag(raw: string | undefined): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  return value === '1' || value === 'true' || value === 'yes';
}

function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim();
  if (!value || value === '0' || value.toLowerCase() === 'false') return false;
  if (value === '1' || value.toLowerCase() === 'true') return true;
  return value;
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
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, optional(env.DATA_DIR) ?? '.data'),
    databaseUrl: optional(env.DATABASE_URL),
    dataKey: optional(env.DATA_KEY),
    remotesJsonFile: remotesJson ? path.resolve(cwd, remotesJson) : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    demoAccount: flag(env.DEMO_ACCOUNT),
    staticRoot: staticRoot ? path.resolve(cwd, staticRoot) : repoRootFromApi(),
    loginIpMaxFailures: integer(env, 'LOGIN_IP_MAX_FAILURES', 1000, 1),
  };
}
