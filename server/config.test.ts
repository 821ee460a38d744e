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
    expect(config.loginRateLimit).toEqual({ max: 20, windowMs: 60_000 });
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

  it('uses Auth0 when AUTH0_DOMAIN is set, with the client id as the default audience', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AUTH0_DOMAIN: 'tenant.eu.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
    });
    expect(config.auth0).toEqual({ domain: 'tenant.eu.auth0.com', clientId: 'abc', audience: 'abc' });
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
});
