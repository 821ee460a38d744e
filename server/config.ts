/**
 * Server configuration, read from the environment once at start-up. `buildApp` takes the resulting
 * plain object, so tests pass their own (in-memory database, temporary blob folder, fixed secret).
 *
 * Environment:
 * - PORT (8080), HOST (0.0.0.0)
 * - DATABASE_URL: a PostgreSQL connection string; without it the embedded PGlite in `<DATA_DIR>/db` is used
 * - DATA_DIR (./data): PGlite files, uploaded blobs (`<DATA_DIR>/blobs`) and the generated session secret
 * - DEMO: seed the demo world into an empty database; on by default with PGlite, off with DATABASE_URL
 *   unless DEMO=1 (DEMO=0 turns it off everywhere)
 * - SESSION_SECRET: signs session and local ID tokens; by default a random one kept in `<DATA_DIR>/session-secret`
 * - LOG_LEVEL (info)
 * - AUTH0_DOMAIN, AUTH0_CLIENT_ID, AUTH0_AUDIENCE: when AUTH0_DOMAIN is set, sign-in goes through Auth0
 * - ENVIRONMENT (local): the environment name the console is told
 * - LOGIN_RATE_LIMIT (20): sign-in attempts per minute per address (and email)
 * - TRUST_PROXY (0): 1 behind a reverse proxy or load balancer, so client addresses come from X-Forwarded-For
 * - SMTP_URL: deliver mail through this relay (smtp:// or smtps://); without it mail stays in the local outbox
 * - MAIL_FROM (Multiverse <no-reply@multiverse.local>): the From address of every message
 * - STRIPE_SECRET_KEY: take payments through Stripe; without it the local test ledger is used
 * - PUBLIC_URL: the console's address as users see it (payment return links); defaults to the request's own
 * - SUPPORT_EMAIL (support@multiverse.local): where Contact Us messages are delivered
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Auth0 settings; present only when AUTH0_DOMAIN is set. */
export interface Auth0Config {
  domain: string;
  clientId: string;
  /** Expected `aud` of ID tokens; defaults to the client id (what Auth0 puts in ID tokens). */
  audience: string;
}

/** Everything the app needs to run; `buildApp` reads nothing else from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite at `dbDir` is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dbDir: string;
  /** Folder of content-addressed blobs. */
  blobDir: string;
  /** The built console; served when it exists. */
  distDir: string;
  /** Demo mode: seed the demo world and tell the console the demo accounts. */
  demo: boolean;
  sessionSecret: string;
  logLevel: string;
  auth0?: Auth0Config;
  environment: string;
  /** Sign-in attempts allowed per window per client address (and email). */
  loginRateLimit: { max: number; windowMs: number };
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  /** SMTP relay and From address; without a relay mail stays in the local outbox. */
  mail?: { smtpUrl?: string; from: string };
  /** Stripe secret key (and API base for tests); without it the local payments ledger is used. */
  stripe?: { secretKey: string; apiBase?: string };
  publicUrl?: string;
}

/** Where Contact Us messages go; a constant of the deployment, so it is read once like the rest. */
export const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL?.trim() || 'support@multiverse.local';

/** Raised for a configuration that cannot work; the message says which variable to fix. */
export class ConfigError extends Error {}

const REPOSITORY_ROOT = resolve(new URL('..', import.meta.url).pathname);
const MIN_SECRET_LENGTH = 32;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0`);
}

/**
 * The session secret: SESSION_SECRET when set, else the one kept in `<dataDir>/session-secret`
 * (created on first start, readable by the owner only) so sessions survive restarts.
 */
export function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.SESSION_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < MIN_SECRET_LENGTH)
      throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return given;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Reads the configuration from environment variables (see the module comment). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const demoFlag = flag(env, 'DEMO');
  const auth0Domain = env.AUTH0_DOMAIN?.trim();
  let auth0: Auth0Config | undefined;
  if (auth0Domain) {
    const clientId = env.AUTH0_CLIENT_ID?.trim();
    if (!clientId) throw new ConfigError('AUTH0_CLIENT_ID is required when AUTH0_DOMAIN is set');
    if (!/^[A-Za-z0-9.-]+$/.test(auth0Domain))
      throw new ConfigError('AUTH0_DOMAIN must be a host name such as tenant.eu.auth0.com');
    auth0 = { domain: auth0Domain, clientId, audience: env.AUTH0_AUDIENCE?.trim() || clientId };
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dbDir: join(dataDir, 'db'),
    blobDir: join(dataDir, 'blobs'),
    distDir: join(REPOSITORY_ROOT, 'dist'),
    demo: demoFlag ?? databaseUrl === undefined,
    sessionSecret: sessionSecret(env, dataDir),
    logLevel: env.LOG_LEVEL || 'info',
    auth0,
    environment: env.ENVIRONMENT || 'local',
    loginRateLimit: { max: integer(env, 'LOGIN_RATE_LIMIT', 20, 1, 1_000_000), windowMs: 60_000 },
    trustProxy: flag(env, 'TRUST_PROXY') ?? false,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Multiverse <no-reply@multiverse.local>',
    },
    ...(env.STRIPE_SECRET_KEY && { stripe: { secretKey: env.STRIPE_SECRET_KEY } }),
    ...(env.PUBLIC_URL && { publicUrl: env.PUBLIC_URL.replace(/\/+$/, '') }),
  };
}
