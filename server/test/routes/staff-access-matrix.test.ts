/**
 * The access matrix of the operations that need a permission (staff-and-agents.md §6): one row per operation
 * that declares `x-permission` in the contract, with the permission it needs, and from each row the same
 * checks — no session (401), a plain member (403), a user holding another ordinary permission and the
 * admin-area permission needed but not administrator (403), an administrator holding every other admin
 * permission but not this one (403), and the least user that may call it and a superuser (neither 401 nor
 * 403). A refusal is "Invalid Permission" unless the operation's row in `REFUSALS` says other words (those
 * the console or the specification expects). The tables are the reviewed rule set: they fail when the
 * contract's declarations drift from them or an operation is added without a row. The operations on one user's
 * account (`x-target-user`, listed in `ON_ACCOUNT`) are also checked against a superuser's account: an
 * administrator holding every admin permission is refused, a superuser is not; those that change an account's
 * balance, inventory or permissions (`x-not-own-account`, listed in `NOT_OWN_ACCOUNT`) refuse the caller's own
 * account, a superuser's included. The few operations under /v2/admin/ open to any signed-in user (`x-signed-in`,
 * listed in `SIGNED_IN`) answer 401 without a session and pass a plain member.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, isAdminAreaPermission, type Permission } from '../../authz/permissions.ts';
import { contractOperations, type ContractOperation } from '../../lib/contract.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries.ts';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { METAVERSE_TEXTS } from '../../routes/metaverses/texts.ts';
import { apiTest, type OperationId } from '../api-test.ts';
import { MATRIX, SIGNED_IN } from './staff-access-matrix-rows.ts';
import type { Session } from '../helpers.ts';

/**
 * The operations on one user's account (`x-target-user`), each with a valid body where it takes one: the
 * guard's account check runs after validation. The last one deletes the account.
 */
const ON_ACCOUNT: Record<string, object | undefined> = {
  updateAdminUserProperty: { property: 'nickname', value: 'Top' },
  setAdminUserPermissions: { permissions: ['superuser'] },
  unlinkAdminUser: undefined,
  getAdminUserPaymentCustomer: undefined,
  getAdminUserInventory: undefined,
  addAdminUserCurrency: { amount: 100 },
  listAdminUserInventoryTransactions: undefined,
  listAdminUserInfiniverseTransactions: undefined,
  listAdminUserEscrows: undefined,
  listAdminUserUnconsumedIaps: undefined,
  getAdminUserAccessToken: undefined,
  listAdminUserDomains: undefined,
  listAdminUserFiles: undefined,
  listAdminUserSlots: undefined,
  listAdminUserStores: undefined,
  deleteAdminUser: undefined,
};

/** The operations that change an account's balance, inventory or permissions: never on one's own account. */
const NOT_OWN_ACCOUNT = ['addAdminUserCurrency', 'setAdminUserPermissions'];

/** The operations refused in other words than "Invalid Permission" (`x-permission-refusal`). */
const REFUSALS: { [K in OperationId]?: string } = {
  // The words a user without the right was refused with before the contract declared it.
  createDomain: METAVERSE_TEXTS.cannotCreate,
  // The domain stats page shows these words (tests/e2e/domain-stats.spec.ts).
  getDomainStats: COMMON_TEXTS.developersOnly,
  // The stream page recognises these words and shows "Streaming Is Not Enabled For This Account".
  getStreamPublishConfig: COMMON_TEXTS.streamPermissionMissing,
};

const listOf = (needed: Permission | readonly Permission[]): readonly Permission[] =>
  typeof needed === 'string' ? [needed] : needed;

/** Path parameters that name nothing: the guard decides before any record is looked up. */
const PARAMS: Record<string, string> = { collection: 'users', id: 'no-such-record' };

const staffOperations = (): ContractOperation[] =>
  contractOperations().filter((op) => op.authorization.mode === 'permission');

