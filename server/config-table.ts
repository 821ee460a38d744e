/**
 * The server's configuration variables: one table that `loadConfig` reads the environment through, that
 * `scripts/gen-config.ts` renders into the table of `docs/configuration.md` and into `.env.example`, and
 * that a unit test keeps equal to both. Add a variable here, then run `npm run gen:config`.
 *
 * Each row is one line of that table: one or more variables, what they mean, and, for variables
 * that only work together, `together`. Each variable says how its value is parsed and what its default is:
 * `default` is a literal value in the environment's own form (parsed like a given value), `defaultText`
 * describes a default that is not a literal (it depends on other settings or is generated).
 */

/** How a variable's text becomes a value; a value that does not parse stops the start with `ConfigError`. */
/** The four demo developer-team accounts, who see the developer members list (the demo seeds them). */
export const DEFAULT_DEVELOPER_LIST_EMAILS =
  'devteam1@demo.test,devteam2@demo.test,devteam3@demo.test,devteam4@demo.test';

export type ConfigParse =
  /** Text; with `match`, a value must match its pattern ("<NAME> must be <rule>"); with `minLength`, be that long. */
  | { kind: 'string'; match?: { pattern: RegExp; rule: string }; minLength?: number }
  /** A whole number from `min` to `max`. */
  | { kind: 'int'; min: number; max: number }
  /** 1/true/yes/on or 0/false/no/off. */
  | { kind: 'bool' }
  /** An http:// or https:// URL; trailing slashes are dropped. */
  | { kind: 'url' }
  /** One of `values`. */
  | { kind: 'enum'; values: readonly string[] };

export interface ConfigVariable {
  name: string;
  parse: ConfigParse;
  /** The default, written as it would be in the environment. */
  default?: string;
  /** A default that is not a literal value (Markdown, as docs/configuration.md shows it). */
  defaultText?: string;
  /**
   * The default is the provider's own (the provider applies it): `loadConfig` passes the variable on only
   * when it is set, and a unit test keeps this default equal to the provider's.
   */
  providerDefault?: true;
  /** This variable must be set when that one is. */
  requiredWhen?: string;
  /** Used exactly as given (not trimmed), and never written into examples. */
  secret?: true;
}

export interface ConfigRow {
  variables: readonly ConfigVariable[];
  /** What the row's variables do (Markdown, as docs/configuration.md shows it). */
  meaning: string;
  /** The variables only work together: all of them or none. */
  together?: true;
}

/** Raised for a configuration that cannot work; the message says which variable to fix. */
export class ConfigError extends Error {}

/**
 * TRUST_PROXY: a hop count, or IPv4/IPv6 addresses and CIDR ranges separated by commas (each address is checked
 * exactly by `trustedProxies` in config.ts).
 */
export const TRUST_PROXY_PATTERN =
  /^(\d{1,2}|[0-9A-Fa-f.:]+(\/\d{1,3})?(\s*,\s*[0-9A-Fa-f.:]+(\/\d{1,3})?)*)$/;

/** The length SESSION_SECRET must have at least. */
export const MIN_SECRET_LENGTH = 32;

