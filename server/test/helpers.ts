/**
 * API test helpers: an app on a copy of the run's database template (in-memory PGlite, or a throwaway
 * database on the PostgreSQL named by DATABASE_URL), sign-in through the real two-step flow, and a check of every
 * JSON reply against its operation's response schema in the contract. These are the layer under the
 * `apiTest` fixture (`api-test.ts`), which test files use: `apiTest({ roles })` and `api.op(operationId, …)`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { copyDemoBlobs, copyTemplate, runTemplates } from '../db/test-database.ts';
import { contractOperation } from '../lib/contract.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';

export { DEMO_PASSWORD };
export { pngOfSize } from './images.ts';

/** A running test app and what to clean up after it. */
export interface TestApp {
  app: FastifyInstance;
  blobDir: string;
  close(): Promise<void>;
}

/** A configuration for tests: fresh storage, a fixed secret, no logs, demo mode. */
export function testConfig(blobDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dbDir: 'memory://',
    blobDir,
    distDir: join(blobDir, 'no-console'),
    demo: true,
    sessionSecret: 'test-session-secret-of-at-least-32-chars',
    logLevel: 'silent',
    environment: 'test',
    // Every test app signs in from one address; the limits' own tests set theirs.
    signInLimits: { addressAttempts: 1_000_000, emailFailures: 1000, signupsPerAddress: 1_000_000 },
    trustProxy: false,
    ...overrides,
  };
}

/**
 * Builds the app on a copy of this run's database template: the demo world (unless `seed: 'none'`, a migrated
 * empty database). With DATABASE_URL set, the copy is a new database on that server, dropped by `close`.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = { seed: 'demo' },
): Promise<TestApp> {
  const templates = runTemplates();
  const blobDir = mkdtempSync(join(tmpdir(), 'api-test-blobs-'));
  const seed = options.seed ?? 'demo';
  if (seed === 'demo') copyDemoBlobs(templates, blobDir);
  const database = await copyTemplate(templates, seed === 'demo' ? 'demo' : 'migrated');
  try {
    const app = await buildApp(
      testConfig(blobDir, {
        ...(database.databaseUrl && { databaseUrl: database.databaseUrl }),
        ...overrides,
      }),
      { ...options, seed, ...(database.image && { databaseImage: database.image }) },
    );
    await app.ready();
    return {
      app,
      blobDir,
      async close() {
        await app.close();
        await database.drop();
        rmSync(blobDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.drop();
    rmSync(blobDir, { recursive: true, force: true });
    throw error;
  }
}

/** A signed-in session: the user's id, token and the headers that carry them. */
export interface Session {
  id: string;
  token: string;
  headers: Record<string, string>;
  user: Record<string, unknown>;
}

/** Signs in with email and password through the local provider and the token exchange, as the console does. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const identity = await app.inject({
    method: 'POST',
    url: '/v2/public/identity/login',
    payload: { email, password },
  });
  expect(identity.statusCode, identity.body).toBe(200);
  const exchange = await app.inject({
    method: 'POST',
    url: '/entity/user/auth0login',
    payload: { auth0token: identity.json<{ id_token: string }>().id_token },
  });
  expect(exchange.statusCode, exchange.body).toBe(200);
  const user = exchange.json<Record<string, unknown> & { id: string; token: string }>();
  return {
    id: user.id,
    token: user.token,
    headers: { 'x-account': user.id, 'x-token': user.token, 'x-product': 'multiverse' },
    user,
  };
}

/** Creates a new email/password account and signs it in. */
export async function signupAndLogin(app: FastifyInstance, email?: string): Promise<Session> {
  const address = email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/v2/public/identity/signup',
    payload: { email: address, password: 'a-long-password' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return login(app, address, 'a-long-password');
}

/** `app.inject` with a session's headers. */
export function asUser(
  app: FastifyInstance,
  session: Session | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...(session?.headers ?? {}), ...(options.headers ?? {}) } });
}

const responseAjv = new Ajv({ allErrors: true, strict: true, unicodeRegExp: true });
addFormats(responseAjv);
const validators = new Map<string, ValidateFunction>();

/**
 * Asserts the status and, for JSON replies, that the body matches the operation's response schema
 * for that status; for error statuses, that the reply is plain text.
 */
export function expectMatchesSchema(
  response: LightMyRequestResponse,
  operationId: string,
  status: number,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  if (status >= 400) {
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.length).toBeGreaterThan(0);
    return;
  }
  const operation = contractOperation(operationId);
  const schema = operation.schema.response[String(status)];
  if (!schema) return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const key = `${operationId}:${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = responseAjv.compile(schema);
    validators.set(key, validate);
  }
  const body: unknown = response.json();
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}
