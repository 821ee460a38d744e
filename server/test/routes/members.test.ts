/** Members, roles and invites of a metaverse (owner-console.md §2.9, §5, §6) with the plan rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo.ts';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let owner: Session;
let manager: Session;
let member: Session;
let stranger: Session;
const hostId = demoUserId('host@demo.test');
const memberId = demoUserId('member@demo.test');

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, member] = await Promise.all(
    ['owner', 'manager', 'member'].map((r) => login(t.app, `${r}@demo.test`)),
  );
  stranger = await signupAndLogin(t.app);
});
afterAll(() => t.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  asUser(t.app, session, { method, url, ...(payload && { payload }) });

describe('members list and summary', () => {
  it('lists members for managers only', async () => {
    const list = await call(manager, 'GET', '/v2/domains/demo-business/members');
    expectMatchesSchema(list, 'listMembers', 200);
    expect(list.json<unknown[]>().length).toBe(4);
    expectMatchesSchema(await call(member, 'GET', '/v2/domains/demo-business/members'), 'listMembers', 403);
    expectMatchesSchema(await call(stranger, 'GET', '/v2/domains/demo-business/members'), 'listMembers', 403);
    expectMatchesSchema(await call(null, 'GET', '/v2/domains/demo-business/members'), 'listMembers', 401);
    expectMatchesSchema(await call(owner, 'GET', '/v2/domains/nope/members'), 'listMembers', 404);
  });

  it('summarises for members', async () => {
    const summary = await call(member, 'GET', '/v2/domains/demo-business/membersummary');
    expectMatchesSchema(summary, 'getMemberSummary', 200);
    expect(summary.json()).toMatchObject({ count: 4, canAdd: false });
    expect((await call(owner, 'GET', '/v2/domains/demo-business/membersummary')).json()).toMatchObject({
      canAdd: true,
    });
    expectMatchesSchema(
      await call(stranger, 'GET', '/v2/domains/demo-business/membersummary'),
      'getMemberSummary',
      403,
    );
  });
});

describe('roles', () => {
  it('needs a plan that can manage roles', async () => {
    const response = await call(owner, 'POST', `/v2/domains/demo-free/members/${hostId}`, {
      permissions: ['manage_domain'],
    });
    expectMatchesSchema(response, 'setMemberPermissions', 403);
    expect(response.body).toBe(T.rolesNeedPlan);
  });

  it('lets a manager make the host a manager, but not touch the owner or their own Manager role', async () => {
    const ok = await call(manager, 'POST', `/v2/domains/demo-premium/members/${hostId}`, {
      permissions: ['manage_domain', 'host'],
    });
    expectMatchesSchema(ok, 'setMemberPermissions', 200);
    expect(ok.json()).toMatchObject({ member: { permissions: ['manage_domain', 'host'] } });
    const ownerEdit = await call(manager, 'POST', `/v2/domains/demo-premium/members/${owner.id}`, {
      permissions: [],
    });
    expect(ownerEdit.body).toBe(T.ownerRoles);
    const self = await call(manager, 'POST', `/v2/domains/demo-premium/members/${manager.id}`, {
      permissions: ['host'],
    });
    expectMatchesSchema(self, 'setMemberPermissions', 403);
    expect(self.body).toBe(T.ownManagerRole);
    expectMatchesSchema(
      await call(member, 'POST', `/v2/domains/demo-premium/members/${hostId}`, { permissions: [] }),
      'setMemberPermissions',
      403,
    );
    expectMatchesSchema(
      await call(manager, 'POST', `/v2/domains/demo-premium/members/${hostId}`, { permissions: ['king'] }),
      'setMemberPermissions',
      400,
    );
    expectMatchesSchema(
      await call(manager, 'POST', `/v2/domains/demo-premium/members/${stranger.id}`, { permissions: [] }),
      'setMemberPermissions',
      404,
    );
  });
});

describe('removing', () => {
  it('removes and blocks a member, never the owner', async () => {
    expect((await call(manager, 'DELETE', `/v2/domains/demo-trial/members/${owner.id}`)).body).toBe(
      T.ownerCannotBeRemoved,
    );
    expectMatchesSchema(
      await call(member, 'DELETE', `/v2/domains/demo-trial/members/${hostId}`),
      'removeMember',
      403,
    );
    expectMatchesSchema(
      await call(manager, 'DELETE', `/v2/domains/demo-trial/members/${memberId}?block=maybe`),
      'removeMember',
      400,
    );
    const removed = await call(manager, 'DELETE', `/v2/domains/demo-trial/members/${memberId}?block=true`);
    expectMatchesSchema(removed, 'removeMember', 200);
    const blocks = await t.app.db.query('SELECT 1 FROM domain_blocks WHERE user_id = $1', [memberId]);
    expect(blocks.rows).toHaveLength(1);
    expectMatchesSchema(
      await call(manager, 'DELETE', `/v2/domains/demo-trial/members/${memberId}`),
      'removeMember',
      404,
    );
  });
});

describe('invites', () => {
  it('creates, reads and deletes a shared link on paid plans', async () => {
    const free = await call(manager, 'POST', '/v2/domains/demo-free/invite/shared');
    expectMatchesSchema(free, 'createSharedInvite', 403);
    expect(free.body).toBe(T.linkInvitesNeedPlan);
    const created = await call(manager, 'POST', '/v2/domains/demo-premium/invite/shared');
    expectMatchesSchema(created, 'createSharedInvite', 200);
    const link = created.json<{ link: string }>().link;
    expect(link).toMatch(/\/acceptinvite\?domain=demo-premium&secret=[0-9a-f]{32}$/);
    const again = await call(owner, 'POST', '/v2/domains/demo-premium/invite/shared');
    expect(again.json<{ link: string }>().link).not.toBe(link);
    expect((await call(owner, 'GET', '/v2/domains/demo-premium/invite/shared')).json()).toEqual(again.json());
    expectMatchesSchema(
      await call(member, 'GET', '/v2/domains/demo-premium/invite/shared'),
      'getSharedInvite',
      403,
    );
    expectMatchesSchema(
      await call(owner, 'DELETE', '/v2/domains/demo-premium/invite/shared'),
      'deleteSharedInvite',
      200,
    );
    expect((await call(owner, 'GET', '/v2/domains/demo-premium/invite/shared')).json()).toEqual({});
  });

  it('sends email invites through the mail provider on business plans', async () => {
    const premium = await call(manager, 'POST', '/v2/domains/demo-premium/invite/singleuse', {
      emails: ['a@example.test'],
    });
    expectMatchesSchema(premium, 'sendEmailInvites', 403);
    expect(premium.body).toBe(T.emailInvitesNeedPlan);
    const bad = await call(manager, 'POST', '/v2/domains/demo-business/invite/singleuse', {
      emails: ['nope'],
    });
    expectMatchesSchema(bad, 'sendEmailInvites', 400);
    expectMatchesSchema(
      await call(manager, 'POST', '/v2/domains/demo-business/invite/singleuse', { emails: [] }),
      'sendEmailInvites',
      400,
    );
    expectMatchesSchema(
      await call(member, 'POST', '/v2/domains/demo-business/invite/singleuse', {
        emails: ['a@example.test'],
      }),
      'sendEmailInvites',
      403,
    );
    const sent = await call(manager, 'POST', '/v2/domains/demo-business/invite/singleuse', {
      emails: ['a@example.test', 'B@example.test'],
    });
    expectMatchesSchema(sent, 'sendEmailInvites', 200);
    expect(sent.json()).toEqual({ sent: 2 });
    const { rows } = await t.app.db.query<{ to_address: string; body: string }>(
      'SELECT to_address, body FROM mail_outbox ORDER BY to_address',
    );
    expect(rows.map((row) => row.to_address)).toEqual(['a@example.test', 'b@example.test']);
    expect(rows[0].body).toMatch(/acceptinvite\?domain=demo-business&secret=/);
  });

  it('stops at the member limit', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `x${i}@example.test`);
    expect(
      (await call(owner, 'POST', '/v2/domains/demo-business/invite/singleuse', { emails })).statusCode,
    ).toBe(200);
    const over = await call(owner, 'POST', '/v2/domains/demo-business/invite/singleuse', {
      emails: emails.map((e) => `y${e}`),
    });
    expectMatchesSchema(over, 'sendEmailInvites', 403);
    expect(over.body).toBe(T.memberLimit(100));
  });
});
