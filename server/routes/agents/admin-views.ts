/**
 * Agent administration's reads (staff-and-agents.md §2.17, §7 "Agent administration"): every user's agents,
 * an agent's public and private data, its interactions, tokens and the prompt a model gets for its replies
 * (built by the chat's own code), and users' memories.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { chatPrompt } from '../../providers/language/index.ts';
import type { AgentRow } from '../../repositories/agents-repository.ts';
import type { MemoryRow } from '../../repositories/agent-admin-repository.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';
import { prepareChat } from './chat.ts';
import { moduleTexts } from './generate.ts';
import { agentView } from './index.ts';
import { AGENT_TEXTS as T } from './texts.ts';

/** The message the chat prompt is shown for when staff name none (the contract's default). */
const SAMPLE_MESSAGE = 'Hello! What can you tell me?';

async function agentOf(app: FastifyInstance, id: string): Promise<AgentRow> {
  const row = await app.repos.agents.get(id);
  if (!row) throw notFound(T.notFound);
  return row;
}

function memoryView(row: MemoryRow): ReplyBody<'getAdminMemory'> {
  return {
    _id: row.user_id,
    entity_id: { nickname: row.nickname, iconblob: row.iconblob ?? '' },
    type: 'user',
    updatedAt: new Date(row.updated).toISOString(),
    hard_facts: row.doc.hard_facts,
    interactions: row.doc.interactions,
  };
}

export const agentAdminViewHandlers = {
  async listAdminAgents(request) {
    const app = request.server;
    const q = request.query;
    const { rows, filtered, total } = await app.repos.agentAdmin.agents({
      sort: q.sort ?? 'display_name',
      order: (q.order ?? 1) === 1 ? 1 : -1,
      skip: q.skip ?? 0,
      limit: q.limit ?? 10,
      filter: q.filter,
    });
    return {
      agents: rows.map((row) => agentView(app, row)),
      num_filtered_agents: filtered,
      num_agents: total,
    };
  },

  async getAdminAgentData(request) {
    const app = request.server;
    const row = await agentOf(app, request.params.id);
    const view = agentView(app, row);
    const doc = row.doc;
    const types = await app.repos.agents.moduleTypes();
    return {
      public_data: {
        agent_id: view.agent_id,
        display_name: view.display_name,
        display_tagline: view.display_tagline,
        personality: view.personality,
        speech_style: view.speech_style,
        faceicon_url: view.faceicon_url,
        platforms: view.platforms,
        owner_id: view.owner_id,
        owner_name: view.owner_name,
        owner_icon_url: view.owner_icon_url,
        domain: view.domain,
        domain_name: view.domain_name,
        timestamp: view.timestamp,
        tts_sex: view.tts_sex,
        tts_language: view.tts_language,
        responder: view.responder,
      },
      private_data: {
        prompt: doc.prompt,
        faceprompt: doc.faceprompt,
        modules_by_type: doc.modules_by_type,
        modules: moduleTexts(doc.modules_by_type, types).map((m) => ({
          type_id: m.typeId,
          type: m.type,
          module_id: m.moduleId,
          name: m.name,
          prompt: m.prompt,
        })),
        accumulated_crafting_cost_mc: doc.accumulated_crafting_cost_mc,
        tokens: doc.tokens,
        generation_tokens: doc.generation_tokens ?? 0,
        faceicon_blobid: doc.faceicon_blobid,
        faceicon_label: doc.faceicon_label,
        faceicon_blobids_archive: doc.faceicon_blobids_archive,
      },
    };
  },

  async getAdminAgentMemory(request) {
    const app = request.server;
    const row = await agentOf(app, request.params.id);
    const rows = await app.repos.agentAdmin.interactions(row.doc._id);
    return {
      agent_id: row.doc._id,
      display_name: row.doc.display_name,
      interactions: rows.map((r) => ({
        user_id: r.user_id,
        user_name: r.user_name,
        ai_summary: r.interaction.ai_summary,
        extracted_facts: r.interaction.extracted_facts,
        last_updated: r.interaction.last_updated,
        messages: r.messages,
      })),
    };
  },

  async getAdminAgentTokens(request) {
    const row = await agentOf(request.server, request.query.agent_id);
    return { agentgen: row.doc.generation_tokens ?? 0, all_convos: row.doc.tokens };
  },

  async getAdminAgentChatPrompt(request) {
    const app = request.server;
    const userId = request.query.user_id ?? signedInUser(request).id;
    const user = await app.repos.users.get(userId);
    if (!user) throw notFound(T.userNotFound);
    const prepared = await prepareChat(app, user, request.params.id, request.query.message ?? SAMPLE_MESSAGE);
    return {
      ...chatPrompt(prepared.request),
      history: prepared.request.history,
      user_id: userId,
      user_name: prepared.request.userName,
      responder: app.language.label,
    };
  },

  async listAdminMemories(request) {
    const app = request.server;
    const q = request.query;
    const { rows, filtered, total } = await app.repos.agentAdmin.memories({
      sort: q.sort ?? 'updatedAt',
      order: (q.order ?? -1) === 1 ? 1 : -1,
      skip: q.skip ?? 0,
      limit: q.limit ?? 10,
      filter: q.filter,
    });
    return { memories: rows.map(memoryView), num_filtered: filtered, num_memories: total };
  },

  async getAdminMemory(request) {
    const row = await request.server.repos.agentAdmin.memory(request.params.id);
    if (!row) throw notFound(T.memoryNotFound);
    return memoryView(row);
  },
} satisfies HandlerMap;
