/**
 * Typed custom methods of the user's AI agents (staff-and-agents.md §2.18, §4, §7 "User agents"). The chat
 * streams its reply as server-sent events (ours, `POST /v2/agents/chat/stream`), read here piece by piece.
 */
import { api, data, hideErrors, raw } from '../api/client';
import type { components, operations } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type Agent = Schemas['Agent'];
export type AgentList = Schemas['AgentList'];
export type AgentUsage = Schemas['AgentUsage'];
export type OwnedModuleType = Schemas['OwnedModuleType'];
export type AgentCosts = Schemas['GlobalAgentConfig'];
export type AgentCraft = Schemas['AgentCraft'];
export type AgentCrafted = Schemas['AgentCrafted'];
export type AgentChatMessage = Schemas['AgentChatMessage'];
export type AgentChatReply = Schemas['AgentChatReply'];
export type AgentAdminStats = Schemas['AgentAdminStats'];
export type KnowledgeIndex = Schemas['KnowledgeIndex'];
export type ModuleType = Schemas['ModuleType'];
export type ModuleTypeInput = Schemas['ModuleTypeInput'];
export type ModulePack = Schemas['ModulePack'];
export type ModulePackPurchase = Schemas['ModulePackPurchase'];
export type AgentListQuery = NonNullable<operations['listAgents']['parameters']['query']>;
export type AdminAgentList = Schemas['AdminAgentList'];
export type AdminAgentData = Schemas['AdminAgentData'];
export type AdminAgentMemory = Schemas['AdminAgentMemory'];
export type AdminAgentTokens = Schemas['AdminAgentTokens'];
export type AdminAgentChatPrompt = Schemas['AdminAgentChatPrompt'];
export type UserMemory = Schemas['UserMemory'];
export type UserMemoryList = Schemas['UserMemoryList'];
export type AdminAgentListQuery = NonNullable<operations['listAdminAgents']['parameters']['query']>;
export type AdminMemoryListQuery = NonNullable<operations['listAdminMemories']['parameters']['query']>;

/** One event of a streamed reply. */
export type ChatStreamEvent =
  | { event: 'piece'; text: string }
  | { event: 'done'; reply: AgentChatReply }
  | { event: 'error'; message: string };

/** Splits server-sent events out of the text received so far; returns the events and the unfinished rest. */
export function parseEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ChatStreamEvent[] = [];
  for (const block of blocks) {
    const name = /^event: (.+)$/m.exec(block)?.[1];
    const line = /^data: (.+)$/m.exec(block)?.[1];
    if (!name || !line) continue;
    const value = JSON.parse(line) as Record<string, string>;
    if (name === 'piece') events.push({ event: 'piece', text: value.text ?? '' });
    else if (name === 'done') events.push({ event: 'done', reply: value as unknown as AgentChatReply });
    else if (name === 'error') events.push({ event: 'error', message: value.message ?? '' });
  }
  return { events, rest };
}

