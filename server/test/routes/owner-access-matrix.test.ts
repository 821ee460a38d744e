/**
 * The access matrix of the owner console's metaverse operations (owner-console.md §6): one row per
 * operation that acts on one metaverse (named in the path, or in the body for the billing calls), and from
 * each row the same checks — no session, a stranger, the owner of another metaverse, the roles below the one
 * the row needs, an unknown metaverse or key, bad input, and success for the role it needs. Non-members are
 * refused with 403 everywhere (the metaverse's existence is not secret to signed-in users: unknown ones are
 * 404). Plan rules and the operations of one's own account are in owner-access-matrix-account*.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../lib/contract.ts';
import type { BoundCall } from '../api-test.ts';
import type { Session } from '../helpers.ts';
import { ACCOUNT_OPERATIONS, EXCLUDED } from './owner-access-matrix-coverage.ts';
import { METAVERSE_ROWS } from './owner-access-matrix-rows-metaverse.ts';
import { TARGET_ROWS } from './owner-access-matrix-rows-targets.ts';
import { api, DEFAULT, rivalUri, stranger, type Role, type Target } from './owner-access-matrix-setup.ts';

const MATRIX = [...METAVERSE_ROWS, ...TARGET_ROWS];

// ---- the checks generated from each row ----

const actor = (role: Role): Session => api.as[role];
/** Sessions below the role a row needs, each refused with 403. */
const below = (role: Role): [string, () => Session][] => [
  ...(role !== 'member'
    ? ([
        ['a plain member', () => api.as.member],
        ['a host', () => api.as.host],
      ] as [string, () => Session][])
    : []),
  ...(role === 'owner' ? ([['a manager', () => api.as.manager]] as [string, () => Session][]) : []),
];

describe.each(MATRIX.map((row) => [`${row.op} (${row.role})`, row] as const))('%s', (_name, row) => {
  let target: Target = DEFAULT;
  beforeAll(async () => {
    if (row.prepare) target = await row.prepare();
  });

  it('refuses a caller without a session with 401', async () => {
    await row.call(target)(null, 401);
  });

  /** Refuses with 403, in the row's words when it names them. */
  const refused = async (call: BoundCall, session: Session) => {
    const reply = (await call(session, 403)) as { text: string };
    if (row.refusal !== undefined) expect(reply.text).toBe(row.refusal);
  };

  it('refuses a signed-in stranger with 403', async () => {
    await refused(row.call(target), stranger);
  });

  it('refuses the owner of another metaverse with 403, and this owner on theirs', async () => {
    await refused(row.call(target), api.as.developer);
    await refused(row.call({ ...target, uri: rivalUri }), api.as.owner);
  });

  it.each(below(row.role))('refuses %s with 403', async (_who, session) => {
    await refused(row.call(target), session());
  });

  it('answers 404 for an unknown metaverse or key', async () => {
    await row.call({ ...target, uri: 'no-such-world' })(actor(row.role), 404);
    if (row.missing) await row.missing(target)(actor(row.role), 404);
  });

  it('refuses bad input with 400 and a message', async () => {
    const calls = row.bad(target);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) await call(actor(row.role), 400);
  });

  it(`succeeds for ${row.role === 'member' ? 'a member' : `the ${row.role}`}`, async () => {
    await row.call(target)(actor(row.role), 200);
  });
});

// ---- completeness: every owner-console operation is in a table or excluded on purpose ----

describe('completeness of the matrix', () => {
  it('lists every signed-in owner-console operation of the contract in a table or the exclusions', () => {
    const inTables = new Set([...MATRIX.map((row) => row.op), ...ACCOUNT_OPERATIONS]);
    const consoleOps = contractOperations().filter((op) => op.secured && !op.path.startsWith('/v2/admin/'));
    const missing = consoleOps
      .map((op) => op.operationId)
      .filter((id) => !inTables.has(id) && !EXCLUDED.includes(id));
    expect(missing).toEqual([]);
    const known = new Set(consoleOps.map((op) => op.operationId));
    expect([...inTables, ...EXCLUDED].filter((id) => !known.has(id))).toEqual([]);
  });

  it('gives every domain-scoped operation (a {domain} path) a row', () => {
    const scoped = contractOperations().filter(
      (op) => op.secured && op.path.startsWith('/v2/domains/{domain}'),
    );
    const rows = new Set<string>(MATRIX.map((row) => row.op));
    expect(
      scoped.map((op) => op.operationId).filter((id) => !rows.has(id) && !EXCLUDED.includes(id)),
    ).toEqual([]);
  });
});