export const CONFIG_TABLE = [
  {
    variables: [{ name: 'PORT', parse: { kind: 'int', min: 0, max: 65535 }, default: '8080' }],
    meaning: 'HTTP port of console + API',
  },
  {
    variables: [{ name: 'HOST', parse: { kind: 'string' }, default: '0.0.0.0' }],
    meaning: 'listen address',
  },
  {
    variables: [{ name: 'DATA_DIR', parse: { kind: 'string' }, default: './data' }],
    meaning: 'embedded database (`db/`), uploaded blobs (`blobs/`) and the generated session secret',
  },
  {
    variables: [{ name: 'DATABASE_URL', parse: { kind: 'string' } }],
    meaning: 'use this PostgreSQL instead of the embedded one (same SQL, same migrations)',
  },
  {
    variables: [{ name: 'JOB_WORKERS', parse: { kind: 'bool' }, default: '1' }],
    meaning:
      '`0` leaves the background jobs (Knowledge Base indexing, building-world regeneration) to `npm run worker` processes on the same `DATABASE_URL`; needs `DATABASE_URL` (on the embedded database the server runs its jobs itself)',
  },
  {
    variables: [
      { name: 'S3_BUCKET', parse: { kind: 'string', minLength: 3 } },
      { name: 'S3_REGION', parse: { kind: 'string' }, default: 'us-east-1' },
      { name: 'S3_ENDPOINT', parse: { kind: 'url' }, defaultText: "the region's AWS endpoint" },
      { name: 'S3_FORCE_PATH_STYLE', parse: { kind: 'bool' }, default: '0' },
    ],
    meaning:
      'keep uploaded blobs in this S3-compatible bucket instead of `DATA_DIR/blobs` (required when running several instances); `S3_ENDPOINT` for other S3-compatible stores, `S3_FORCE_PATH_STYLE=1` for stores without bucket host names',
  },
  {
    variables: [
      { name: 'S3_ACCESS_KEY_ID', parse: { kind: 'string' } },
      { name: 'S3_SECRET_ACCESS_KEY', parse: { kind: 'string' }, secret: true },
    ],
    meaning:
      "with `S3_BUCKET`, the bucket's access key (both together; without them the AWS SDK's usual credentials: environment, profile, instance role)",
    together: true,
  },
  {
    variables: [
      {
        name: 'DEMO',
        parse: { kind: 'bool' },
        defaultText: 'on with the embedded database, off with `DATABASE_URL`',
      },
    ],
    meaning:
      '`1` seeds the demo world into an empty database and lists demo accounts on the sign-in page; `0` never',
  },
  {
    variables: [
      {
        name: 'SESSION_SECRET',
        parse: { kind: 'string', minLength: MIN_SECRET_LENGTH },
        defaultText: 'generated into `DATA_DIR/session-secret`',
        secret: true,
      },
    ],
    meaning: "key that signs the local identity provider's ID tokens; set it when running several instances",
  },
  {
    variables: [
      {
        name: 'AUTH0_DOMAIN',
        parse: {
          kind: 'string',
          match: { pattern: /^[A-Za-z0-9.-]+$/, rule: 'a host name such as tenant.eu.auth0.com' },
        },
      },
      { name: 'AUTH0_CLIENT_ID', parse: { kind: 'string' }, requiredWhen: 'AUTH0_DOMAIN' },
      { name: 'AUTH0_AUDIENCE', parse: { kind: 'string' } },
    ],
    meaning: 'sign in through Auth0 (and Google through it) instead of the local email + password provider',
  },
  {
    variables: [
      {
        name: 'LOG_LEVEL',
        parse: { kind: 'enum', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
        default: 'info',
      },
    ],
    meaning: 'pino level; logs are JSON lines (tokens, passwords and session headers are redacted)',
  },
  {
    variables: [
      { name: 'SIGNIN_ADDRESS_LIMIT', parse: { kind: 'int', min: 1, max: 1_000_000 }, default: '30' },
    ],
    meaning:
      'failed sign-ins (and ID-token exchanges) per client address per 15 minutes, whatever the email; then 429 until the window ends',
  },
  {
    variables: [{ name: 'SIGNIN_EMAIL_FAILURES', parse: { kind: 'int', min: 1, max: 1000 }, default: '5' }],
    meaning:
      'failed sign-ins in a row of one email, from any address, before the next attempt waits 30 seconds, doubling with each further failure up to 15 minutes (never a lockout; a success or an hour without attempts starts over)',
  },
  {
    variables: [
      { name: 'SIGNUP_ADDRESS_LIMIT', parse: { kind: 'int', min: 1, max: 1_000_000 }, default: '10' },
    ],
    meaning: 'sign-ups per client address per hour',
  },
  {
    variables: [
      {
        name: 'TRUST_PROXY',
        parse: {
          kind: 'string',
          match: {
            pattern: TRUST_PROXY_PATTERN,
            rule: 'a number of proxies or IP addresses and CIDR ranges separated by commas',
          },
        },
        default: '0',
      },
    ],
    meaning:
      "which `X-Forwarded-For` entries to believe, so client addresses (sign-in limits, logs) are right: the load balancers' addresses or CIDR ranges, comma-separated (`10.0.0.0/8,192.0.2.7`), or how many proxies stand in front (`1`; only when the server cannot be reached around them); `0` believes none. The client is the right-most address that is not a proxy's; entries to its left are the client's own writing and never used",
  },
  {
    variables: [{ name: 'ENVIRONMENT', parse: { kind: 'string' }, default: 'local' }],
    meaning: 'environment name the console shows and reads from `/config.json`',
  },
  {
    variables: [{ name: 'SUPPORT_EMAIL', parse: { kind: 'string' }, default: 'support@multiverse.local' }],
    meaning: 'mailbox that receives Contact Us messages (through the mail provider)',
  },
  {
    variables: [{ name: 'PUBLIC_URL', parse: { kind: 'url' }, defaultText: "the request's own origin" }],
    meaning:
      "the console's address as users see it: invite links, mails, payment and OAuth return addresses; an https address also turns on HSTS",
  },
  {
    variables: [{ name: 'STRIPE_SECRET_KEY', parse: { kind: 'string' } }],
    meaning: 'take payments through Stripe instead of the local test ledger',
  },
  {
    variables: [{ name: 'STRIPE_PUBLISHABLE_KEY', parse: { kind: 'string' } }],
    meaning:
      "with `STRIPE_SECRET_KEY`, the advert purchase dialog's card form is Stripe Elements with this key (without it, buying impressions is off while Stripe is on)",
  },
  {
    variables: [
      { name: 'ADVERT_IMPRESSION_UNIT', parse: { kind: 'int', min: 1, max: 1000000 }, default: '1000' },
      { name: 'ADVERT_UNIT_PRICE', parse: { kind: 'int', min: 1, max: 100000000 }, default: '500' },
      {
        name: 'ADVERT_CURRENCY',
        parse: {
          kind: 'string',
          match: { pattern: /^[a-z]{3}$/, rule: 'a three-letter lowercase currency code' },
        },
        default: 'usd',
      },
    ],
    meaning:
      "advert impressions are sold in units of this many, each unit at this price in the currency's smallest unit (cents)",
  },
  {
    variables: [
      { name: 'SMTP_URL', parse: { kind: 'string' } },
      { name: 'MAIL_FROM', parse: { kind: 'string' }, default: 'Multiverse <no-reply@multiverse.local>' },
    ],
    meaning: 'deliver mail through this relay instead of keeping it in the local outbox',
  },
  {
    variables: [
      {
        name: 'OCULUS_APP_ID',
        parse: { kind: 'string', match: { pattern: /^\d+$/, rule: 'the numeric app id' } },
      },
      { name: 'OCULUS_APP_SECRET', parse: { kind: 'string' } },
      {
        name: 'HEADSET_DEEPLINK_URL',
        parse: {
          kind: 'string',
          match: { pattern: /^https?:\/\/.*\{msgid\}/s, rule: 'an http(s) URL containing {msgid}' },
        },
      },
      { name: 'OCULUS_GRAPH_URL', parse: { kind: 'url' }, default: 'https://graph.oculus.com' },
    ],
    meaning:
      'launch in VR and look up headset events (promotion) through the headset platform instead of the local headset provider (all of the first three together)',
    together: true,
  },
  {
    variables: [
      { name: 'GOOGLE_CLIENT_ID', parse: { kind: 'string' } },
      { name: 'GOOGLE_CLIENT_SECRET', parse: { kind: 'string' } },
    ],
    meaning:
      'link Google Drive (cloud files) through OAuth instead of a local drive (both together); register `{PUBLIC_URL}/v2/oauth/callback` as the redirect URI',
    together: true,
  },
  {
    variables: [
      {
        name: 'GOOGLE_AUTH_URL',
        parse: { kind: 'url' },
        default: 'https://accounts.google.com/o/oauth2/v2/auth',
        providerDefault: true,
      },
      {
        name: 'GOOGLE_TOKEN_URL',
        parse: { kind: 'url' },
        default: 'https://oauth2.googleapis.com/token',
        providerDefault: true,
      },
      {
        name: 'GOOGLE_DRIVE_API_URL',
        parse: { kind: 'url' },
        default: 'https://www.googleapis.com/drive/v3',
        providerDefault: true,
      },
    ],
    meaning: "Google's consent page, token endpoint and Drive API (tests point them at stand-ins)",
  },
  {
    variables: [
      { name: 'VIMEO_CLIENT_ID', parse: { kind: 'string' } },
      { name: 'VIMEO_CLIENT_SECRET', parse: { kind: 'string' } },
    ],
    meaning:
      'link Vimeo (video) through OAuth instead of a local video drive (both together); same redirect URI',
    together: true,
  },
  {
    variables: [
      {
        name: 'VIMEO_API_URL',
        parse: { kind: 'url' },
        default: 'https://api.vimeo.com',
        providerDefault: true,
      },
    ],
    meaning: "Vimeo's API; consent at `{base}/oauth/authorize`, tokens at `{base}/oauth/access_token`",
  },
  {
    variables: [
      { name: 'STREAM_SERVER_URL', parse: { kind: 'url' } },
      { name: 'STREAM_SERVER_SECRET', parse: { kind: 'string', minLength: 32 }, secret: true },
    ],
    meaning:
      "stream to VR through this Ant Media Server application (`https://host:5443/LiveApp`) with its JWT stream security secret, instead of the server's own relay (both together)",
    together: true,
  },
  {
    variables: [
      {
        name: 'STREAM_STUN_URL',
        parse: { kind: 'string', match: { pattern: /^stuns?:[^\s]+$/, rule: 'a stun: or stuns: address' } },
      },
    ],
    meaning:
      "STUN server the browsers' stream connections use (none: the local relay needs none on one network)",
  },
  {
    variables: [
      {
        name: 'STREAM_RELAY_ADDRESS',
        parse: { kind: 'string', match: { pattern: /^[0-9a-fA-F.:]+$/, rule: 'an IP address' } },
        defaultText: "the machine's own addresses",
      },
    ],
    meaning:
      'the one address the local relay offers browsers for media (its public address, or `127.0.0.1` on one machine)',
  },
  {
    variables: [
      {
        name: 'DEVELOPER_LIST_EMAILS',
        parse: {
          kind: 'string',
          match: {
            pattern: /^$|^[^\s,@]+@[^\s,@]+(,[^\s,@]+@[^\s,@]+)*$/,
            rule: 'email addresses separated by commas',
          },
        },
        default: DEFAULT_DEVELOPER_LIST_EMAILS,
      },
    ],
    meaning:
      "the accounts (email addresses, comma-separated; empty for none) to whom a metaverse's Members page also shows the developer members list",
  },
  {
    variables: [{ name: 'LIVEMAP_INGEST_KEY', parse: { kind: 'string' } }],
    meaning:
      'the key VR servers send (header `x-ingest-key`) with player positions to `POST /v2/public/livemap/positions`; without it that call is refused',
  },
  {
    variables: [{ name: 'MAP_BASE_URL', parse: { kind: 'url' } }],
    meaning:
      "read the live map's data (`latest.txt`, `{latest}/{postcode}.json`, `maps/{size}/{x}_{y}.jpg`) from this map store instead of the map generated here from the building world",
  },
  {
    variables: [
      { name: 'LLM_BASE_URL', parse: { kind: 'url' } },
      { name: 'LLM_MODEL', parse: { kind: 'string' }, requiredWhen: 'LLM_BASE_URL' },
    ],
    meaning:
      "AI agents reply through this OpenAI-compatible model service (`https://api.openai.com/v1`, Ollama's `http://localhost:11434/v1`, vLLM, a llama.cpp server) with this chat model, instead of the local responder",
  },
  {
    variables: [{ name: 'LLM_API_KEY', parse: { kind: 'string' }, secret: true }],
    meaning: "with `LLM_BASE_URL`, the model service's API key (local services may need none)",
  },
  {
    variables: [{ name: 'LLM_EMBEDDING_MODEL', parse: { kind: 'string' } }],
    meaning:
      "with `LLM_BASE_URL`, the knowledge base also stores this embedding model's vectors and ranks passages by them together with the text rank",
  },
  {
    variables: [{ name: 'LLM_IMAGE_MODEL', parse: { kind: 'string' } }],
    meaning:
      "with `LLM_BASE_URL`, agents' face icons are drawn by this image model (`/images/generations`) instead of generated avatars",
  },
] as const satisfies readonly ConfigRow[];

type TableVariable = (typeof CONFIG_TABLE)[number]['variables'][number];

/** The name of a configuration variable. */
export type ConfigName = TableVariable['name'];

type ParsedValue<V> = V extends { parse: { kind: 'int' } }
  ? number
  : V extends { parse: { kind: 'bool' } }
    ? boolean
    : string;

/** Variables the value of which is always there: a literal default that the server applies itself. */
type Defaulted<V> = V extends { default: string } ? (V extends { providerDefault: true } ? never : V) : never;

/** Every variable's value: parsed, its default applied, `undefined` when unset and without a default. */
export type ConfigValues = {
  [V in TableVariable as V['name']]: V extends Defaulted<V> ? ParsedValue<V> : ParsedValue<V> | undefined;
};

const VARIABLES: ReadonlyMap<string, ConfigVariable> = new Map(
  (CONFIG_TABLE as readonly ConfigRow[]).flatMap((row) => row.variables.map((v) => [v.name, v])),
);

/** The given text of a variable: trimmed (except secrets), `undefined` when unset or blank. */
function given(env: NodeJS.ProcessEnv, variable: ConfigVariable): string | undefined {
  const raw = env[variable.name];
  if (raw === undefined) return undefined;
  const text = variable.secret ? raw : raw.trim();
  return text === '' ? undefined : text;
}

function parseValue(variable: ConfigVariable, text: string): string | number | boolean {
  const { name, parse } = variable;
  switch (parse.kind) {
    case 'int': {
      const value = Number(text);
      if (!Number.isInteger(value) || value < parse.min || value > parse.max)
        throw new ConfigError(`${name} must be a whole number from ${parse.min} to ${parse.max}`);
      return value;
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
      if (['0', 'false', 'no', 'off'].includes(lower)) return false;
      throw new ConfigError(`${name} must be 1 or 0`);
    }
    case 'url':
      if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
        throw new ConfigError(`${name} must be an http:// or https:// URL`);
      return text.replace(/\/+$/, '');
    case 'enum':
      if (!parse.values.includes(text))
        throw new ConfigError(`${name} must be one of ${parse.values.join(', ')}`);
      return text;
    case 'string':
      if (parse.minLength !== undefined && text.length < parse.minLength)
        throw new ConfigError(`${name} must be at least ${parse.minLength} characters`);
      if (parse.match && !parse.match.pattern.test(text))
        throw new ConfigError(`${name} must be ${parse.match.rule}`);
      return text;
  }
}

/** One variable's value, read and parsed through the table (its default applied unless the provider's). */
export function readVariable<N extends ConfigName>(env: NodeJS.ProcessEnv, name: N): ConfigValues[N] {
  const variable = VARIABLES.get(name);
  if (!variable) throw new Error(`${name} is not in the configuration table`);
  const text = given(env, variable) ?? (variable.providerDefault ? undefined : variable.default);
  return (text === undefined ? undefined : parseValue(variable, text)) as ConfigValues[N];
}

/** "A and B", "A, B and C". */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Every variable of the table, read and parsed, after the checks between variables: in a `together` row
 * the variables without a default are all set or none, and a `requiredWhen` variable is set with the other.
 */
export function readConfigTable(env: NodeJS.ProcessEnv): ConfigValues {
  const values: Record<string, unknown> = {};
  for (const row of CONFIG_TABLE as readonly ConfigRow[]) {
    const grouped = row.variables.filter((v) => togetherInRow(row, v));
    const set = grouped.filter((v) => given(env, v) !== undefined);
    if (set.length > 0 && set.length < grouped.length)
      throw new ConfigError(`${listNames(grouped.map((v) => v.name))} must be set together`);
    for (const variable of row.variables) {
      if (variable.requiredWhen && given(env, variable) === undefined && env[variable.requiredWhen]?.trim())
        throw new ConfigError(`${variable.name} is required when ${variable.requiredWhen} is set`);
      values[variable.name] = readVariable(env, variable.name as ConfigName);
    }
  }
  return values as ConfigValues;
}

/** Whether a variable is one of those its row needs all of: in a `together` row, those without a default. */
function togetherInRow(row: ConfigRow, variable: ConfigVariable): boolean {
  return row.together === true && variable.default === undefined && variable.defaultText === undefined;
}