export const agentMethods = {
  listAgents(query: AgentListQuery, { signal }: Signal = {}): Promise<AgentList> {
    return data(api.GET('/v2/agents', { params: { query }, headers: hideErrors, signal }));
  },
  getAgent(id: string, { signal }: Signal = {}): Promise<Agent> {
    return data(api.GET('/v2/agents/{id}', { params: { path: { id } }, signal }));
  },
  async agentIsOwner(id: string, { signal }: Signal = {}): Promise<boolean> {
    return (
      await data(api.GET('/v2/agents/isowner/{agent_id}', { params: { path: { agent_id: id } }, signal }))
    ).isowner;
  },
  deleteAgent(id: string) {
    return data(api.DELETE('/v2/agents/{id}', { params: { path: { id } }, headers: hideErrors }));
  },
  agentUsages(id: string, { signal }: Signal = {}): Promise<AgentUsage[]> {
    return data(api.GET('/v2/agents/usages/{id}', { params: { path: { id } }, signal }));
  },
  ownedModules({ signal }: Signal = {}): Promise<OwnedModuleType[]> {
    return data(api.GET('/v2/agents/ownedmodules', { signal }));
  },
  agentCosts({ signal }: Signal = {}): Promise<AgentCosts> {
    return data(api.GET('/v2/agents/globalconfig_costs', { signal }));
  },
  /** Crafting; its refusal is shown by the crafting card ("Crafting failed:" and the reason). */
  craftAgent(body: AgentCraft): Promise<AgentCrafted> {
    return data(api.POST('/v2/agents/craft', { body, headers: hideErrors }));
  },
  async agentChatActive(id: string, { signal }: Signal = {}): Promise<boolean> {
    return (await data(api.GET('/v2/agents/chat/active', { params: { query: { agent_id: id } }, signal })))
      .active;
  },
  agentChatRecent(id: string, { signal }: Signal = {}): Promise<AgentChatMessage[]> {
    return data(api.GET('/v2/agents/chat/recent', { params: { query: { agent_id: id } }, signal }));
  },
  clearAgentChat(id: string) {
    return data(api.GET('/v2/agents/chat/clear_interactions', { params: { query: { agent_id: id } } }));
  },
  /** Sends a message and calls `onEvent` for each event of the streamed reply; the chat shows failures itself. */
  async streamAgentChat(agentId: string, message: string, onEvent: (event: ChatStreamEvent) => void) {
    const reply = await api.POST('/v2/agents/chat/stream', {
      body: { agent_id: agentId, message },
      headers: hideErrors,
      parseAs: 'stream',
    });
    const body = reply.response.body;
    if (!body) throw new Error('No response received.');
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      parsed.events.forEach(onEvent);
    }
  },
  modulePacks({ signal }: Signal = {}): Promise<ModulePack[]> {
    return data(api.GET('/v2/agents/modulepacks', { signal }));
  },
  /** Buys a pack; the crafting card shows a refusal itself ("Purchasing failed:" and the reason). */
  purchaseModulePack(count: number): Promise<ModulePackPurchase> {
    return data(
      api.GET('/v2/agents/purchasemodulepack', {
        params: { query: { modulecount: count } },
        headers: hideErrors,
      }),
    );
  },
  listModuleTypes({ signal }: Signal = {}): Promise<ModuleType[]> {
    return data(api.GET('/v2/admin/agents/moduletypes', { signal }));
  },
  getModuleType(id: string, { signal }: Signal = {}): Promise<ModuleType> {
    return data(api.GET('/v2/admin/agents/moduletype/{id}', { params: { path: { id } }, signal }));
  },
  /** Creates or updates a module type; the form shows a refusal itself. */
  saveModuleType(body: ModuleTypeInput): Promise<ModuleType> {
    return data(api.POST('/v2/admin/agents/moduletype', { body, headers: hideErrors }));
  },
  uploadModuleTypeIcon(id: string, file: File): Promise<ModuleType> {
    return data(
      api.POST('/v2/admin/agents/moduletypeicon/{id}', {
        params: { path: { id } },
        headers: {
          ...hideErrors,
          'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream',
          'x-shapevr-name': file.name,
        },
        ...raw(file),
      }),
    );
  },
  /** Saves the global config; the form shows a refusal itself ("Error saving config:"). */
  saveAgentGlobalConfig(body: AgentCosts): Promise<AgentCosts> {
    return data(api.POST('/v2/admin/agents/globalconfig', { body, headers: hideErrors }));
  },
  agentAdminStats({ signal }: Signal = {}): Promise<AgentAdminStats> {
    return data(api.GET('/v2/admin/agents/stats', { signal }));
  },
  knowledgeIndex({ signal }: Signal = {}): Promise<KnowledgeIndex> {
    return data(api.GET('/v2/admin/agents/embeddings', { signal }));
  },
  /** Queues documents for indexing; the embeddings page shows a failure itself ("Error:"). */
  processEmbeddings(force: boolean) {
    return data(
      api.GET('/v2/admin/agents/embedding/process', {
        params: { query: { collection: 'domain_docs', force_update: force } },
        headers: hideErrors,
      }),
    );
  },
  adminAgents(query: AdminAgentListQuery, { signal }: Signal = {}): Promise<AdminAgentList> {
    return data(api.GET('/v2/admin/agents/agents', { params: { query }, signal }));
  },
  adminAgentData(id: string, { signal }: Signal = {}): Promise<AdminAgentData> {
    return data(api.GET('/v2/admin/agents/agentdata/{id}', { params: { path: { id } }, signal }));
  },
  adminAgentMemory(id: string, { signal }: Signal = {}): Promise<AdminAgentMemory> {
    return data(api.GET('/v2/admin/agents/agentmemory/{id}', { params: { path: { id } }, signal }));
  },
  adminAgentTokens(id: string, { signal }: Signal = {}): Promise<AdminAgentTokens> {
    return data(api.GET('/v2/admin/agents/agenttokens', { params: { query: { agent_id: id } }, signal }));
  },
  adminAgentChatPrompt(id: string, { signal }: Signal = {}): Promise<AdminAgentChatPrompt> {
    return data(api.GET('/v2/admin/agents/agentchatprompt/{id}', { params: { path: { id } }, signal }));
  },
  adminMemories(query: AdminMemoryListQuery, { signal }: Signal = {}): Promise<UserMemoryList> {
    return data(api.GET('/v2/admin/agents/memories', { params: { query }, signal }));
  },
  adminMemory(id: string, { signal }: Signal = {}): Promise<UserMemory> {
    return data(api.GET('/v2/admin/agents/memory/{id}', { params: { path: { id } }, signal }));
  },
};
