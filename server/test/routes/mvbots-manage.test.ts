/**
 * The manage page's AI agents card (single-target-and-flows.md §2, §5, §7): the actors on offer with the plan's
 * max_actors, a location's own agents and topics, the plan's rules, a readonly target, and the last
 * conversation. Bot administration is in mvbots.test.ts. Who may call what is also in the access matrices.
 */
import { describe, expect, it } from 'vitest';
import { MVBOTS_TEXTS as T } from '../../routes/mvbots/texts.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['superuser', 'owner', 'manager', 'member', 'developer'] });

describe('the manage page AI agents card', () => {
  it('offers the available actors and max_actors from the plan', async () => {
    const business = await api.op(
      'listAvailableMvbotActors',
      { path: { domain: 'demo-business' }, as: 'owner' },
      200,
    );
    expect(business.json.max_actors).toBe(3);
    expect(business.json.plan_state).toBe('ok');
    expect(business.json.actors.map((a) => a.actor_id)).not.toContain('sage_archivist');
    const free = await api.op(
      'listAvailableMvbotActors',
      { path: { domain: 'demo-free' }, as: 'owner' },
      200,
    );
    expect(free.json).toMatchObject({ max_actors: 0, plan_state: 'needsupgrade' });
  });

  it("saves a location's own agents and topics, trimmed, and reads them back", async () => {
    const body = {
      location_uri: 'demo-enterprise/locations/home',
      mvbots_option: 'custom' as const,
      actor_ids: ['nova_dj', 'ava_guide', 'max_builder'],
      persistent_actor_ids: ['nova_dj'],
      user_topics: ['  Dancing  ', '', '   ', 'Music'],
      autospawn: true,
    };
    const saved = await api.op('saveManagedLocationContext', { body, as: 'manager' }, 200);
    expect(saved.json).toMatchObject({
      uri: 'demo-enterprise/locations/home',
      mvbots_option: 'custom',
      user_topics: ['Dancing', 'Music'],
      persistent_actor_ids: ['nova_dj'],
      autospawn: true,
      location_domain_mvbots_option: 'inherit',
    });
    expect(saved.json.actors.map((a) => a.display_name)).toEqual(['Nova', expect.any(String), 'Max']);
    const read = await api.op(
      'getManagedLocationContext',
      { query: { location_uri: 'demo-enterprise/locations/home' }, as: 'owner' },
      200,
    );
    expect(read.json.user_topics).toEqual(['Dancing', 'Music']);
    expect(read.json.autospawn).toBe(true);
    const topics = await api.op(
      'getMvbotTopicCollection',
      { path: { collection: 'demo-enterprise:locations:home:user_topics' }, as: 'superuser' },
      200,
    );
    expect(topics.json.topics).toEqual(['Dancing', 'Music']);
    const domain = await api.op(
      'getManagedLocationContext',
      { query: { location_uri: 'demo-enterprise' }, as: 'owner' },
      200,
    );
    expect(domain.json.domain_location_overrides).toEqual(['demo-enterprise/locations/home']);
    const reset = await api.op(
      'resetManagedLocationOverrides',
      { query: { location_uri: 'demo-enterprise' }, as: 'owner' },
      200,
    );
    expect(reset.json.domain_location_overrides).toEqual([]);
    const after = await api.op(
      'getManagedLocationContext',
      { query: { location_uri: 'demo-enterprise/locations/home' }, as: 'owner' },
      200,
    );
    expect(after.json.mvbots_option).toBe('inherit');
  });

  it("holds the plan's rules", async () => {
    const save = (body: Record<string, unknown>, status: number) =>
      api.op(
        'saveManagedLocationContext',
        { body: { location_uri: 'demo-business', mvbots_option: 'custom', ...body }, as: 'owner' },
        status,
      );
    expect((await save({ actor_ids: ['ava_guide', 'max_builder', 'nova_dj', 'test_one'] }, 400)).text).toBe(
      T.tooManyActors(3),
    );
    expect((await save({ actor_ids: ['sage_archivist'] }, 400)).text).toBe(T.unknownActor('sage_archivist'));
    expect((await save({ actor_ids: ['ava_guide'], persistent_actor_ids: ['nova_dj'] }, 400)).text).toBe(
      T.alwaysAppearNotPicked,
    );
    expect((await save({ mvbots_option: 'disabled' }, 400)).text).toBe(T.metaverseOptions);
    expect((await save({ actor_ids: [], autospawn: true }, 400)).text).toBe(T.autospawnNeedsAgents);
    expect((await save({ actor_ids: ['ava_guide'], autospawn: 'yes' }, 400)).text).toContain(
      'Appear Automatically',
    );
    const premium = await api.op(
      'saveManagedLocationContext',
      {
        body: {
          location_uri: 'demo-premium',
          mvbots_option: 'custom',
          actor_ids: ['ava_guide'],
          persistent_actor_ids: ['ava_guide'],
        },
        as: 'owner',
      },
      400,
    );
    expect(premium.text).toBe(T.alwaysAppearNeedsPlan);
    const free = await api.op(
      'saveManagedLocationContext',
      { body: { location_uri: 'demo-free', mvbots_option: 'custom' }, as: 'owner' },
      403,
    );
    expect(free.text).toBe('Upgrade your plan to manage AI Agents in this metaverse!');
  });

  it('refuses a readonly target unless the caller may edit readonly targets', async () => {
    await api.app.db.query(
      `UPDATE domains SET doc = doc || '{"readonly": true}'::jsonb WHERE doc->>'uri' = 'demo-business'`,
    );
    try {
      const body = {
        location_uri: 'demo-business',
        mvbots_option: 'custom' as const,
        actor_ids: ['ava_guide'],
      };
      await api.op('saveManagedLocationContext', { body, as: 'owner' }, 403);
      await api.op(
        'resetManagedLocationOverrides',
        { query: { location_uri: 'demo-business' }, as: 'owner' },
        403,
      );
      await api.op('saveManagedLocationContext', { body, as: 'superuser' }, 200);
      // Staff changing a metaverse's agents are audited; its owner is not.
      const { rows } = await api.app.db.query(
        `SELECT 1 FROM audit_log WHERE action = 'mvbots.settings.save' AND target_id = 'demo-business'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await api.app.db.query(`UPDATE domains SET doc = doc - 'readonly' WHERE doc->>'uri' = 'demo-business'`);
    }
  });

  it('shows the last conversation, empty when none was generated', async () => {
    const reply = await api.op(
      'getLocationConversation',
      { query: { location_uri: 'demo-premium' }, as: 'owner' },
      200,
    );
    expect(reply.json).toEqual({ location_uri: 'demo-premium', conversation: [], generated: null });
  });

  it('refuses another owner, a member and unknown places', async () => {
    const query = { location_uri: 'demo-business/locations/home' };
    await api.op('getManagedLocationContext', { query, as: 'developer' }, 403);
    await api.op('getManagedLocationContext', { query, as: 'member' }, 403);
    await api.op('getManagedLocationContext', { query }, 401);
    await api.op(
      'getManagedLocationContext',
      { query: { location_uri: 'demo-business/locations/nowhere' }, as: 'owner' },
      404,
    );
    await api.op('getManagedLocationContext', { query: { location_uri: 'no-such-world' }, as: 'owner' }, 404);
    await api.op(
      'getManagedLocationContext',
      { invalidQuery: { location_uri: 'demo-business/events/x' }, as: 'owner' },
      400,
    );
  });
});
