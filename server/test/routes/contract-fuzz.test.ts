/**
 * The contract fuzz stage: every operation of the contract gets generated valid and invalid requests (see
 * `server/test/fuzz/`), sent as nobody, a member and an administrator, and every reply must keep the contract:
 * no 5xx; a status the operation declares; a 2xx JSON reply that matches its schema, an error as plain text;
 * and a request the generator broke refused with 400 (or refused earlier, for want of a session or a
 * permission). Seeded: FUZZ_SEED overrides the seed, FUZZ_RUNS the number of requests of each kind per
 * operation and caller; a failure prints the operation, the caller, the request and the seed.
 *
 * Operations that change things act on records the fuzzer made (an account and a metaverse of its own), and
 * deletions run last, so the demo world stays whole for the reads.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { contractOperations, type ContractOperation } from '../../lib/contract.ts';
import { validatorOf } from '../fuzz/arbitraries.ts';
import {
  declaredStatuses,
  invalidRequest,
  toInject,
  validRequest,
  type FuzzRequest,
  type PathValues,
} from '../fuzz/requests.ts';
import { apiTest } from '../api-test.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const CALLERS = ['nobody', 'member', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

// The owner makes the metaverse the fuzzer changes; it is no caller of its own.
const api = apiTest({ roles: ['member', 'admin', 'owner'] });

/** Path values for reads (demo records) and for changes (the fuzzer's own records). */
const reads: Record<string, string[]> = {};
const changes: Record<string, string[]> = {};

/** Replies by status, printed at the end: how deep the generated requests reached. */
const statuses = new Map<number, number>();
afterAll(() => {
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  console.log(`contract fuzz (seed ${SEED}): ${total} requests; replies ${counts.join(', ')}`);
});

/** A stable number of a text, so each operation and caller has its own seed derived from the run's. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Deletions last, so the records they remove are there for every other operation first. */
const operations = [...contractOperations()].sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);

describe('contract fuzz', () => {
  it('makes the records it changes', async () => {
    const fuzzer = await api.signup('fuzzer@example.test');
    const created = await api.op('createDomain', { body: { name: 'Fuzz Place' }, as: 'owner' }, 200);
    const domain = created.json as { id: string; uri: string };
    const business = (await api.op('getDomain', { path: { domain: 'demo-business' }, as: 'member' }, 200))
      .json as { id: string };
    const ids = [api.as.member.id, api.as.admin.id, fuzzer.id, business.id, domain.id];
    Object.assign(reads, {
      domain: ['demo-business', 'demo-premium', domain.uri],
      id: ids,
      userId: [api.as.member.id, fuzzer.id],
      userid: [api.as.member.id],
      agent_id: ids,
    });
    Object.assign(changes, {
      domain: [domain.uri],
      id: [fuzzer.id, domain.id],
      userId: [fuzzer.id],
      userid: [api.as.member.id],
      // A URL the server may check without leaving this machine (it refuses loopback addresses).
      url: ['http://127.0.0.1:9/'],
    });
  });

  for (const op of operations) {
    it(`${op.method} ${op.path} (${op.operationId}) keeps the contract`, { timeout: 120_000 }, async () => {
      const known: PathValues = op.method === 'GET' ? reads : changes;
      const failures: string[] = [];
      for (const caller of CALLERS) {
        // A caller refused before validation (no session, no permission) gets one request of each kind.
        const refusedEarly =
          (caller === 'nobody' && op.secured) ||
          (caller === 'member' && op.authorization.mode === 'permission');
        const runs = refusedEarly ? 1 : RUNS;
        const seed = SEED ^ hashOf(`${op.operationId}:${caller}`);
        const requests: FuzzRequest[] = fc.sample(validRequest(op, known), { seed, numRuns: runs });
        const invalid = invalidRequest(op, known);
        if (invalid) requests.push(...fc.sample(invalid, { seed: seed + 1, numRuns: runs }));
        for (const request of requests) {
          const { status, problems } = await check(op, caller, request);
          for (const problem of problems) {
            failures.push(
              `${op.operationId} as ${caller}: ${problem}\n  request: ${JSON.stringify(request)}\n  reproduce: FUZZ_SEED=${SEED} npx vitest run server/test/routes/contract-fuzz.test.ts -t ${op.operationId}`,
            );
          }
          // A change that succeeded may have ended the caller's session (logging out, signing out everywhere).
          if (caller !== 'nobody' && op.method !== 'GET' && status < 300) await stillSignedIn(caller);
        }
      }
      expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
    });
  }
});

/** Signs a caller in again when an operation ended its session (logging out, signing out everywhere). */
async function stillSignedIn(caller: Exclude<Caller, 'nobody'>): Promise<void> {
  const probe = await api.op('getUser', { path: { id: api.as[caller].id }, as: caller });
  if (probe.status === 401) await api.signInAgain(caller);
}

/** Sends one request as the caller; its status, and what is wrong with the reply (empty when it keeps the contract). */
async function check(
  op: ContractOperation,
  caller: Caller,
  request: FuzzRequest,
): Promise<{ status: number; problems: string[] }> {
  const session = caller === 'nobody' ? null : api.as[caller];
  let response;
  try {
    response = await api.inject(session, toInject(op, request));
  } catch (error) {
    return { status: 0, problems: [`the request could not be made: ${String(error)}`] };
  }
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const problems: string[] = [];
  const said = `${status} ${response.body.slice(0, 200)}`;
  if (status >= 500) problems.push(`answered ${said}`);
  const declared = declaredStatuses(op);
  if (!declared.has(String(status)) && !declared.has('default'))
    problems.push(`answered an undeclared status: ${said}`);
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 400 && (!type.startsWith('text/plain') || response.body.length === 0))
    problems.push(`an error that is not a plain-text message: ${said} (${type})`);
  const schema = op.schema.response[String(status)];
  if (schema && status < 300) {
    if (!type.startsWith('application/json')) problems.push(`a ${status} reply that is not JSON (${type})`);
    else {
      const validate = validatorOf(schema);
      if (!validate(response.json()))
        problems.push(`a reply that does not match its schema: ${JSON.stringify(validate.errors)}`);
    }
  }
  if (request.broke) {
    const refusedEarly =
      (status === 401 && caller === 'nobody' && op.secured) ||
      (status === 403 && op.authorization.mode === 'permission');
    if (status !== 400 && !refusedEarly) problems.push(`accepted a request with ${request.broke}: ${said}`);
  }
  return { status, problems };
}
