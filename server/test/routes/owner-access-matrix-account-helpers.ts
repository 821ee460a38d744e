/**
 * The table machinery of the account access matrix (owner-access-matrix-account*.test.ts): a row per
 * operation on one's own account, and from each row the same checks — no session (401), someone else's object
 * (the status the server answers for it), bad input (400) and success for the caller.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractOperation } from '../../lib/contract.ts';
import { apiTest, bindCall, type BoundCall, type OpCall, type OperationId } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';

/**
 * Who succeeds: a fresh account shared by the rows (default), the demo owner where the operation needs an
 * owner, or an account of the row's own where success ends its sessions.
 */
type Actor = 'me' | 'owner' | 'own';

interface RowSpec<K extends OperationId> {
  as?: Actor;
  /** The success status when it is not 200. */
  status?: 204;
  /** The call for the caller and a key prepared for it (a checkout, a drive, a file…). */
  call: (key: string) => OpCall<K>;
  prepare?: () => Promise<string>;
  /** Another signed-in user calling with this key, and the status the server answers (403 or 404). */
  other?: 403 | 404;
  bad?: ((key: string) => OpCall<K>)[];
}

/** A row with its calls bound to its operation. */
export interface Row {
  op: OperationId;
  as?: Actor;
  status: number;
  prepare?: () => Promise<string>;
  other?: 403 | 404;
  call: (key: string) => BoundCall;
  /** The call with an unknown body field (when it has a JSON body), then the row's own bad inputs. */
  bad: (key: string) => BoundCall[];
  /** Whether the row has bad inputs of its own. */
  hasOwnBad: boolean;
}

export const image = (): { body: Buffer; headers: Record<string, string> } => ({
  body: pngOfSize(300, 1 + Math.floor(Math.random() * 200)),
  headers: { 'content-type': 'image/png' },
});
export const uniq = () => randomBytes(4).toString('hex');
export const lastSegment = (url: string) => url.split('/').at(-1)!;

/**
 * Registers the file's app (the demo owner and a member signed in) and two fresh accounts, and returns the
 * fixture: `me`, the account the rows act as, and `stranger`, another user, are filled in once the file's
 * `beforeAll` has run (rows read them when they call, not when they are written).
 */
export function accountMatrixTest() {
  const api = apiTest({ roles: ['owner', 'member'] });
  const me = {} as Session;
  const stranger = {} as Session;

  beforeAll(async () => {
    const [mine, theirs] = [await api.signup(), await api.signup()];
    Object.assign(me, mine);
    Object.assign(stranger, theirs);
  });

  /** A row of operation `op`: `row('getUser')({ … })` (the operation first, so its calls are typed from it). */
  const row =
    <K extends OperationId>(op: K) =>
    (spec: RowSpec<K>): Row => {
      const send = (call: OpCall<K>): BoundCall => bindCall(api, op, call);
      /** The call with an unknown body field, when it has a JSON body. */
      const withUnknownField = (call: OpCall<K>): OpCall<K>[] => {
        const body: unknown = call.body;
        return body && typeof body === 'object' && !Buffer.isBuffer(body)
          ? [{ ...call, invalidBody: { ...body, unexpected: 1 } }]
          : [];
      };
      return {
        op,
        as: spec.as,
        status: spec.status ?? 200,
        prepare: spec.prepare,
        other: spec.other,
        call: (key) => send(spec.call(key)),
        bad: (key) =>
          [...withUnknownField(spec.call(key)), ...(spec.bad ?? []).map((make) => make(key))].map(send),
        hasOwnBad: (spec.bad?.length ?? 0) > 0,
      };
    };

  /** The checks of every row: a describe block per operation. */
  const describeRows = (rows: Row[]) =>
    describe.each(rows.map((row) => [row.op, row] as const))('%s', (_op, row) => {
      let key = '';
      let own: Session | undefined;
      const actor = () => (row.as === 'owner' ? api.as.owner : row.as === 'own' ? own! : me);
      beforeAll(async () => {
        if (row.as === 'own') own = await api.signup();
        if (row.prepare) key = await row.prepare();
      });

      it('refuses a caller without a session with 401', async () => {
        await row.call(key)(null, 401);
      });

      if (row.other)
        it(`answers ${row.other} to another user`, async () => {
          await row.call(key)(row.as === 'owner' ? api.as.member : stranger, row.other!);
        });

      // Rows with neither a JSON body (per the contract) nor a bad query of their own have no input to get wrong.
      if (contractOperation(row.op).bodyKind === 'json' || row.hasOwnBad)
        it('refuses bad input with 400 and a message', async () => {
          const bads = row.bad(key);
          expect(bads.length).toBeGreaterThan(0);
          for (const bad of bads) await bad(actor(), 400);
        });

      it('succeeds for the caller', async () => {
        await row.call(key)(actor(), row.status);
      });
    });

  return { api, me, stranger, row, describeRows };
}
