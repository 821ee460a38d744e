/**
 * Agent administration (staff-and-agents.md §2.17, §7 "Agent administration"): the hub's stats, the global
 * config (the crafting costs, audited) and the Knowledge Base's embeddings page — every support document, how
 * it is indexed, and re-processing.
 */
import { queueDocuments } from '../../lib/knowledge/index.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createRepositories } from '../../repositories/index.ts';
import { DOCUMENT_TYPES } from '../entities/support-docs.ts';
import type { HandlerMap } from '../types.ts';
import { AGENT_COSTS_KEY, agentCosts } from './index.ts';

export const agentAdminHandlers = {
  async getAgentAdminStats(request) {
    const app = request.server;
    const [agents, knowledge, pgvector] = await Promise.all([
      app.repos.agents.counts(),
      app.repos.knowledge.counts(),
      app.repos.knowledge.hasPgvector(),
    ]);
    return {
      agents: agents.agents,
      module_types: agents.moduleTypes,
      user_memories: agents.memories,
      chat_messages: agents.messages,
      knowledge_documents: knowledge.documents,
      knowledge_indexed: knowledge.indexed,
      knowledge_failed: knowledge.failed,
      knowledge_chunks: knowledge.chunks,
      knowledge_vectors: knowledge.vectors,
      responder: app.language.label,
      embeddings: app.language.embed !== undefined,
      pgvector,
      face_icons: app.images.label,
    };
  },

  async saveAgentGlobalConfig(request) {
    const app = request.server;
    const before = await agentCosts(app);
    await app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      await repos.settings.write(AGENT_COSTS_KEY, request.body);
      await repos.audit.record({
        actorId: signedInUser(request).id,
        action: 'agents.globalconfig',
        collection: 'agents',
        targetId: 'globalconfig',
        before,
        after: request.body,
      });
    });
    return request.body;
  },

  async getKnowledgeIndex(request) {
    const app = request.server;
    const rows = await app.repos.knowledge.documents(DOCUMENT_TYPES);
    return {
      responder: app.language.label,
      embeddings: app.language.embed !== undefined,
      pgvector: await app.repos.knowledge.hasPgvector(),
      documents: rows.map((row) => ({
        id: row.id,
        domain_id: row.domain_id,
        domain_name: row.domain_name,
        name: row.name,
        mimetype: row.mimetype,
        status: row.status ?? 'not_indexed',
        error: row.error ?? '',
        chunks: row.chunks,
        vectors: row.vectors,
        indexed: row.indexed ? new Date(row.indexed).toISOString() : '',
        updated: row.updated ? new Date(row.updated).toISOString() : '',
      })),
    };
  },

  async processEmbeddings(request) {
    const app = request.server;
    const rows = await app.repos.knowledge.documents(DOCUMENT_TYPES);
    const chosen = request.query.force_update ? rows : rows.filter((row) => row.status !== 'indexed');
    await queueDocuments(app, chosen);
    return { queued: chosen.length };
  },
} satisfies HandlerMap;