/** The operation's path parameters, each naming nothing (or the users collection). */
function paramsOf(op: ContractOperation): Record<string, string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return Object.fromEntries(names.map((name) => [name, PARAMS[name] ?? 'no-such-record']));
}

/** Every admin-area permission of the catalogue except `left`, with administrator. */
function administratorWithout(left: readonly Permission[]): Permission[] {
  const others = PERMISSIONS.map((p) => p.name as Permission).filter(
    (name) => isAdminAreaPermission(name) && !left.includes(name),
  );
  return ['administrator', ...others];
}

const api = apiTest({ roles: ['superuser', 'member'] });
/** A fresh account whose permissions each check sets through the staff API. */
let subject: Session;

beforeAll(async () => {
  subject = await api.signup();
});

/** Sets the permissions of `to`; the subject signs in again, since taking a permission away ends its sessions. */
async function grant(permissions: readonly Permission[], to: Session = subject): Promise<void> {
  await api.op(
    'setAdminUserPermissions',
    { path: { id: to.id }, body: { permissions: [...permissions] }, as: 'superuser' },
    200,
  );
  if (to === subject) subject = await api.login(String(subject.user.email), 'a-long-password');
}

/**
 * Calls the operation without query or body, its path naming nothing; the reply is checked against the
 * contract whatever its status. The ids come from the contract itself.
 */
function send(session: Session | null, op: ContractOperation) {
  return api.op(op.operationId as OperationId, { invalidPath: paramsOf(op), as: session });
}

async function expectRefused(session: Session | null, op: ContractOperation, status: 401 | 403) {
  const reply = await send(session, op);
  expect(reply.status, `${op.operationId}: ${reply.text}`).toBe(status);
  if (status === 403)
    expect(reply.text).toBe(REFUSALS[op.operationId as OperationId] ?? MESSAGES.invalidPermission);
}

async function expectAllowed(session: Session, op: ContractOperation) {
  const reply = await send(session, op);
  expect([401, 403], `${op.operationId} answered ${reply.status}: ${reply.text}`).not.toContain(reply.status);
}

describe('completeness of the staff matrix', () => {
  it('has one row per operation declaring x-permission, with the permission the contract declares', () => {
    const declared = Object.fromEntries(
      staffOperations().map((op) => [
        op.operationId,
        op.authorization.mode === 'permission' ? op.authorization.permissions : [],
      ]),
    );
    expect(Object.keys(declared).sort()).toEqual(Object.keys(MATRIX).sort());
    for (const [id, needed] of Object.entries(MATRIX)) expect(declared[id], id).toEqual(listOf(needed));
  });

  it('names every refusal the contract words otherwise', () => {
    const declared = Object.fromEntries(
      staffOperations().flatMap((op) =>
        op.authorization.mode === 'permission' && op.authorization.refusal !== undefined
          ? [[op.operationId, op.authorization.refusal]]
          : [],
      ),
    );
    expect(declared).toEqual(REFUSALS);
  });
});

describe('staff operations', () => {
  it('answer 401 without a session and "Invalid Permission" (or their own words) to a plain member', async () => {
    for (const op of staffOperations()) {
      await expectRefused(null, op, 401);
      await expectRefused(api.as.member, op, 403);
    }
  });

  it('are open to a superuser', async () => {
    for (const op of staffOperations()) await expectAllowed(api.as.superuser, op);
  });

  // One check per permission, so the subject's permissions are set once for all operations needing it.
  const byPermission = new Map<string, string[]>();
  for (const [id, needed] of Object.entries(MATRIX)) {
    const key = listOf(needed).join(' or ');
    byPermission.set(key, [...(byPermission.get(key) ?? []), id]);
  }

  for (const [key, ids] of byPermission) {
    const needed = key.split(' or ') as Permission[];
    const ops = () => staffOperations().filter((op) => ids.includes(op.operationId));

    it(`needing ${key}: refuse another ordinary permission without administrator, and an administrator without it`, async () => {
      const ordinary = needed.includes('developer') ? 'tester' : 'developer';
      await grant([ordinary, ...needed.filter(isAdminAreaPermission)]);
      for (const op of ops()) await expectRefused(subject, op, 403);
      if (!needed.includes('administrator')) {
        await grant(administratorWithout(needed));
        for (const op of ops()) await expectRefused(subject, op, 403);
      }
    });

    it(`needing ${key}: open to a user holding just that`, async () => {
      for (const permission of needed) {
        await grant(isAdminAreaPermission(permission) ? ['administrator', permission] : [permission]);
        for (const op of ops()) await expectAllowed(subject, op);
      }
    });
  }
});

