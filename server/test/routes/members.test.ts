/** Members, roles and invites of a metaverse (owner-console.md §2.9, §5, §6) with the plan rules. */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo.ts';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member'] });
let stranger: Session;
const hostId = demoUserId('host@demo.test');
const memberId = demoUserId('member@demo.test');

beforeAll(async () => {
  stranger = await api.signup();
});

describe('members list and summary', () => {
  it('lists members for managers only', async () => {
    const path = { domain: 'demo-business' };
    const list = await api.op('listMembers', { path, as: 'manager' }, 200);
    expect(list.json.length).toBe(4);
    await api.op('listMembers', { path, as: 'member' }, 403);
    await api.op('listMembers', { path, as: stranger }, 403);
    await api.op('listMembers', { path }, 401);
    await api.op('listMembers', { path: { domain: 'nope' }, as: 'owner' }, 404);
  });

  it('summarises for members', async () => {
    const path = { domain: 'demo-business' };
    const summary = await api.op('getMemberSummary', { path, as: 'member' }, 200);
    expect(summary.json).toMatchObject({ count: 4, canAdd: false });
    expect((await api.op('getMemberSummary', { path, as: 'owner' })).json).toMatchObject({ canAdd: true });
    await api.op('getMemberSummary', { path, as: stranger }, 403);
  });
});

describe('roles', () => {
  const set = (
    as: 'owner' | 'manager' | 'member',
    domain: string,
    userId: string,
    permissions: ('manage_domain' | 'host')[],
    status: number,
  ) => api.op('setMemberPermissions', { path: { domain, userId }, body: { permissions }, as }, status);

  it('needs a plan that can manage roles', async () => {
    const response = await set('owner', 'demo-free', hostId, ['manage_domain'], 403);
    expect(response.text).toBe(T.rolesNeedPlan);
  });

  it('lets a manager make the host a manager, but not touch the owner or their own Manager role', async () => {
    const ok = await set('manager', 'demo-premium', hostId, ['manage_domain', 'host'], 200);
    expect(ok.json).toMatchObject({ member: { permissions: ['manage_domain', 'host'] } });
    const ownerEdit = await set('manager', 'demo-premium', api.as.owner.id, [], 403);
    expect(ownerEdit.text).toBe(T.ownerRoles);
    const self = await set('manager', 'demo-premium', api.as.manager.id, ['host'], 403);
    expect(self.text).toBe(T.ownManagerRole);
    await set('member', 'demo-premium', hostId, [], 403);
    await api.op(
      'setMemberPermissions',
      {
        path: { domain: 'demo-premium', userId: hostId },
        invalidBody: { permissions: ['king'] },
        as: 'manager',
      },
      400,
    );
    await set('manager', 'demo-premium', stranger.id, [], 404);
  });
});

describe('removing', () => {
  it('removes and blocks a member, never the owner', async () => {
    const path = (userId: string) => ({ domain: 'demo-trial', userId });
    expect((await api.op('removeMember', { path: path(api.as.owner.id), as: 'manager' })).text).toBe(
      T.ownerCannotBeRemoved,
    );
    await api.op('removeMember', { path: path(hostId), as: 'member' }, 403);
    await api.op(
      'removeMember',
      { path: path(memberId), invalidQuery: { block: 'maybe' }, as: 'manager' },
      400,
    );
    await api.op('removeMember', { path: path(memberId), query: { block: true }, as: 'manager' }, 200);
    const blocks = await api.app.db.query('SELECT 1 FROM domain_blocks WHERE user_id = $1', [memberId]);
    expect(blocks.rows).toHaveLength(1);
    await api.op('removeMember', { path: path(memberId), as: 'manager' }, 404);
  });
});

describe('invites', () => {
  it('creates, reads and deletes a shared link on paid plans', async () => {
    const premium = { domain: 'demo-premium' };
    const free = await api.op('createSharedInvite', { path: { domain: 'demo-free' }, as: 'manager' }, 403);
    expect(free.text).toBe(T.linkInvitesNeedPlan);
    const created = await api.op('createSharedInvite', { path: premium, as: 'manager' }, 200);
    const link = created.json.link;
    expect(link).toMatch(/\/acceptinvite\?domain=demo-premium&secret=[0-9a-f]{32}$/);
    const again = await api.op('createSharedInvite', { path: premium, as: 'owner' });
    expect(again.json.link).not.toBe(link);
    expect((await api.op('getSharedInvite', { path: premium, as: 'owner' })).json).toEqual(again.json);
    await api.op('getSharedInvite', { path: premium, as: 'member' }, 403);
    await api.op('deleteSharedInvite', { path: premium, as: 'owner' }, 200);
    expect((await api.op('getSharedInvite', { path: premium, as: 'owner' })).json).toEqual({});
  });

  it('sends email invites through the mail provider on business plans', async () => {
    const invite = (as: 'manager' | 'member', domain: string, emails: string[], status: number) =>
      api.op('sendEmailInvites', { path: { domain }, body: { emails }, as }, status);
    const premium = await invite('manager', 'demo-premium', ['a@example.test'], 403);
    expect(premium.text).toBe(T.emailInvitesNeedPlan);
    await invite('manager', 'demo-business', ['nope'], 400);
    await invite('manager', 'demo-business', [], 400);
    await invite('member', 'demo-business', ['a@example.test'], 403);
    const sent = await invite('manager', 'demo-business', ['a@example.test', 'B@example.test'], 200);
    expect(sent.json).toEqual({ sent: 2 });
    const { rows } = await api.app.db.query<{ to_address: string; body: string }>(
      'SELECT to_address, body FROM mail_outbox ORDER BY to_address',
    );
    expect(rows.map((row) => row.to_address)).toEqual(['a@example.test', 'b@example.test']);
    expect(rows[0].body).toMatch(/acceptinvite\?domain=demo-business&secret=/);
  });

  it('stops at the member limit', async () => {
    const path = { domain: 'demo-business' };
    const emails = Array.from({ length: 50 }, (_, i) => `x${i}@example.test`);
    await api.op('sendEmailInvites', { path, body: { emails }, as: 'owner' }, 200);
    const over = await api.op(
      'sendEmailInvites',
      { path, body: { emails: emails.map((e) => `y${e}`) }, as: 'owner' },
      403,
    );
    expect(over.text).toBe(T.memberLimit(100));
  });
});
