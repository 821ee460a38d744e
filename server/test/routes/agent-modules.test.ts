/**
 * Module types and module packs (staff-and-agents.md §2.17, §3, §7): staff read and save module types and
 * their icons, audited; a user buys a pack, paid from the ledger in the same transaction as the modules are
 * granted, never below 0. Access by permission is also in the staff and owner access matrices.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'owner', 'member'] });

const lantern = {
  _id: 'lantern',
  display_name: 'Lantern',
  ai_prompt: 'The agent carries a lantern:',
  cost_mc: 15,
  max_usage: 1,
  triggers_faceprompt: false,
  modules: [
    { _id: 'lantern-1', value: 'Paper : A paper lantern' },
    { _id: 'lantern-2', value: 'Brass : A brass lantern' },
  ],
};

const auditRows = async (action: string, target: string) =>
  (
    await api.app.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = $1 AND target_id = $2`,
      [action, target],
    )
  ).rows;

describe('module types', () => {
  it('lists the module types and shows one', async () => {
    const list = (await api.op('listAgentModuleTypes', { as: 'superuser' }, 200)).json;
    expect(list.map((t) => t._id)).toEqual(expect.arrayContaining(['hobby', 'personality', 'speech']));
    const hobby = (await api.op('getAgentModuleType', { path: { id: 'hobby' }, as: 'superuser' }, 200)).json;
    expect(hobby).toMatchObject({ display_name: 'Hobby', cost_mc: 30, iconblob_url: '' });
    expect(hobby.modules[0]).toEqual({ _id: 'hobby-1', value: 'Astronomy : Knows the stars and planets' });
    expect((await api.op('getAgentModuleType', { path: { id: 'nope' }, as: 'superuser' }, 404)).text).toBe(
      'Module type not found',
    );
    await api.op('getAgentModuleType', { invalidPath: { id: 'a b' }, as: 'superuser' }, 400);
  });

  it('creates a module type with a new _id, then updates it, audited, and crafting uses it', async () => {
    const created = await api.op('saveAgentModuleType', { body: lantern, as: 'superuser' }, 200);
    expect(created.json).toMatchObject({ _id: 'lantern', cost_mc: 15, iconblob_url: '' });
    expect(await auditRows('agents.moduletype.create', 'lantern')).toHaveLength(1);

    const updated = await api.op(
      'saveAgentModuleType',
      {
        body: {
          ...lantern,
          cost_mc: 40,
          modules: [...lantern.modules, { _id: 'lantern-3', value: 'Glass : Glass' }],
        },
        as: 'superuser',
      },
      200,
    );
    expect(updated.json.cost_mc).toBe(40);
    const audits = await auditRows('agents.moduletype.update', 'lantern');
    expect(audits).toHaveLength(1);
    expect(audits[0].before).toMatchObject({ cost_mc: 15 });
    expect(audits[0].after).toMatchObject({ cost_mc: 40 });

    const owned = (await api.op('agentOwnedModules', { as: 'owner' }, 200)).json;
    expect(owned.find((t) => t._id === 'lantern')?.modules.map((m) => m.display_name)).toEqual([
      'Paper',
      'Brass',
      'Glass',
    ]);
    const crafted = await api.op('craftAgent', { body: { modules: ['lantern-3'] }, as: 'owner' }, 200);
    expect(crafted.json.cost_mc).toBe(500 + 40);
  });

  it('refuses a bad body in plain words, and module ids used twice or by another type', async () => {
    const refused = await api.op(
      'saveAgentModuleType',
      { invalidBody: { ...lantern, cost_mc: 1.5 }, as: 'superuser' },
      400,
    );
    expect(refused.text).toMatch(/Cost per module \(MC\)/);
    const line = await api.op(
      'saveAgentModuleType',
      {
        invalidBody: { ...lantern, modules: [{ _id: 'lantern-9', value: 'No prompt here' }] },
        as: 'superuser',
      },
      400,
    );
    expect(line.text).toMatch(/Display Name : AI Prompt/);
    await api.op('saveAgentModuleType', { invalidBody: { ...lantern, max_usage: -1 }, as: 'superuser' }, 400);
    expect(
      (
        await api.op(
          'saveAgentModuleType',
          { body: { ...lantern, modules: [lantern.modules[0], lantern.modules[0]] }, as: 'superuser' },
          400,
        )
      ).text,
    ).toBe('The module ID lantern-1 is used twice');
    expect(
      (
        await api.op(
          'saveAgentModuleType',
          { body: { ...lantern, modules: [{ _id: 'hobby-1', value: 'Copy : A copy' }] }, as: 'superuser' },
          400,
        )
      ).text,
    ).toBe('The module ID hobby-1 already belongs to the module type Hobby');
  });

  it('stores an icon for a module type, audited, and refuses what is not an image', async () => {
    const reply = await api.op(
      'uploadAgentModuleTypeIcon',
      {
        path: { id: 'hobby' },
        body: pngOfSize(300),
        headers: { 'content-type': 'image/png', 'x-shapevr-name': 'hobby.png' },
        as: 'superuser',
      },
      200,
    );
    expect(reply.json.iconblob_url).toMatch(/^\/v2\/public\/blobs\//);
    const icon = await api.inject(null, { method: 'GET', url: reply.json.iconblob_url });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await auditRows('agents.moduletype.icon', 'hobby')).toHaveLength(1);
    const owned = (await api.op('agentOwnedModules', { as: 'member' }, 200)).json;
    expect(owned.find((t) => t._id === 'hobby')?.iconblob_url).toBe(reply.json.iconblob_url);
    await api.op(
      'uploadAgentModuleTypeIcon',
      { path: { id: 'hobby' }, body: Buffer.from('not a picture'), as: 'superuser' },
      415,
    );
    await api.op(
      'uploadAgentModuleTypeIcon',
      {
        path: { id: 'nope' },
        body: pngOfSize(300),
        headers: { 'content-type': 'image/png' },
        as: 'superuser',
      },
      404,
    );
  });

  it('is refused without a session and without the agent permissions', async () => {
    await api.op('listAgentModuleTypes', {}, 401);
    await api.op('saveAgentModuleType', { body: lantern }, 401);
    for (const as of ['admin', 'member'] as const) {
      expect((await api.op('listAgentModuleTypes', { as }, 403)).text).toBe(MESSAGES.invalidPermission);
      await api.op('getAgentModuleType', { path: { id: 'hobby' }, as }, 403);
      await api.op('saveAgentModuleType', { body: lantern, as }, 403);
      await api.op(
        'uploadAgentModuleTypeIcon',
        { path: { id: 'hobby' }, body: pngOfSize(300), headers: { 'content-type': 'image/png' }, as },
        403,
      );
    }
  });
});

describe('module packs', () => {
  it('lists the packs on sale, smallest first', async () => {
    const packs = (await api.op('listAgentModulePacks', { as: 'member' }, 200)).json;
    expect(packs).toEqual([
      { count: 3, cost_mc: 60 },
      { count: 10, cost_mc: 180 },
      { count: 25, cost_mc: 400 },
    ]);
    await api.op('listAgentModulePacks', {}, 401);
  });

  it('charges the ledger and grants the modules in one go', async () => {
    const userId = api.as.owner.id;
    const before = await api.app.repos.agents.balance(userId);
    const heldBefore = [...(await api.app.repos.agents.heldModules(userId)).values()].reduce(
      (a, b) => a + b,
      0,
    );
    const reply = await api.op('purchaseAgentModulePack', { query: { modulecount: 3 }, as: 'owner' }, 200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json).toMatchObject({ count: 3, cost_mc: 60, currency: before - 60 });
    expect(reply.json.modules).toHaveLength(3);
    expect(await api.app.repos.agents.balance(userId)).toBe(before - 60);
    const held = await api.app.repos.agents.heldModules(userId);
    expect([...held.values()].reduce((a, b) => a + b, 0)).toBe(heldBefore + 3);
    const ledger = await api.app.db.query<{ added: string; doc: { module_pack: number } }>(
      `SELECT added, doc FROM inventory_transactions WHERE user_id = $1 AND type = 'spend' ORDER BY ts DESC LIMIT 1`,
      [userId],
    );
    expect(Number(ledger.rows[0].added)).toBe(-60);
    expect(ledger.rows[0].doc.module_pack).toBe(3);
    // The crafting picker shows what the user now holds.
    const owned = (await api.op('agentOwnedModules', { as: 'owner' }, 200)).json;
    const counts = owned.flatMap((t) => t.modules).reduce((sum, m) => sum + m.count, 0);
    expect(counts).toBe(heldBefore + 3);
  });

  it('refuses with what the pack costs and what the user has, changing nothing', async () => {
    const poor = await api.signup();
    const reply = await api.op('purchaseAgentModulePack', { query: { modulecount: 10 }, as: poor }, 400);
    expect(reply.text).toBe(
      'A pack of 10 modules costs 180 MC and you have 0 MC. Add metacoin and try again.',
    );
    expect((await api.app.repos.agents.heldModules(poor.id)).size).toBe(0);
  });

  it('refuses a pack not on sale, a bad count and no session', async () => {
    expect(
      (await api.op('purchaseAgentModulePack', { query: { modulecount: 4 }, as: 'owner' }, 400)).text,
    ).toBe('There is no pack of 4 modules on sale');
    await api.op('purchaseAgentModulePack', { invalidQuery: { modulecount: '0' }, as: 'owner' }, 400);
    await api.op('purchaseAgentModulePack', { invalidQuery: { modulecount: 'many' }, as: 'owner' }, 400);
    await api.op('purchaseAgentModulePack', { query: { modulecount: 3 } }, 401);
  });
});
