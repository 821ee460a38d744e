/**
 * Server configuration, read from the environment once at start-up. `buildApp` takes the resulting
 * plain object, so tests pass their own (in-memory database, temporary blob folder, fixed secret).
 *
 * Every environment variable, its default, meaning and parsing is in one table, `config-table.ts`; the
 * table in `docs/configuration.md` and `.env.example` are generated from it. This module turns the table's
 * values into the app's configuration.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import {
  ConfigError,
  MIN_SECRET_LENGTH,
  readConfigTable,
  readVariable,
  type ConfigValues,
} from './config-table.ts';
import type { S3Config } from './lib/blob-backend.ts';
import type { SignInLimitsConfig } from './lib/sign-in-limits.ts';
import type { HeadsetConfig } from './providers/headset/index.ts';
import type { OpenAiImagesConfig } from './providers/images/index.ts';
import type { OpenAiLanguageConfig } from './providers/language/index.ts';
import type { AdvertPrice } from './providers/payments/types.ts';

export { ConfigError };

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
  /** On PostgreSQL, the connections of the pool for long reads (list pages, counts, exports). */
  bulkConnections: number;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dbDir: string;
  /** Folder of content-addressed blobs (and of uploads in progress when the blobs are on S3). */
  blobDir: string;
  /** S3-compatible object storage for the blobs; without it they stay in `blobDir`. */
  s3?: S3Config;
  /** The built console; served when it exists. */
  distDir: string;
  /** Demo mode: seed the demo world and tell the console the demo accounts. */
  demo: boolean;
  sessionSecret: string;
  logLevel: string;
  auth0?: Auth0Config;
  environment: string;
  /** The sign-in abuse limits (per client address, per email, sign-ups per address). */
  signInLimits: SignInLimitsConfig;
  /**
   * The proxies whose X-Forwarded-For entries are believed: how many stand in front of the server, or their
   * addresses and CIDR ranges; 0 believes none (the client address is the connection's).
   */
  trustProxy: TrustedProxies;
  /** This process runs the background jobs' workers (off: `npm run worker` processes do). */
  jobWorkers: boolean;
  /** SMTP relay and From address; without a relay mail stays in the local outbox. */
  mail?: { smtpUrl?: string; from: string };
  /** The headset platform; without it the local headset provider issues the deep links. */
  headset?: HeadsetConfig;
  /** Stripe secret key (and another API base, STRIPE_API_URL); without it the local payments ledger is used. */
  stripe?: { secretKey: string; publishableKey?: string; apiBase?: string };
  /** What advert impressions cost: units of `unitSize`, `costPerUnit` in cents of `currency`. */
  advertPrice: AdvertPrice;
  publicUrl?: string;
  /** OAuth clients of the linked drive providers (Google Drive, Vimeo). */
  drives?: DrivesConfig;
  /** Streaming to VR: an Ant Media Server, the STUN server and the local relay's address. */
  stream?: StreamConfig;
  /** The published map store the live map reads; without it the map is generated here. */
  mapBaseUrl?: string;
  /** The OpenAI-compatible model service of the AI agents; without it the local responder answers. */
  language?: OpenAiLanguageConfig;
  /** The images API that draws agents' face icons; without it they are generated avatars. */
  images?: OpenAiImagesConfig;
  /** The key VR servers send with player positions; without it position ingest is refused. */
  livemapIngestKey?: string;
  /** The accounts (lowercase emails) shown the developer members list on Members pages. */
  developerListEmails: readonly string[];
}

/** A hop count (0: none) or the proxies' addresses and CIDR ranges. */
export type TrustedProxies = number | readonly string[];

/** Streaming settings; without `server` the API itself signals and relays the streams. */
export interface StreamConfig {
  /** An Ant Media Server application and its JWT stream security secret. */
  server?: { url: string; secret: string };
  /** `stun:` address the browsers use; none by default. */
  stunUrl?: string;
  /** The one address the local relay offers for media; every address of the machine when absent. */
  relayAddress?: string;
}