describe('staff paths open to any signed-in user', () => {
  const openOperations = () =>
    contractOperations().filter(
      (op) => op.path.startsWith('/v2/admin/') && op.authorization.mode === 'signed-in',
    );

  it('lists every /v2/admin/ operation declaring x-signed-in, none of them a write', () => {
    expect(
      openOperations()
        .map((op) => op.operationId)
        .sort(),
    ).toEqual([...SIGNED_IN].sort());
    for (const op of openOperations()) expect(op.method, op.operationId).toBe('GET');
  });

  it('answer 401 without a session and pass a plain member', async () => {
    for (const op of openOperations()) {
      await expectRefused(null, op, 401);
      await expectAllowed(api.as.member, op);
    }
  });
});

describe("operations on a superuser's account", () => {
  const onAccount = () =>
    Object.keys(ON_ACCOUNT).map((id) => {
      const op = staffOperations().find((candidate) => candidate.operationId === id);
      if (!op) throw new Error(`${id} is not a staff operation`);
      return op;
    });
  const sendTo = (session: Session, op: ContractOperation, targetId: string) =>
    api.op(op.operationId as OperationId, {
      invalidPath: Object.fromEntries(
        [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, name === 'id' ? targetId : 'x']),
      ),
      ...(ON_ACCOUNT[op.operationId] && { invalidBody: ON_ACCOUNT[op.operationId] }),
      as: session,
    });

  it('lists every operation declaring x-target-user', () => {
    const declared = staffOperations()
      .filter((op) => op.authorization.mode === 'permission' && op.authorization.targetUser !== undefined)
      .map((op) => op.operationId);
    expect(declared.sort()).toEqual(Object.keys(ON_ACCOUNT).sort());
  });

  it('refuse an administrator holding every admin permission, and pass a superuser', async () => {
    const top = await api.signup();
    await grant(['superuser'], top);
    await grant(administratorWithout([]));
    for (const op of onAccount()) {
      const refused = await sendTo(subject, op, top.id);
      expect(refused.status, `${op.operationId}: ${refused.text}`).toBe(403);
      expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    }
    for (const op of onAccount()) await expectAllowedOn(api.as.superuser, op, top.id);
  });

  it('list every operation declaring x-not-own-account', () => {
    const declared = staffOperations()
      .filter((op) => op.authorization.mode === 'permission' && op.authorization.notOwnAccount === true)
      .map((op) => op.operationId);
    expect(declared.sort()).toEqual([...NOT_OWN_ACCOUNT].sort());
  });

  it("refuse a superuser on their own account and pass them on another's", async () => {
    const other = await api.signup();
    for (const op of onAccount().filter((o) => NOT_OWN_ACCOUNT.includes(o.operationId))) {
      const refused = await sendTo(api.as.superuser, op, api.as.superuser.id);
      expect(refused.status, `${op.operationId}: ${refused.text}`).toBe(403);
      expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.ownAccount);
      await expectAllowedOn(api.as.superuser, op, other.id);
    }
  });

  async function expectAllowedOn(session: Session, op: ContractOperation, targetId: string) {
    const response = await sendTo(session, op, targetId);
    expect([401, 403], `${op.operationId} answered ${response.status}: ${response.text}`).not.toContain(
      response.status,
    );
  }
});
