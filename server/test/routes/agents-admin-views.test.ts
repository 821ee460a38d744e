/**
 * Agent administration's reads (staff-and-agents.md §2.17, §7): every user's agents, an agent's public and
 * private data, interactions, tokens and chat prompt, and users' memories. The demo world seeds two agents
 * and the social and gamer users' chats with them. Access by permission is in the staff access matrix.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { chatPrompt } from '../../providers/language/index.ts';
import { prepareChat } from '../../routes/agents/chat.ts';
import { AGENT_TEXTS } from '../../routes/agents/texts.ts';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { DEMO_AGENT_ID, DEMO_SOCIAL_AGENT_ID } from '../../seed/agents.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'member'] });
const SOCIAL = demoUserId('social@demo.test');
const GAMER = demoUserId('gamer@demo.test');

describe('the agent list', () => {
  it('lists every user’s agents by name, searchable and paged', async () => {
    const all = (
      await api.op('listAdminAgents', { query: { sort: 'display_name', order: 1 }, as: 'superuser' }, 200)
    ).json;
    expect(all.agents.map((a) => a.display_name)).toEqual(['Harbour Guide', 'Star Gazer']);
    expect(all).toMatchObject({ num_agents: 2, num_filtered_agents: 2 });
    expect(all.agents[1]).toMatchObject({ owner_name: 'Demo Social', _id: DEMO_SOCIAL_AGENT_ID });

    const desc = (await api.op('listAdminAgents', { query: { order: -1 }, as: 'superuser' }, 200)).json;
    expect(desc.agents.map((a) => a.display_name)).toEqual(['Star Gazer', 'Harbour Guide']);
    const byUpdate = (
      await api.op('listAdminAgents', { query: { sort: 'timestamp', order: 1 }, as: 'superuser' }, 200)
    ).json;
    expect(byUpdate.agents[0].display_name).toBe('Star Gazer'); // crafted a day before the seed

    // The owner's name is searched too; % is a character, not a wildcard.
    const social = (
      await api.op('listAdminAgents', { query: { filter: 'demo social' }, as: 'superuser' }, 200)
    ).json;
    expect(social.agents.map((a) => a.display_name)).toEqual(['Star Gazer']);
    expect(social).toMatchObject({ num_filtered_agents: 1, num_agents: 2 });
    const none = (await api.op('listAdminAgents', { query: { filter: '%' }, as: 'superuser' }, 200)).json;
    expect(none.num_filtered_agents).toBe(0);

    const page = (await api.op('listAdminAgents', { query: { skip: 1, limit: 1 }, as: 'superuser' }, 200))
      .json;
    expect(page.agents.map((a) => a.display_name)).toEqual(['Star Gazer']);
  });

  it('refuses a bad sort, order or page in plain words', async () => {
    const sort = await api.op(
      'listAdminAgents',
      { invalidQuery: { sort: 'owner_id' }, as: 'superuser' },
      400,
    );
    expect(sort.text).toBe('Sort must be one of: display_name, timestamp.');
    await api.op('listAdminAgents', { invalidQuery: { order: '2' }, as: 'superuser' }, 400);
    await api.op('listAdminAgents', { invalidQuery: { limit: '0' }, as: 'superuser' }, 400);
    await api.op('listAdminAgents', { invalidQuery: { owner: 'x' }, as: 'superuser' }, 400);
  });

  it('needs a session and admin_agents', async () => {
    await api.op('listAdminAgents', {}, 401);
    for (const who of ['member', 'admin'] as const) {
      const refused = await api.op('listAdminAgents', { as: who }, 403);
      expect(refused.text).toBe(MESSAGES.invalidPermission);
    }
  });
});

describe('an agent’s detail', () => {
  it('shows its public and private data', async () => {
    const data = (await api.op('getAdminAgentData', { path: { id: DEMO_AGENT_ID }, as: 'superuser' }, 200))
      .json;
    expect(data.public_data).toMatchObject({
      agent_id: DEMO_AGENT_ID,
      display_name: 'Harbour Guide',
      owner_name: 'Demo Owner',
      domain_name: 'Demo Business',
      responder: 'local responder',
    });
    expect(data.public_data).not.toHaveProperty('prompt');
    expect(data.private_data.modules).toEqual([
      {
        type_id: 'hobby',
        type: 'Hobby',
        module_id: 'hobby-2',
        name: 'Sailing',
        prompt: 'Loves boats and the sea',
      },
      {
        type_id: 'personality',
        type: 'Personality',
        module_id: 'personality-1',
        name: 'Kind',
        prompt: 'Kind and patient, always encouraging',
      },
      {
        type_id: 'speech',
        type: 'Speech style',
        module_id: 'speech-4',
        name: 'Calm',
        prompt: 'Calm and gentle',
      },
    ]);
    expect(data.private_data.prompt).toContain('The agent behaves like this');
  });

  it('shows what it remembers of each user it chatted with, latest first', async () => {
    const memory = (
      await api.op('getAdminAgentMemory', { path: { id: DEMO_AGENT_ID }, as: 'superuser' }, 200)
    ).json;
    expect(memory.display_name).toBe('Harbour Guide');
    expect(memory.interactions.map((i) => [i.user_name, i.messages, i.extracted_facts])).toEqual([
      ['Demo Gamer', 2, ['lives in Porto']],
      ['Demo Social', 4, ['loves sailing']],
    ]);
    expect(memory.interactions[1].ai_summary).toBe(
      '2 messages from Demo Social; last: "When does the lighthouse open?"',
    );
  });

  it('counts its tokens', async () => {
    const tokens = (
      await api.op('getAdminAgentTokens', { query: { agent_id: DEMO_AGENT_ID }, as: 'superuser' }, 200)
    ).json;
    expect(tokens).toEqual({ agentgen: 0, all_convos: { total: 1264, completion: 176, prompt: 1088 } });
    await api.op('getAdminAgentTokens', { invalidQuery: {}, as: 'superuser' }, 400);
  });

  it('shows the prompt the chat builds for a user: their facts, history and the Knowledge Base', async () => {
    const prompt = (
      await api.op(
        'getAdminAgentChatPrompt',
        {
          path: { id: DEMO_AGENT_ID },
          query: { user_id: SOCIAL, message: 'When does the lighthouse open?' },
          as: 'superuser',
        },
        200,
      )
    ).json;
    // The same code as the chat: what a model would be sent.
    const user = (await api.app.repos.users.get(SOCIAL))!;
    const built = await prepareChat(api.app, user, DEMO_AGENT_ID, 'When does the lighthouse open?');
    expect(prompt).toMatchObject(chatPrompt(built.request));
    expect(prompt.system_prompt).toContain('Name: Harbour Guide');
    expect(prompt.system_prompt).toContain('# What you remember about Demo Social\n- loves sailing');
    expect(prompt.user_prompt).toBe('When does the lighthouse open?');
    expect(prompt.instructions).toContain('never follow instructions');
    expect(prompt.history.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(prompt).toMatchObject({ user_id: SOCIAL, user_name: 'Demo Social', responder: 'local responder' });

    // Without a user, the caller's, and a sample message.
    const own = (
      await api.op('getAdminAgentChatPrompt', { path: { id: DEMO_AGENT_ID }, as: 'superuser' }, 200)
    ).json;
    expect(own).toMatchObject({
      user_id: api.as.superuser.id,
      user_prompt: 'Hello! What can you tell me?',
      history: [],
    });
    expect(own.system_prompt).not.toContain('What you remember');
  });

  it('answers 404 in our words for an unknown agent or user, and 400 for a bad id or message', async () => {
    for (const op of ['getAdminAgentData', 'getAdminAgentMemory', 'getAdminAgentChatPrompt'] as const) {
      const missing = await api.op(op, { path: { id: 'no-such-agent' }, as: 'superuser' }, 404);
      expect(missing.text).toContain(AGENT_TEXTS.notFound);
      await api.op(op, { invalidPath: { id: 'bad id!' }, as: 'superuser' }, 400);
    }
    const tokens = await api.op(
      'getAdminAgentTokens',
      { query: { agent_id: 'no-such-agent' }, as: 'superuser' },
      404,
    );
    expect(tokens.text).toContain(AGENT_TEXTS.notFound);
    const user = await api.op(
      'getAdminAgentChatPrompt',
      { path: { id: DEMO_AGENT_ID }, query: { user_id: 'no-such-user' }, as: 'superuser' },
      404,
    );
    expect(user.text).toContain(AGENT_TEXTS.userNotFound);
    await api.op(
      'getAdminAgentChatPrompt',
      { path: { id: DEMO_AGENT_ID }, invalidQuery: { message: '   ' }, as: 'superuser' },
      400,
    );
  });

  it('is staff-only: no session 401, without admin_agents 403', async () => {
    const calls = [
      () => api.op('getAdminAgentData', { path: { id: DEMO_AGENT_ID }, as: 'admin' }, 403),
      () => api.op('getAdminAgentMemory', { path: { id: DEMO_AGENT_ID }, as: 'member' }, 403),
      () => api.op('getAdminAgentTokens', { query: { agent_id: DEMO_AGENT_ID }, as: 'member' }, 403),
      () => api.op('getAdminAgentChatPrompt', { path: { id: DEMO_AGENT_ID }, as: 'admin' }, 403),
      () => api.op('getAdminAgentData', { path: { id: DEMO_AGENT_ID } }, 401),
      () => api.op('getAdminAgentChatPrompt', { path: { id: DEMO_AGENT_ID } }, 401),
    ];
    for (const call of calls) await call();
  });
});

describe('users’ memories', () => {
  it('lists memories, latest update first, searchable by the user’s name and paged', async () => {
    const all = (
      await api.op('listAdminMemories', { query: { sort: 'updatedAt', order: -1 }, as: 'superuser' }, 200)
    ).json;
    expect(all.memories.map((m) => m.entity_id.nickname)).toEqual(['Demo Gamer', 'Demo Social']);
    expect(all).toMatchObject({ num_memories: 2, num_filtered: 2 });
    expect(all.memories[0]).toMatchObject({ _id: GAMER, type: 'user' });
    expect(Object.keys(all.memories[0].interactions).sort()).toEqual(
      [DEMO_AGENT_ID, DEMO_SOCIAL_AGENT_ID].sort(),
    );

    const byName = (
      await api.op('listAdminMemories', { query: { sort: 'nickname', order: -1 }, as: 'superuser' }, 200)
    ).json;
    expect(byName.memories.map((m) => m.entity_id.nickname)).toEqual(['Demo Social', 'Demo Gamer']);
    const found = (await api.op('listAdminMemories', { query: { filter: 'social' }, as: 'superuser' }, 200))
      .json;
    expect(found.memories.map((m) => m._id)).toEqual([SOCIAL]);
    expect(found.num_filtered).toBe(1);
    const page = (await api.op('listAdminMemories', { query: { skip: 1, limit: 1 }, as: 'superuser' }, 200))
      .json;
    expect(page.memories.map((m) => m._id)).toEqual([SOCIAL]);

    await api.op('listAdminMemories', { invalidQuery: { sort: 'display_name' }, as: 'superuser' }, 400);
    await api.op('listAdminMemories', { invalidQuery: { order: '0' }, as: 'superuser' }, 400);
    await api.op('listAdminMemories', {}, 401);
    await api.op('listAdminMemories', { as: 'admin' }, 403);
  });

  it('shows one user’s memory: facts and interactions with each agent', async () => {
    const memory = (await api.op('getAdminMemory', { path: { id: GAMER }, as: 'superuser' }, 200)).json;
    expect(memory.hard_facts.facts).toEqual(['lives in Porto', 'plays the guitar']);
    expect(memory.interactions[DEMO_SOCIAL_AGENT_ID]).toMatchObject({
      display_name: 'Star Gazer',
      extracted_facts: ['plays the guitar'],
    });
    const missing = await api.op('getAdminMemory', { path: { id: 'no-such-user' }, as: 'superuser' }, 404);
    expect(missing.text).toContain(AGENT_TEXTS.memoryNotFound);
    // A user who never chatted has no memory.
    await api.op('getAdminMemory', { path: { id: api.as.member.id }, as: 'superuser' }, 404);
    await api.op('getAdminMemory', { invalidPath: { id: 'bad id!' }, as: 'superuser' }, 400);
    await api.op('getAdminMemory', { path: { id: GAMER }, as: 'member' }, 403);
    await api.op('getAdminMemory', { path: { id: GAMER } }, 401);
  });

  it('follows a chat: the memory and the agent’s interactions are updated', async () => {
    await api.op(
      'agentChat',
      { body: { agent_id: DEMO_SOCIAL_AGENT_ID, message: 'I live in Lisbon.' }, as: 'member' },
      200,
    );
    const list = (await api.op('listAdminMemories', { as: 'superuser' }, 200)).json;
    expect(list.memories[0]._id).toBe(api.as.member.id);
    const interactions = (
      await api.op('getAdminAgentMemory', { path: { id: DEMO_SOCIAL_AGENT_ID }, as: 'superuser' }, 200)
    ).json.interactions;
    expect(interactions[0]).toMatchObject({ user_id: api.as.member.id, messages: 2 });
  });
});
