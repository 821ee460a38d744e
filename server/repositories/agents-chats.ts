/**
 * The chat side of AI agents (migration 024): what agents remember of each user, the messages of their chats,
 * and the counts of the agent admin hub. Part of the agents repository (agents-repository.ts).
 */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';
import type { AgentsRepository, MemoryDoc, MessageRow } from './agents-repository.ts';

/** What agents remember of users, their chat messages, and the counts of the agent admin hub. */
export function agentChats(
  q: Queryable,
): Pick<
  AgentsRepository,
  | 'memory'
  | 'saveMemory'
  | 'forgetAgent'
  | 'addMessage'
  | 'recentMessages'
  | 'lastMessageAt'
  | 'clearMessages'
  | 'chatCounts'
  | 'counts'
> {
  return {
    async memory(userId) {
      const { rows } = await q.query<{ doc: MemoryDoc }>(
        'SELECT doc FROM agent_memories WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.doc ?? null;
    },
    async saveMemory(userId, doc) {
      await q.query(
        `INSERT INTO agent_memories (user_id, updated, doc) VALUES ($1, now(), $2::jsonb)
         ON CONFLICT (user_id) DO UPDATE SET doc = EXCLUDED.doc, updated = now()`,
        [userId, JSON.stringify(doc)],
      );
    },
    async forgetAgent(agentId) {
      await q.query(
        `UPDATE agent_memories SET doc = doc #- ARRAY['interactions', $1::text], updated = now()
         WHERE doc->'interactions' ? $1`,
        [agentId],
      );
    },

    async addMessage(agentId, userId, isUser, text, responseId, at) {
      await q.query(
        `INSERT INTO agent_messages (id, agent_id, user_id, ts, is_user, text, response_id)
         VALUES ($1, $2, $3, $7, $4, $5, $6)`,
        [newId(), agentId, userId, isUser, text, responseId, at.toISOString()],
      );
    },
    async recentMessages(agentId, userId, limit) {
      const { rows } = await q.query<MessageRow>(
        `SELECT id, ts, is_user, text, response_id FROM agent_messages WHERE agent_id = $1 AND user_id = $2
         ORDER BY ts DESC, id DESC LIMIT $3`,
        [agentId, userId, limit],
      );
      return rows.reverse();
    },
    async lastMessageAt(agentId, userId) {
      const { rows } = await q.query<{ ts: Date | null }>(
        'SELECT max(ts) AS ts FROM agent_messages WHERE agent_id = $1 AND user_id = $2',
        [agentId, userId],
      );
      return rows[0]?.ts ? new Date(rows[0].ts) : null;
    },
    async clearMessages(agentId, userId) {
      await q.query('DELETE FROM agent_messages WHERE agent_id = $1 AND user_id = $2', [agentId, userId]);
    },
    async chatCounts(agentId) {
      const { rows } = await q.query<{ messages: number; people: number }>(
        `SELECT count(*)::int AS messages, count(DISTINCT user_id)::int AS people FROM agent_messages
         WHERE agent_id = $1 AND is_user`,
        [agentId],
      );
      return { messages: Number(rows[0].messages), people: Number(rows[0].people) };
    },
    async counts() {
      const { rows } = await q.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM agents) AS agents,
                (SELECT count(*)::int FROM agent_module_types) AS module_types,
                (SELECT count(*)::int FROM agent_memories) AS memories,
                (SELECT count(*)::int FROM agent_messages) AS messages`,
      );
      const r = rows[0];
      return {
        agents: Number(r.agents),
        moduleTypes: Number(r.module_types),
        memories: Number(r.memories),
        messages: Number(r.messages),
      };
    },
  };
}
