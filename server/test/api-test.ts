/**
 * The API test fixture: `apiTest({ roles })` gives a file one app on a copy of the run's demo database, the
 * named demo accounts signed in, and `op(operationId, …)`, a caller that takes method and URL from the
 * contract, is typed from it, and checks every reply against that same operation.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { operations } from '../../common/api/schema.d.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import { emailList, type AppConfig } from '../config.ts';
import { DEFAULT_DEVELOPER_LIST_EMAILS } from '../config-table.ts';
import { copyDemoBlobs, copyTemplate, runTemplates } from '../db/test-database.ts';
import { contractOperation } from '../lib/contract.ts';
import { CONTRACT_KEYWORDS } from '../plugins/validation.ts';
import type { DemoAccount } from '../seed/demo-accounts.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { TEST_SESSION_SECRET, type Session } from './helpers.ts';

/** A demo account's role; its account is `<role>@demo.test`. */
export type DemoRole = DemoAccount['role'];

/** An operation of the contract. */
export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]['parameters'];
type PathParams<K extends OperationId> = Parameters<K> extends { path?: infer P } ? P : never;
type QueryParams<K extends OperationId> = Parameters<K> extends { query?: infer Q } ? Q : never;
type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: { content: infer C } }
  ? C[keyof C]
  : never;
/** Top-level fields stay optional: the generated types make every field with a default required. */
type BodyInput<T> = T extends readonly unknown[] ? T : T extends object ? Partial<T> : T;
type Responses<K extends OperationId> = operations[K]['responses'];
/** The JSON bodies of an operation's 2xx replies. */
export type ReplyBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202
    ? Responses<K>[S] extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never;
}[keyof Responses<K>];

/** One call: the contract's parameters of the operation, and who makes it. */
export interface OpInput<K extends OperationId, R extends string> {
  path?: PathParams<K>;
  /** Path parameters the contract does not allow (an unknown collection, …), to test how bad input is refused. */
  invalidPath?: Record<string, string>;
  query?: QueryParams<K>;
  /** Query parameters the contract does not allow, to test how bad input is refused. */
  invalidQuery?: Record<string, string>;
  /**
   * The request body as the contract types it: JSON, or the bytes of an upload — as a Buffer, or as a stream,
   * which is sent without Content-Length (to test limits enforced while reading).
   */
  body?: BodyInput<RequestBody<K>> | Buffer | Readable;
  /** A body the contract does not allow, to test how bad input is refused. */
  invalidBody?: unknown;
  headers?: Record<string, string>;
  /** A signed-in demo role of the fixture, any session, or nobody (the default). */
  as?: R | Session | null;
}

/** A reply: its status, its body (parsed from JSON for 2xx replies, the text otherwise) and the raw reply. */
export interface OpReply<K extends OperationId> {
  status: number;
  /** The parsed JSON body of a 2xx JSON reply (already checked against the operation's schema). */
  json: ReplyBody<K>;
  text: string;
  headers: LightMyRequestResponse['headers'];
  response: LightMyRequestResponse;
}

