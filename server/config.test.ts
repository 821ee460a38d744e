import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'config-test-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to PGlite in DATA_DIR with demo mode and the local identity provider', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dbDir).toBe(join(dataDir, 'db'));
    expect(config.blobDir).toBe(join(dataDir, 'blobs'));
    expect(config.demo).toBe(true);
    expect(config.auth0).toBeUndefined();
    expect(config.environment).toBe('local');
    expect(config.signInLimits).toEqual({ addressAttempts: 30, emailFailures: 5, signupsPerAddress: 10 });
  });

  it('keeps the generated session secret private and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('turns demo mode off for a real database unless asked for', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '0' }).demo).toBe(false);
  });

  it('leaves jobs to worker processes only on a shared PostgreSQL', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).jobWorkers).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x', JOB_WORKERS: '0' }).jobWorkers,
    ).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_WORKERS: '0' })).toThrow(
      'JOB_WORKERS=0 needs DATABASE_URL: on the embedded database the server runs its jobs itself',
    );
  });

  it('uses Auth0 when AUTH0_DOMAIN is set, with the client id as the default audience', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AUTH0_DOMAIN: 'tenant.eu.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
    });
    expect(config.auth0).toEqual({ domain: 'tenant.eu.auth0.com', clientId: 'abc', audience: 'abc' });
  });

  it('keeps blobs on disk by default and in the S3 bucket when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        S3_BUCKET: 'console-blobs',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'key-secret',
      }).s3,
    ).toEqual({
      bucket: 'console-blobs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'console-blobs', S3_REGION: 'eu-west-1' }).s3,
    ).toEqual({ bucket: 'console-blobs', region: 'eu-west-1', forcePathStyle: false });
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ACCESS_KEY_ID: 'key-id' })).toThrow(ConfigError);
  });

  it("takes payments through Stripe's own API unless STRIPE_API_URL names another", () => {
    const dataDir = tempDir();
    const keys = { DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeUndefined();
    // Unset: the SDK's own address, so none is passed on.
    expect(loadConfig(keys).stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1' });
    expect(loadConfig({ ...keys, STRIPE_API_URL: ' http://127.0.0.1:12111/ ' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      apiBase: 'http://127.0.0.1:12111',
    });
    const refused = (url: string) => () => loadConfig({ ...keys, STRIPE_API_URL: url });
    expect(refused('127.0.0.1:12111')).toThrow('STRIPE_API_URL must be an http:// or https:// URL');
    expect(refused('ftp://stripe.example')).toThrow('STRIPE_API_URL must be an http:// or https:// URL');
    // The SDK adds its own paths: one given here would be dropped, so it is refused.
    expect(refused('https://proxy.example/stripe')).toThrow(
      'STRIPE_API_URL must be a scheme, host and port only, such as http://127.0.0.1:12111',
    );
  });

  it('refuses settings that cannot work', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH0_DOMAIN: 'tenant.auth0.com' })).toThrow(
      /AUTH0_CLIENT_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DEMO: 'maybe' })).toThrow(/DEMO/);
  });

  it('reads every variable through the configuration table: trimmed, parsed, defaults applied', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      DATA_DIR: ` ${dataDir} `,
      TRUST_PROXY: ' 2 ',
      LOG_LEVEL: ' debug ',
      PUBLIC_URL: 'https://console.example//',
      AUTH0_DOMAIN: 'tenant.eu.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
      AUTH0_AUDIENCE: 'https://api.example',
      OCULUS_APP_ID: '42',
      OCULUS_APP_SECRET: 's',
      HEADSET_DEEPLINK_URL: 'https://x/?m={msgid}',
      SIGNIN_ADDRESS_LIMIT: '100',
      SIGNIN_EMAIL_FAILURES: ' 3 ',
      SIGNUP_ADDRESS_LIMIT: '2',
    });
    expect(config.dbDir).toBe(join(dataDir, 'db'));
    expect(config.signInLimits).toEqual({ addressAttempts: 100, emailFailures: 3, signupsPerAddress: 2 });
    expect(config.trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(0);
    expect(config.logLevel).toBe('debug');
    expect(config.publicUrl).toBe('https://console.example');
    expect(config.auth0?.audience).toBe('https://api.example');
    expect(config.headset?.graphUrl).toBe('https://graph.oculus.com');
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Multiverse <no-reply@multiverse.local>' });
  });

  it('says in plain words which variable to fix', () => {
    const dataDir = tempDir();
    const refused = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(refused({ PORT: '70000' })).toThrow('PORT must be a whole number from 0 to 65535');
    expect(refused({ SIGNIN_ADDRESS_LIMIT: '0' })).toThrow(
      'SIGNIN_ADDRESS_LIMIT must be a whole number from 1 to 1000000',
    );
    expect(refused({ SIGNIN_EMAIL_FAILURES: '1001' })).toThrow(
      'SIGNIN_EMAIL_FAILURES must be a whole number from 1 to 1000',
    );
    expect(refused({ TRUST_PROXY: 'yes' })).toThrow(
      'TRUST_PROXY must be a number of proxies or IP addresses and CIDR ranges separated by commas',
    );
    expect(refused({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      'TRUST_PROXY must name IP addresses or CIDR ranges; "10.0.0.0/33" is neither',
    );
    expect(refused({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(refused({ PUBLIC_URL: 'console.example' })).toThrow(
      'PUBLIC_URL must be an http:// or https:// URL',
    );
    expect(refused({ AUTH0_DOMAIN: 'https://tenant.auth0.com/', AUTH0_CLIENT_ID: 'abc' })).toThrow(
      'AUTH0_DOMAIN must be a host name such as tenant.eu.auth0.com',
    );
    expect(refused({ AUTH0_DOMAIN: 'tenant.auth0.com' })).toThrow(
      'AUTH0_CLIENT_ID is required when AUTH0_DOMAIN is set',
    );
    expect(refused({ OCULUS_APP_SECRET: 's' })).toThrow(
      'OCULUS_APP_ID, OCULUS_APP_SECRET and HEADSET_DEEPLINK_URL must be set together',
    );
    expect(
      refused({ OCULUS_APP_ID: 'app', OCULUS_APP_SECRET: 's', HEADSET_DEEPLINK_URL: 'https://x/{msgid}' }),
    ).toThrow('OCULUS_APP_ID must be the numeric app id');
  });
});
