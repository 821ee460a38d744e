/**
 * Staff reads of the AI agents (staff-and-agents.md §2.17): every user's agents, what each agent remembers of
 * the users it chatted with, and users' memories, paged. The user's own agent calls use `agents-repository`.
 */
import type { Queryable } from '../db/connection.ts';
import type { AgentInteraction, AgentRow, MemoryDoc } from './agents-repository.ts';

export interface AdminAgentListQuery {
  sort: 'display_name' | 'timestamp';
  order: 1 | -1;
  skip: number;
  limit: number;
  filter?: string;
}

export interface AdminMemoryListQuery {
  sort: 'updatedAt' | 'nickname';
  order: 1 | -1;
  skip: number;
  limit: number;
  filter?: string;
}

/** One user's memory with the user's name and icon. */
export interface MemoryRow {
  user_id: string;
  nickname: string;
  iconblob: string | null;
  updated: Date;
  doc: MemoryDoc;
}

/** What an agent remembers of one user, with the user's name and their stored messages with it. */
export interface InteractionRow {
  user_id: string;
  user_name: string;
  interaction: AgentInteraction;
  messages: number;
}

export interface AgentAdminRepository {
  agents(query: AdminAgentListQuery): Promise<{ rows: AgentRow[]; filtered: number; total: number }>;
  interactions(agentId: string): Promise<InteractionRow[]>;
  memories(query: AdminMemoryListQuery): Promise<{ rows: MemoryRow[]; filtered: number; total: number }>;
  memory(userId: string): Promise<MemoryRow | null>;
}

/** The search as a LIKE pattern (wildcards in it taken literally), or null for none. */
function likePattern(filter: string | undefined): string | null {
  const text = filter?.trim().toLowerCase();
  return text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : null;
}

const USER_NAME = `coalesce(u.doc->>'nickname', u.doc->>'name', '')`;

const AGENT_SELECT = `SELECT a.doc, ${USER_NAME} AS owner_name, u.doc->>'iconblob' AS owner_iconblob,
    coalesce(d.doc->>'name', '') AS domain_name
  FROM agents a JOIN users u ON u.id = a.owner_id LEFT JOIN domains d ON d.id = a.domain_id`;

const AGENT_WHERE = `($1::text IS NULL OR lower(a.display_name) LIKE $1 OR lower(a.doc->>'display_tagline') LIKE $1
  OR lower(${USER_NAME}) LIKE $1)`;

const MEMORY_SELECT = `SELECT m.user_id, ${USER_NAME} AS nickname, u.doc->>'iconblob' AS iconblob, m.updated, m.doc
  FROM agent_memories m JOIN users u ON u.id = m.user_id`;

/** Ascending for order 1, else descending. */
const direction = (query: { order: number }): 'ASC' | 'DESC' => (query.order === 1 ? 'ASC' : 'DESC');

/**
 * One page of a staff list and its counts: the rows matching `where` (its `$1` is the search pattern, or null)
 * in `orderBy` from `skip`, how many match and how many there are.
 */
async function listPage<Row>(
  q: Queryable,
  list: {
    select: string;
    from: string;
    where: string;
    orderBy: string;
    query: { filter?: string; skip: number; limit: number };
  },
): Promise<{ rows: Row[]; filtered: number; total: number }> {
  const filter = likePattern(list.query.filter);
  const { rows } = await q.query<Row>(
    `${list.select} WHERE ${list.where} ORDER BY ${list.orderBy} OFFSET $2 LIMIT $3`,
    [filter, list.query.skip, list.query.limit],
  );
  const counts = await q.query<{ filtered: number; total: number }>(
    `SELECT count(*) FILTER (WHERE ${list.where})::int AS filtered, count(*)::int AS total FROM ${list.from}`,
    [filter],
  );
  return { rows, filtered: Number(counts.rows[0].filtered), total: Number(counts.rows[0].total) };
}

export function createAgentAdminRepository(q: Queryable): AgentAdminRepository {
  return {
    async agents(query) {
      const orderBy = query.sort === 'timestamp' ? 'a.ts' : 'lower(a.display_name)';
      return listPage<AgentRow>(q, {
        select: AGENT_SELECT,
        from: 'agents a JOIN users u ON u.id = a.owner_id',
        where: AGENT_WHERE,
        orderBy: `${orderBy} ${direction(query)}, a.id ${direction(query)}`,
        query,
      });
    },

    async interactions(agentId) {
      const { rows } = await q.query<InteractionRow>(
        `SELECT m.user_id, ${USER_NAME} AS user_name, m.doc->'interactions'->$1 AS interaction,
           (SELECT count(*)::int FROM agent_messages g WHERE g.agent_id = $1 AND g.user_id = m.user_id) AS messages
         FROM agent_memories m JOIN users u ON u.id = m.user_id
         WHERE m.doc->'interactions' ? $1
         ORDER BY m.doc->'interactions'->$1->>'last_updated' DESC NULLS LAST, m.user_id`,
        [agentId],
      );
      return rows.map((row) => ({ ...row, messages: Number(row.messages) }));
    },

    async memories(query) {
      const orderBy = query.sort === 'nickname' ? `lower(${USER_NAME})` : 'm.updated';
      return listPage<MemoryRow>(q, {
        select: MEMORY_SELECT,
        from: 'agent_memories m JOIN users u ON u.id = m.user_id',
        where: `($1::text IS NULL OR lower(${USER_NAME}) LIKE $1)`,
        orderBy: `${orderBy} ${direction(query)}, m.user_id ${direction(query)}`,
        query,
      });
    },

    async memory(userId) {
      const { rows } = await q.query<MemoryRow>(`${MEMORY_SELECT} WHERE m.user_id = $1`, [userId]);
      return rows[0] ?? null;
    },
  };
}
