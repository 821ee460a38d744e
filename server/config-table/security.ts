/**
 * Rows of the configuration table (`server/config-table.ts`): signing in (the local identity provider's key
 * or Auth0), the logs, the limits on sign-in and sign-up attempts, and which proxies' addresses to believe.
 */
import type { ConfigRow } from './types.ts';

/** The length SESSION_SECRET must have at least. */
export const MIN_SECRET_LENGTH = 32;

/**
 * TRUST_PROXY: a hop count, or IPv4/IPv6 addresses and CIDR ranges separated by commas (each address is checked
 * exactly by `trustedProxies` in config.ts).
 */
export const TRUST_PROXY_PATTERN =
  /^(\d{1,2}|[0-9A-Fa-f.:]+(\/\d{1,3})?(\s*,\s*[0-9A-Fa-f.:]+(\/\d{1,3})?)*)$/;

/** Sign-in, logs, attempt limits and proxies, in the order `docs/configuration.md` shows them. */
export const SECURITY_ROWS = [
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
] as const satisfies readonly ConfigRow[];
