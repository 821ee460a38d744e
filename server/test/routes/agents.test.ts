/**
 * The user's AI agents (staff-and-agents.md §2.18, §4, §7 "User agents"): crafting charged to the ledger,
 * remix and craft, chat (whole and streamed) answering from the Knowledge Base of the agent's metaverse,
 * memory and clearing it, platforms, the owner's rules and deleting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexDocument } from '../../lib/knowledge/index.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { METAVERSE_TEXTS } from '../../routes/metaverses/texts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'member'] });
let stranger: Session;

const balance = async (as: 'owner' | 'member' | Session) =>
  api.app.repos.agents.balance(typeof as === 'string' ? api.as[as].id : as.id);

const create = (modules: string[], as: 'owner' | 'member' | Session = 'owner', domain?: string) =>
  api.op('craftAgent', { body: { modules, ...(domain !== undefined && { domain }) }, as }, 200);

/** Parses a server-sent events body into its events. */
function events(body: string): { event: string; data: Record<string, string> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, string>;
      return { event, data };
    });
}

let agentId = '';

beforeAll(async () => {
  stranger = await api.signup();
  // The owner's metaverse holds one support document, indexed now (the queue would do it shortly).
  const uploaded = await api.op(
    'uploadContent',
    {
      path: { domain: 'demo-business' },
      query: { name: 'harbour-guide.md', only: 'documents' },
      body: Buffer.from(
        '# Harbour guide\n\nThe lighthouse opens at nine in the morning and closes at sunset.\n\n' +
          '# Shop\n\nThe harbour shop sells maps, lanterns and fishing rods.\n',
      ),
      headers: { 'content-type': 'text/markdown' },
      as: 'owner',
    },
    200,
  );
  await indexDocument(api.app, uploaded.json.id);
});

