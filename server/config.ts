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
 * - PUBLIC_URL: the console's address as users see it (invite links, payment and OAuth return addresses,
 *   headset deep links); defaults to the request's own origin
 * - SUPPORT_EMAIL (support@multiverse.local): where Contact Us messages are delivered
 * - OCULUS_APP_ID, OCULUS_APP_SECRET, HEADSET_DEEPLINK_URL: launch through the headset platform (Meta Quest):
 *   deep links are HEADSET_DEEPLINK_URL with {msgid} (and {nonvr}) filled in, and the VR app's report is
 *   checked with the platform; without them the local headset provider is used. OCULUS_GRAPH_URL
 *   (https://graph.oculus.com) is the platform's server API.
 * - GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET: link Google Drive through OAuth (else a local drive is linked);
 *   GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_DRIVE_API_URL replace Google's endpoints (stand-ins in tests)
 * - VIMEO_CLIENT_ID + VIMEO_CLIENT_SECRET: link Vimeo through OAuth (else a local video drive is linked);
 *   VIMEO_API_URL (https://api.vimeo.com) replaces Vimeo's API base (authorize and token paths live under it)
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HeadsetConfig } from './providers/headset/index.ts';

/** Auth0 settings; present only when AUTH0_DOMAIN is set. */
export interface Auth0Config {
  domain: string;
  clientId: string;
  /** Expected `aud` of ID tokens; defaults to the client id (what Auth0 puts in ID tokens). */
  audience: string;
}

/** The OAuth client of a drive provider; unset endpoints are the provider's real ones. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** Google Drive and Vimeo clients; a provider without one links a local drive instead. */
export interface DrivesConfig {
  google?: OAuthClientConfig & { authUrl?: string; tokenUrl?: string; apiUrl?: string };
  vimeo?: OAuthClientConfig & { apiUrl?: string };
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
  /** The headset platform; without it the local headset provider issues the deep links. */
  headset?: HeadsetConfig;
  /** Stripe secret key (and API base for tests); without it the local payments ledger is used. */
  stripe?: { secretKey: string; apiBase?: string };
  publicUrl?: string;
  /** OAuth clients of the linked drive providers (Google Drive, Vimeo). */
  drives?: DrivesConfig;
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

/** An OAuth client from `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET` (both or neither). */
function oauthClient(env: NodeJS.ProcessEnv, prefix: 'GOOGLE' | 'VIMEO'): OAuthClientConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret)
    throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  return { clientId, clientSecret };
}

/** An optional endpoint override: an http(s) URL without a trailing slash. */
function endpoint(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol))
    throw new ConfigError(`${name} must be an http:// or https:// URL`);
  return raw.replace(/\/+$/, '');
}

function drivesConfig(env: NodeJS.ProcessEnv): DrivesConfig {
  const google = oauthClient(env, 'GOOGLE');
  const vimeo = oauthClient(env, 'VIMEO');
  const googleUrls = {
    authUrl: endpoint(env, 'GOOGLE_AUTH_URL'),
    tokenUrl: endpoint(env, 'GOOGLE_TOKEN_URL'),
    apiUrl: endpoint(env, 'GOOGLE_DRIVE_API_URL'),
  };
  const vimeoUrl = endpoint(env, 'VIMEO_API_URL');
  return {
    ...(google && { google: { ...google, ...googleUrls } }),
    ...(vimeo && { vimeo: { ...vimeo, apiUrl: vimeoUrl } }),
  };
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

/** The headset platform's settings: all three of app id, secret and link template, or none. */
function headsetConfig(env: NodeJS.ProcessEnv): { headset?: HeadsetConfig } {
  const appId = env.OCULUS_APP_ID?.trim();
  const appSecret = env.OCULUS_APP_SECRET?.trim();
  const deepLinkUrl = env.HEADSET_DEEPLINK_URL?.trim();
  if (!appId && !appSecret && !deepLinkUrl) return {};
  if (!appId || !appSecret || !deepLinkUrl)
    throw new ConfigError('OCULUS_APP_ID, OCULUS_APP_SECRET and HEADSET_DEEPLINK_URL must be set together');
  if (!/^\d+$/.test(appId)) throw new ConfigError('OCULUS_APP_ID must be the numeric app id');
  if (!/^https?:\/\//.test(deepLinkUrl) || !deepLinkUrl.includes('{msgid}'))
    throw new ConfigError('HEADSET_DEEPLINK_URL must be an http(s) URL containing {msgid}');
  const graphUrl = (env.OCULUS_GRAPH_URL?.trim() || 'https://graph.oculus.com').replace(/\/+$/, '');
  return { headset: { appId, appSecret, deepLinkUrl, graphUrl } };
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
    ...headsetConfig(env),
    drives: drivesConfig(env),
  };
}