/** Where Contact Us messages go; a constant of the deployment, so it is read once like the rest. */
export const SUPPORT_EMAIL: string = readVariable(process.env, 'SUPPORT_EMAIL');

const REPOSITORY_ROOT = resolve(new URL('..', import.meta.url).pathname);

/** An OAuth client when both its id and secret are set (the table refuses one without the other). */
function oauthClient(id: string | undefined, secret: string | undefined): OAuthClientConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

function drivesConfig(values: ConfigValues): DrivesConfig {
  const google = oauthClient(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET);
  const vimeo = oauthClient(values.VIMEO_CLIENT_ID, values.VIMEO_CLIENT_SECRET);
  const googleUrls = {
    authUrl: values.GOOGLE_AUTH_URL,
    tokenUrl: values.GOOGLE_TOKEN_URL,
    apiUrl: values.GOOGLE_DRIVE_API_URL,
  };
  return {
    ...(google && { google: { ...google, ...googleUrls } }),
    ...(vimeo && { vimeo: { ...vimeo, apiUrl: values.VIMEO_API_URL } }),
  };
}

/**
 * TRUST_PROXY's value: a number is how many proxies stand in front (the client address is the one the
 * outermost of them saw), anything else a list of proxy addresses and CIDR ranges. Never "trust every hop":
 * the left-most X-Forwarded-For entries are whatever the client wrote.
 */
export function trustedProxies(text: string): TrustedProxies {
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0)
      throw new ConfigError(`TRUST_PROXY must name IP addresses or CIDR ranges; "${entry}" is neither`);
  }
  return entries;
}

/**
 * The session secret: SESSION_SECRET when set, else the one kept in `<dataDir>/session-secret`
 * (created on first start, readable by the owner only) so sessions survive restarts.
 */
export function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = readVariable(env, 'SESSION_SECRET');
  if (given !== undefined) return given;
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

/** The headset platform's settings: all three of app id, secret and link template or none (the table refuses part of them). */
function headsetConfig(values: ConfigValues): { headset?: HeadsetConfig } {
  const { OCULUS_APP_ID: appId, OCULUS_APP_SECRET: appSecret, HEADSET_DEEPLINK_URL: deepLinkUrl } = values;
  if (!appId || !appSecret || !deepLinkUrl) return {};
  return { headset: { appId, appSecret, deepLinkUrl, graphUrl: values.OCULUS_GRAPH_URL } };
}

/**
 * STRIPE_API_URL: Stripe's SDK takes a scheme, host and port and adds its own paths (`/v1/…`), so a path, query
 * or credentials in the address would be dropped without a word; they are refused instead.
 */
function stripeApiBase(url: string | undefined): { apiBase?: string } {
  if (url === undefined) return {};
  const parsed = new URL(url);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password)
    throw new ConfigError(
      'STRIPE_API_URL must be a scheme, host and port only, such as http://127.0.0.1:12111',
    );
  return { apiBase: url };
}

/** A comma-separated list of email addresses, lowercased (empty: none). */
export function emailList(text: string): string[] {
  return text
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
}

/** Jobs may be left to other processes only when they share a PostgreSQL with this one. */
function jobWorkers(on: boolean, databaseUrl: string | undefined): boolean {
  if (!on && databaseUrl === undefined)
    throw new ConfigError(
      'JOB_WORKERS=0 needs DATABASE_URL: on the embedded database the server runs its jobs itself',
    );
  return on;
}