function buildUrl(operationId: string, path: string, params: object = {}, query: object = {}): string {
  const values = params as Record<string, unknown>;
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${operationId}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(values[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * Calls an operation on `app` as `session`; asserts `status` when given, and always that the reply matches the
 * operation's response schema (2xx) or is a plain-text message (errors).
 */
export async function callOperation<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  input: Omit<OpInput<K, never>, 'as'> & { as?: Session | null } = {},
  status?: number,
): Promise<OpReply<K>> {
  const operation = contractOperation(operationId);
  const options: InjectOptions = {
    method: operation.method,
    url: buildUrl(
      operationId,
      operation.path,
      { ...(input.path ?? {}), ...(input.invalidPath ?? {}) },
      input.invalidQuery ?? input.query ?? {},
    ),
    headers: { ...(input.as?.headers ?? {}), ...(input.headers ?? {}) },
  };
  const payload = 'invalidBody' in input ? input.invalidBody : input.body;
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  const response = await app.inject(options);
  expectMatchesSchema(response, operationId, status ?? response.statusCode);
  const isJson = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
  return {
    status: response.statusCode,
    get json(): ReplyBody<K> {
      expect(
        isJson && response.statusCode < 300,
        `${operationId}: ${response.statusCode} ${response.body}`,
      ).toBe(true);
      return response.json<ReplyBody<K>>();
    },
    text: response.body,
    headers: response.headers,
    response,
  };
}

/** What `apiTest` sets up for a test file. */
export interface ApiTestOptions<R extends DemoRole> {
  /** Demo roles to sign in before the tests (as `api.as[role]`). */
  roles?: readonly R[];
  /**
   * Configuration changes (providers, public URL, …); a function is read when the app starts, after the
   * file's earlier `beforeAll` hooks (e.g. once local stand-ins of outside services know their address).
   */
  config?: Partial<AppConfig> | (() => Partial<AppConfig>);
  /** Build options; `seed: 'none'` starts from a migrated database without the demo world. */
  build?: BuildOptions;
}

/** The fixture of one test file; its members are there once the file's `beforeAll` has run. */
export interface ApiTest<R extends DemoRole> {
  readonly app: FastifyInstance;
  readonly blobDir: string;
  /** The signed-in demo roles. */
  readonly as: Readonly<Record<R, Session>>;
  /** Calls an operation of the contract (see `callOperation`); `as` may name a signed-in role. */
  op<K extends OperationId>(operationId: K, input?: OpInput<K, R>, status?: number): Promise<OpReply<K>>;
  /** A new account, signed in. */
  signup(email?: string): Promise<Session>;
  /** Signs in an account of this app. */
  login(email: string, password?: string): Promise<Session>;
  /** Signs a demo role in again, after a change ended its sessions (staff taking a permission away). */
  signInAgain(role: R): Promise<void>;
  /** `app.inject` as a session, for what is not an operation of the contract (pages, raw requests). */
  inject(session: Session | null, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * Registers the file's set-up and tear-down and returns the fixture:
 * `const api = apiTest({ roles: ['owner', 'member'] });` then, in tests,
 * `await api.op('listMembers', { path: { domain: 'demo-business' }, as: 'owner' }, 200)`.
 */
export function apiTest<R extends DemoRole = never>(options: ApiTestOptions<R> = {}): ApiTest<R> {
  let test: TestApp | undefined;
  const sessions = {} as Record<R, Session>;
  const started = (): TestApp => {
    if (!test) throw new Error('The API test app is used before its beforeAll ran, or it failed to start.');
    return test;
  };
  beforeAll(async () => {
    const config = typeof options.config === 'function' ? options.config() : options.config;
    test = await createTestApp(config, { seed: 'demo', ...options.build });
    const roles = options.roles ?? [];
    const signedIn = await Promise.all(roles.map((role) => login(test!.app, `${role}@demo.test`)));
    roles.forEach((role, index) => {
      sessions[role] = signedIn[index];
    });
  });
  afterAll(async () => {
    await test?.close();
  });
  const session = (who: R | Session | null | undefined): Session | null =>
    who === undefined || who === null ? null : typeof who === 'string' ? sessions[who] : who;
  return {
    get app() {
      return started().app;
    },
    get blobDir() {
      return started().blobDir;
    },
    as: sessions,
    op: (operationId, input = {}, status) =>
      callOperation(started().app, operationId, { ...input, as: session(input.as) }, status),
    signup: (email) => signupAndLogin(started().app, email),
    login: (email, password) => login(started().app, email, password),
    signInAgain: async (role) => {
      sessions[role] = await login(started().app, `${role}@demo.test`);
    },
    inject: (who, injectOptions) =>
      started().app.inject({
        ...injectOptions,
        headers: { ...(who?.headers ?? {}), ...(injectOptions.headers ?? {}) },
      }),
  };
}

/** A call of operation K as a table row holds it: its parameters, body and headers, without the caller. */
export type OpCall<K extends OperationId> = Omit<OpInput<K, never>, 'as'>;

/** A call bound to its operation: made as a session (or nobody), its status and reply checked (see `op`). */
export type BoundCall = (as: Session | null, status: number) => Promise<unknown>;

/** Binds a call to its operation, so table rows of different operations share one type. */
export function bindCall<K extends OperationId, R extends DemoRole>(
  api: ApiTest<R>,
  op: K,
  call: OpCall<K>,
): BoundCall {
  return (as, status) => api.op(op, { ...call, as }, status);
}

// The plumbing under the fixture, private to this file so tests have one way to reach the API: an app on a
// copy of the run's database template, sign-in through the real two-step flow, and the reply check.

/** A running test app and what to clean up after it. */
interface TestApp {
  app: FastifyInstance;
  blobDir: string;
  close(): Promise<void>;
}

/** A configuration for tests: fresh storage, a fixed secret, no logs, demo mode. */
function testConfig(blobDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    bulkConnections: 2,
    dbDir: 'memory://',
    blobDir,
    distDir: join(blobDir, 'no-console'),
    demo: true,
    sessionSecret: TEST_SESSION_SECRET,
    logLevel: 'silent',
    environment: 'test',
    // Every test app signs in from one address; the limits' own tests set theirs.
    signInLimits: { addressAttempts: 1_000_000, emailFailures: 1000, signupsPerAddress: 1_000_000 },
    trustProxy: 0,
    jobWorkers: true,
    advertPrice: { unitSize: 1000, costPerUnit: 500, currency: 'usd' },
    developerListEmails: emailList(DEFAULT_DEVELOPER_LIST_EMAILS),
    ...overrides,
  };
}

/**
 * Builds the app on a copy of this run's database template (in-memory PGlite, or a throwaway database on the
 * PostgreSQL named by DATABASE_URL): the demo world, unless `seed: 'none'` (a migrated empty database).
 */
async function createTestApp(
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

/** Signs in with email and password through the local provider and the token exchange, as the console does. */
async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const identity = await callOperation(app, 'identityLogin', { body: { email, password } }, 200);
  const exchange = await callOperation(
    app,
    'auth0Login',
    { body: { auth0token: identity.json.id_token } },
    200,
  );
  const user = exchange.json as Record<string, unknown> & { id: string; token: string };
  return {
    id: user.id,
    token: user.token,
    headers: { 'x-account': user.id, 'x-token': user.token, 'x-product': 'multiverse' },
    user,
  };
}

/** Creates a new email/password account and signs it in. */
async function signupAndLogin(app: FastifyInstance, email?: string): Promise<Session> {
  const address = email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  await callOperation(app, 'identitySignup', { body: { email: address, password: 'a-long-password' } }, 200);
  return login(app, address, 'a-long-password');
}

const responseAjv = new Ajv({
  allErrors: true,
  strict: true,
  unicodeRegExp: true,
  keywords: CONTRACT_KEYWORDS,
});
addFormats(responseAjv);
const validators = new Map<string, ValidateFunction>();

/**
 * Asserts the status and, for JSON replies, that the body matches the operation's response schema
 * for that status; for error statuses, that the reply is plain text.
 */
function expectMatchesSchema(response: LightMyRequestResponse, operationId: string, status: number): void {
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