describe('crafting', () => {
  it('creates an agent from modules and charges the creation and module costs', async () => {
    const before = await balance('owner');
    const costs = (await api.op('agentCosts', { as: 'owner' }, 200)).json;
    expect(costs.agent_creation_cost_metacoins).toBe(500);
    const crafted = await create(
      ['personality-1', 'speech-1', 'hobby-2', 'look-3'],
      'owner',
      'demo-business',
    );
    // 500 + personality 20 + speech 20 + hobby 30 + look 25
    expect(crafted.json.cost_mc).toBe(595);
    expect(crafted.json.currency).toBe(before - 595);
    expect(await balance('owner')).toBe(before - 595);
    agentId = crafted.json._id;
    const agent = (await api.op('getAgent', { path: { id: agentId }, as: 'owner' }, 200)).json;
    expect(agent.personality).toBe('Kind and patient, always encouraging');
    expect(agent.speech_style).toBe('Talks like a pirate');
    expect(agent.faceprompt).toContain('a captain hat');
    expect(agent.faceicon_label).toBe('generated avatar');
    expect(agent.responder).toBe('local responder');
    expect(agent.domain_name).toBe('Demo Business');
    expect(agent.modules_by_type).toEqual({
      personality: ['personality-1'],
      speech: ['speech-1'],
      hobby: ['hobby-2'],
      look: ['look-3'],
    });
    expect(agent.accumulated_crafting_cost_mc).toBe(595);
    const icon = await api.inject(null, { method: 'GET', url: agent.faceicon_url });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('records the spending in the ledger', async () => {
    const rows = await api.app.db.query<{ added: string; type: string }>(
      `SELECT added, type FROM inventory_transactions WHERE doc->>'agent' = $1`,
      [agentId],
    );
    expect(rows.rows.map((r) => [Number(r.added), r.type])).toEqual([[-595, 'spend']]);
  });

  it('refuses a crafting the balance cannot pay, changing nothing', async () => {
    const poor = await api.signup();
    const reply = await api.op('craftAgent', { body: { modules: ['hobby-1'] }, as: poor }, 400);
    expect(reply.text).toBe('Crafting costs 530 MC and you have 0 MC. Add metacoin and try again.');
    expect((await api.op('listAgents', { as: poor }, 200)).json.num_owned_agents).toBe(0);
  });

  it('refuses Create without modules, unknown modules and too many of one type', async () => {
    expect((await api.op('craftAgent', { body: { modules: [] }, as: 'owner' }, 400)).text).toBe(
      'Choose at least one module to create an agent',
    );
    expect((await api.op('craftAgent', { body: { modules: ['nope'] }, as: 'owner' }, 400)).text).toBe(
      'There is no module nope',
    );
    await api.op('craftAgent', { body: { modules: ['speech-1', 'speech-2'] }, as: 'owner' }, 400);
    await api.op('craftAgent', { invalidBody: { modules: 'hobby-1' }, as: 'owner' }, 400);
  });

  it('remixes for the recraft cost, or only the face icon for its cost', async () => {
    const before = (await api.op('getAgent', { path: { id: agentId }, as: 'owner' }, 200)).json;
    const remix = await api.op('craftAgent', { body: { agent_id: agentId, modules: [] }, as: 'owner' }, 200);
    expect(remix.json.cost_mc).toBe(100);
    const faceOnly = await api.op(
      'craftAgent',
      { body: { agent_id: agentId, modules: [], remix_faceicon_only: true }, as: 'owner' },
      200,
    );
    expect(faceOnly.json.cost_mc).toBe(100);
    const after = (await api.op('getAgent', { path: { id: agentId }, as: 'owner' }, 200)).json;
    expect(after.personality).toBe(before.personality);
    expect(after.display_name).toBe(before.display_name);
    expect(after.faceicon_blobids_archive.length).toBe(before.faceicon_blobids_archive.length + 2);
    expect(after.accumulated_crafting_cost_mc).toBe(795);
    await api.op(
      'craftAgent',
      { body: { agent_id: agentId, modules: ['hobby-1'], remix_faceicon_only: true }, as: 'owner' },
      400,
    );
  });

  it('crafts new modules onto the agent for the recraft cost plus theirs, keeping its name', async () => {
    const before = (await api.op('getAgent', { path: { id: agentId }, as: 'owner' }, 200)).json;
    const crafted = await api.op(
      'craftAgent',
      { body: { agent_id: agentId, modules: ['hobby-1'] }, as: 'owner' },
      200,
    );
    expect(crafted.json.cost_mc).toBe(130);
    const agent = (await api.op('getAgent', { path: { id: agentId }, as: 'owner' }, 200)).json;
    expect(agent.modules_by_type.hobby).toEqual(['hobby-2', 'hobby-1']);
    expect(agent.display_name).toBe(before.display_name);
    await api.op('craftAgent', { body: { agent_id: agentId, modules: ['hobby-1'] }, as: 'owner' }, 400);
  });

  it('lets only the owner craft, see platforms or delete, and anyone view', async () => {
    await api.op('craftAgent', { body: { agent_id: agentId, modules: [] }, as: 'member' }, 403);
    await api.op('agentUsages', { path: { id: agentId }, as: 'member' }, 403);
    await api.op('deleteAgent', { path: { id: agentId }, as: 'member' }, 403);
    await api.op('getAgent', { path: { id: agentId }, as: 'member' }, 200);
    expect(
      (await api.op('agentIsOwner', { path: { agent_id: agentId }, as: 'member' }, 200)).json.isowner,
    ).toBe(false);
    expect(
      (await api.op('agentIsOwner', { path: { agent_id: agentId }, as: 'owner' }, 200)).json.isowner,
    ).toBe(true);
    await api.op('getAgent', { path: { id: 'no-such-agent' }, as: 'owner' }, 404);
    await api.op('getAgent', { path: { id: agentId } }, 401);
  });

  it('refuses a Knowledge Base metaverse the caller does not belong to, and an unknown one', async () => {
    const refused = await api.op(
      'craftAgent',
      { body: { modules: ['hobby-1'], domain: 'demo-business' }, as: stranger },
      403,
    );
    expect(refused.text).toBe(METAVERSE_TEXTS.membersOnly);
    const unknown = await api.op(
      'craftAgent',
      { body: { modules: ['hobby-1'], domain: 'no-such-world' }, as: stranger },
      404,
    );
    expect(unknown.text).toBe(MESSAGES.domainNotFound);
    await api.op('craftAgent', { body: { modules: ['hobby-1'], domain: 'demo-business' } }, 401);
  });
});

describe('the list', () => {
  it('searches, sorts and pages the caller’s own agents', async () => {
    await create(['hobby-3']);
    const all = (await api.op('listAgents', { query: { limit: 100 }, as: 'owner' }, 200)).json;
    expect(all.num_owned_agents).toBe(3); // with the demo agent
    const names = all.agents.map((a) => a.display_name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = (await api.op('listAgents', { query: { order: -1 }, as: 'owner' }, 200)).json;
    expect(desc.agents.map((a) => a.display_name)).toEqual([...names].reverse());
    const filtered = (await api.op('listAgents', { query: { filter: 'cooking' }, as: 'owner' }, 200)).json;
    expect(filtered.num_filtered_agents).toBe(1);
    expect(filtered.agents[0].display_tagline).toContain('Cooking');
    const page = (await api.op('listAgents', { query: { limit: 1, skip: 1 }, as: 'owner' }, 200)).json;
    expect(page.agents.map((a) => a.display_name)).toEqual([names[1]]);
    expect((await api.op('listAgents', { as: 'member' }, 200)).json.num_owned_agents).toBe(0);
    await api.op('listAgents', { invalidQuery: { sort: 'owner_id' }, as: 'owner' }, 400);
  });

  it('lists every module type with the modules the caller holds', async () => {
    const types = (await api.op('agentOwnedModules', { as: 'member' }, 200)).json;
    expect(types.map((t) => t._id)).toEqual(['hobby', 'look', 'personality', 'speech']);
    expect(types[0].modules[0]).toMatchObject({ _id: 'hobby-1', display_name: 'Astronomy', count: 0 });
  });
});

describe('chat', () => {
  it('answers with a passage of the metaverse’s Knowledge Base, naming the document', async () => {
    const reply = await api.op(
      'agentChat',
      { body: { agent_id: agentId, message: 'When does the lighthouse open?' }, as: 'member' },
      200,
    );
    expect(reply.json.responder).toBe('local responder');
    expect(reply.json.text).toContain('"harbour-guide.md" says');
    expect(reply.json.text).toContain('The lighthouse opens at nine in the morning');
  });

  it('streams the reply in pieces, then stores it', async () => {
    const response = await api.inject(api.as.member, {
      method: 'POST',
      url: '/v2/agents/chat/stream',
      payload: { agent_id: agentId, message: 'I live in Lisbon. What does the shop sell?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const got = events(response.body);
    const pieces = got.filter((e) => e.event === 'piece');
    expect(pieces.length).toBeGreaterThan(3);
    const done = got.at(-1)!;
    expect(done.event).toBe('done');
    expect(pieces.map((p) => p.data.text).join('')).toBe(done.data.text);
    expect(done.data.text).toContain('maps, lanterns and fishing rods');
    const recent = (await api.op('agentChatRecent', { query: { agent_id: agentId }, as: 'member' }, 200))
      .json;
    expect(recent.map((m) => m.is_user)).toEqual([true, false, true, false]);
    expect(recent[3].text).toBe(done.data.text);
    expect(recent[3].response_id).toBe(done.data.response_id);
  });

  it('remembers facts the user told and uses them', async () => {
    const reply = await api.op(
      'agentChat',
      { body: { agent_id: agentId, message: 'Hello again' }, as: 'member' },
      200,
    );
    expect(reply.json.text).toContain('I remember this about you: lives in Lisbon.');
    // Another user's chat is their own.
    expect(
      (await api.op('agentChatRecent', { query: { agent_id: agentId }, as: 'owner' }, 200)).json,
    ).toEqual([]);
  });

  it('tells whether the chat is active, and clears it with what was learned', async () => {
    expect(
      (await api.op('agentChatActive', { query: { agent_id: agentId }, as: 'member' }, 200)).json.active,
    ).toBe(true);
    expect(
      (await api.op('agentChatActive', { query: { agent_id: agentId }, as: 'owner' }, 200)).json.active,
    ).toBe(false);
    await api.op('agentClearInteractions', { query: { agent_id: agentId }, as: 'member' }, 200);
    expect(
      (await api.op('agentChatRecent', { query: { agent_id: agentId }, as: 'member' }, 200)).json,
    ).toEqual([]);
    const reply = await api.op(
      'agentChat',
      { body: { agent_id: agentId, message: 'Hi' }, as: 'member' },
      200,
    );
    expect(reply.json.text).not.toContain('Lisbon');
  });

  it('refuses empty messages, unknown agents and callers without a session', async () => {
    await api.op('agentChat', { body: { agent_id: agentId, message: '   ' }, as: 'member' }, 400);
    await api.op('agentChat', { body: { agent_id: 'missing', message: 'Hi' }, as: 'member' }, 404);
    await api.op('agentChat', { body: { agent_id: agentId, message: 'Hi' } }, 401);
    await api.op('agentChatStream', { body: { agent_id: 'missing', message: 'Hi' }, as: 'member' }, 404);
    await api.op('agentChatActive', { invalidQuery: { agent_id: 'bad id!' }, as: 'member' }, 400);
  });

  it('counts the chats on the console platform for the owner', async () => {
    const usages = (await api.op('agentUsages', { path: { id: agentId }, as: 'owner' }, 200)).json;
    expect(usages).toEqual([
      { platform: 'console', summary: '1 message from 1 person in the web console', usages: [] },
    ]);
  });
});

describe('deleting', () => {
  it('deletes the owner’s agent with its chats and memories', async () => {
    await api.op('deleteAgent', { path: { id: agentId }, as: 'owner' }, 200);
    await api.op('getAgent', { path: { id: agentId }, as: 'owner' }, 404);
    const memory = await api.app.repos.agents.memory(api.as.member.id);
    expect(memory?.interactions[agentId]).toBeUndefined();
    await api.op('deleteAgent', { path: { id: agentId }, as: 'owner' }, 404);
  });
});