/** Reads the configuration from environment variables, through the table of `config-table.ts`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const values = readConfigTable(env);
  const dataDir = resolve(values.DATA_DIR);
  const databaseUrl = values.DATABASE_URL;
  const stripeApi = stripeApiBase(values.STRIPE_API_URL);
  const auth0: Auth0Config | undefined =
    values.AUTH0_DOMAIN && values.AUTH0_CLIENT_ID
      ? {
          domain: values.AUTH0_DOMAIN,
          clientId: values.AUTH0_CLIENT_ID,
          audience: values.AUTH0_AUDIENCE ?? values.AUTH0_CLIENT_ID,
        }
      : undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl,
    bulkConnections: values.DATABASE_BULK_CONNECTIONS,
    dbDir: join(dataDir, 'db'),
    blobDir: join(dataDir, 'blobs'),
    distDir: join(REPOSITORY_ROOT, 'dist'),
    demo: values.DEMO ?? databaseUrl === undefined,
    sessionSecret: sessionSecret(env, dataDir),
    logLevel: values.LOG_LEVEL,
    auth0,
    environment: values.ENVIRONMENT,
    signInLimits: {
      addressAttempts: values.SIGNIN_ADDRESS_LIMIT,
      emailFailures: values.SIGNIN_EMAIL_FAILURES,
      signupsPerAddress: values.SIGNUP_ADDRESS_LIMIT,
    },
    trustProxy: trustedProxies(values.TRUST_PROXY),
    jobWorkers: jobWorkers(values.JOB_WORKERS, databaseUrl),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    ...(values.STRIPE_SECRET_KEY && {
      stripe: {
        secretKey: values.STRIPE_SECRET_KEY,
        ...(values.STRIPE_PUBLISHABLE_KEY && { publishableKey: values.STRIPE_PUBLISHABLE_KEY }),
        ...stripeApi,
      },
    }),
    advertPrice: {
      unitSize: values.ADVERT_IMPRESSION_UNIT,
      costPerUnit: values.ADVERT_UNIT_PRICE,
      currency: values.ADVERT_CURRENCY,
    },
    ...(values.PUBLIC_URL && { publicUrl: values.PUBLIC_URL }),
    ...headsetConfig(values),
    drives: drivesConfig(values),
    stream: {
      ...(values.STREAM_SERVER_URL &&
        values.STREAM_SERVER_SECRET && {
          server: { url: values.STREAM_SERVER_URL, secret: values.STREAM_SERVER_SECRET },
        }),
      ...(values.STREAM_STUN_URL && { stunUrl: values.STREAM_STUN_URL }),
      ...(values.STREAM_RELAY_ADDRESS && { relayAddress: values.STREAM_RELAY_ADDRESS }),
    },
    ...(values.MAP_BASE_URL && { mapBaseUrl: values.MAP_BASE_URL }),
    ...(values.LLM_BASE_URL &&
      values.LLM_MODEL && {
        language: {
          baseUrl: values.LLM_BASE_URL,
          model: values.LLM_MODEL,
          ...(values.LLM_API_KEY && { apiKey: values.LLM_API_KEY }),
          ...(values.LLM_EMBEDDING_MODEL && { embeddingModel: values.LLM_EMBEDDING_MODEL }),
        },
      }),
    ...(values.LLM_BASE_URL &&
      values.LLM_IMAGE_MODEL && {
        images: {
          baseUrl: values.LLM_BASE_URL,
          model: values.LLM_IMAGE_MODEL,
          ...(values.LLM_API_KEY && { apiKey: values.LLM_API_KEY }),
        },
      }),
    ...(values.LIVEMAP_INGEST_KEY && { livemapIngestKey: values.LIVEMAP_INGEST_KEY }),
    developerListEmails: emailList(values.DEVELOPER_LIST_EMAILS),
    ...(values.S3_BUCKET && {
      s3: {
        bucket: values.S3_BUCKET,
        region: values.S3_REGION,
        forcePathStyle: values.S3_FORCE_PATH_STYLE,
        ...(values.S3_ENDPOINT && { endpoint: values.S3_ENDPOINT }),
        ...(values.S3_ACCESS_KEY_ID &&
          values.S3_SECRET_ACCESS_KEY && {
            credentials: {
              accessKeyId: values.S3_ACCESS_KEY_ID,
              secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            },
          }),
      },
    }),
  };
}
