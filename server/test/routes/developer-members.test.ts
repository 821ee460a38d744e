/**
 * The hidden developer members list: only the developer-team accounts (DEVELOPER_LIST_EMAILS) read it, and only
 * for a metaverse they manage; everyone else is refused, whatever their role.
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { DEVELOPER_MEMBERS_TEXTS as T } from '../../routes/developer-members/texts.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['devteam1', 'devteam4', 'developer', 'owner'] });
const path = { domain: 'demo-developer' };

describe('the developer members list', () => {
  it("lists the members of the metaverse with their accounts' ids and permissions for the developer team", async () => {
    for (const as of ['devteam1', 'devteam4'] as const) {
      const reply = await api.op('listDeveloperMembers', { path, as }, 200);
      const team = reply.json.members.find((member) => member.id === demoUserId('devteam1@demo.test'));
      expect(team).toEqual({
        id: demoUserId('devteam1@demo.test'),
        nickname: 'Demo Dev Team 1',
        auth0userid: expect.any(String),
        permissions: ['developer'],
        domainpermissions: ['manage_domain'],
      });
      const owner = reply.json.members.find((member) => member.id === demoUserId('developer@demo.test'));
      expect(owner?.permissions).toContain('developer');
      expect(reply.json.members).toHaveLength(5);
    }
  });

  it('is announced in the session context to the team only, so no one else asks for it', async () => {
    for (const as of ['devteam1', 'devteam4'] as const)
      expect((await api.op('getSessionContext', { as }, 200)).json.developerList).toBe(true);
    for (const as of ['developer', 'owner'] as const)
      expect((await api.op('getSessionContext', { as }, 200)).json.developerList).toBe(false);
  });

  it('refuses anyone off the team, even the metaverse owner', async () => {
    const reply = await api.op('listDeveloperMembers', { path, as: 'developer' }, 403);
    expect(reply.text).toBe(T.notOnTheTeam);
    await api.op('listDeveloperMembers', { path: { domain: 'demo-business' }, as: 'owner' }, 403);
  });

  it("refuses the team in a metaverse they do not manage, someone else's", async () => {
    await api.op('listDeveloperMembers', { path: { domain: 'demo-business' }, as: 'devteam1' }, 403);
  });

  it('needs a session, a well-formed metaverse key and a metaverse that exists', async () => {
    await api.op('listDeveloperMembers', { path, as: null }, 401);
    await api.op('listDeveloperMembers', { invalidPath: { domain: 'x'.repeat(201) }, as: 'devteam1' }, 400);
    await api.op('listDeveloperMembers', { path: { domain: 'no-such-metaverse-here' }, as: 'devteam1' }, 404);
  });
});

describe('with an empty developer list', () => {
  const none = apiTest({ roles: ['devteam1'], config: { developerListEmails: [] } });
  it('refuses everyone', async () => {
    await none.op('listDeveloperMembers', { path, as: 'devteam1' }, 403);
    expect((await none.op('getSessionContext', { as: 'devteam1' }, 200)).json.developerList).toBe(false);
  });
});
