/**
 * AI agents (migration 024): module types, agents, modules held from packs, users' memories and chat
 * messages, and the metacoin crafting spends. Charges run inside the handler's transaction with the user's
 * row locked, so a balance never goes below 0.
 */
import type { Queryable } from '../db/connection.ts';
import { agentChats } from './agents-chats.ts';
import { insertLedgerEntry } from './inventory-ledger.ts';

export interface ModuleTypeDoc {
  _id: string;
  display_name: string;
  ai_prompt: string;
  cost_mc: number;
  max_usage: number;
  triggers_faceprompt: boolean;
  iconblob_url: string;
  modules: { _id: string; value: string }[];
}

export interface AgentTokens {
  total: number;
  completion: number;
  prompt: number;
}

/** An agent as stored (the staff-and-agents.md §3 fields but the owner's name and icon, which are read with it). */
export interface AgentDoc {
  _id: string;
  display_name: string;
  display_tagline: string;
  personality: string;
  speech_style: string;
  faceicon_blobid: string;
  faceicon_label: string;
  platforms: string[];
  owner_id: string;
  timestamp: string;
  tts_sex: string;
  tts_language: string;
  modules_by_type: Record<string, string[]>;
  prompt: string;
  faceprompt: string;
  accumulated_crafting_cost_mc: number;
  tokens: AgentTokens;
  faceicon_blobids_archive: string[];
  domain: string;
  /** Tokens spent generating the agent (crafting with a model); chats count in `tokens`. */
  generation_tokens: number;
}

/** An agent with its owner's name and icon and its metaverse's name. */
export interface AgentRow {
  doc: AgentDoc;
  owner_name: string;
  owner_iconblob: string | null;
  domain_name: string;
}

export interface AgentListQuery {
  sort: 'display_name' | 'timestamp';
  order: 1 | -1;
  skip: number;
  limit: number;
  filter?: string;
}

/** What an agent remembers of its chats with one user (staff-and-agents.md §3 User memory, interactions). */
export interface AgentInteraction {
  display_name: string;
  iconblob: string;
  ai_summary: string;
  extracted_facts: string[];
  last_updated: string;
}

export interface MemoryDoc {
  type: 'user';
  hard_facts: { ai_summary: string; facts: string[]; last_updated: string };
  interactions: Record<string, AgentInteraction>;
}

export interface MessageRow {
  id: string;
  ts: Date;
  is_user: boolean;
  text: string;
  response_id: string;
}

const AGENT_SELECT = `SELECT a.doc, coalesce(u.doc->>'nickname', u.doc->>'name', '') AS owner_name,
    u.doc->>'iconblob' AS owner_iconblob, coalesce(d.doc->>'name', '') AS domain_name
  FROM agents a JOIN users u ON u.id = a.owner_id LEFT JOIN domains d ON d.id = a.domain_id`;

export interface AgentsRepository {
  moduleTypes(): Promise<ModuleTypeDoc[]>;
  moduleType(id: string): Promise<ModuleTypeDoc | null>;
  saveModuleType(doc: ModuleTypeDoc): Promise<void>;
  /** How many of each module the user holds from packs, by module id. */
  heldModules(userId: string): Promise<Map<string, number>>;
  /** Uses one held module; false when the user holds none. */
  useHeldModule(userId: string, moduleId: string): Promise<boolean>;
  /** Adds one held module per entry (an id listed twice adds two). */
  grantModules(userId: string, modules: readonly { moduleId: string; typeId: string }[]): Promise<void>;
  /** The module packs on sale (migration 028), smallest first. */
  modulePacks(): Promise<{ count: number; cost_mc: number }[]>;

  list(
    ownerId: string,
    query: AgentListQuery,
  ): Promise<{ rows: AgentRow[]; filtered: number; owned: number }>;
  get(id: string): Promise<AgentRow | null>;
  /** The agent's row locked for a change (inside a transaction). */
  lock(id: string): Promise<AgentDoc | null>;
  save(doc: AgentDoc): Promise<void>;
  remove(id: string): Promise<void>;
  addTokens(id: string, prompt: number, completion: number): Promise<void>;

  /** Takes `amount` metacoin from the user (row locked) and records it in the ledger; null when too little. */
  spend(userId: string, amount: number, doc: Record<string, unknown>): Promise<number | null>;
  balance(userId: string): Promise<number>;

  memory(userId: string): Promise<MemoryDoc | null>;
  saveMemory(userId: string, doc: MemoryDoc): Promise<void>;
  /** Removes the agent from every user's memory (the agent was deleted). */
  forgetAgent(agentId: string): Promise<void>;

  addMessage(
    agentId: string,
    userId: string,
    isUser: boolean,
    text: string,
    responseId: string,
    at: Date,
  ): Promise<void>;
  /** The latest `limit` messages, oldest first. */
  recentMessages(agentId: string, userId: string, limit: number): Promise<MessageRow[]>;
  lastMessageAt(agentId: string, userId: string): Promise<Date | null>;
  clearMessages(agentId: string, userId: string): Promise<void>;
  /** Chats with the agent: messages and the people who sent them. */
  chatCounts(agentId: string): Promise<{ messages: number; people: number }>;
  /** Counts for the agent admin hub. */
  counts(): Promise<{ agents: number; moduleTypes: number; memories: number; messages: number }>;
}

/** Users' AI agents (staff-and-agents.md §3) with their modules, metacoin spends, memories and chats. */
export function createAgentsRepository(q: Queryable): AgentsRepository {
  return { ...agentModules(q), ...agentRecords(q), ...agentSpends(q), ...agentChats(q) };
}

/** The module types, the modules users hold from packs, and the packs on sale. */
function agentModules(
  q: Queryable,
): Pick<
  AgentsRepository,
  | 'moduleTypes'
  | 'moduleType'
  | 'saveModuleType'
  | 'heldModules'
  | 'useHeldModule'
  | 'grantModules'
  | 'modulePacks'
> {
  return {
    async moduleTypes() {
      const { rows } = await q.query<{ doc: ModuleTypeDoc }>(
        'SELECT doc FROM agent_module_types ORDER BY lower(display_name), id',
      );
      return rows.map((r) => r.doc);
    },
    async moduleType(id) {
      const { rows } = await q.query<{ doc: ModuleTypeDoc }>(
        'SELECT doc FROM agent_module_types WHERE id = $1',
        [id],
      );
      return rows[0]?.doc ?? null;
    },
    async saveModuleType(doc) {
      await q.query(
        `INSERT INTO agent_module_types (id, display_name, doc, updated) VALUES ($1, $2, $3::jsonb, now())
         ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name, doc = EXCLUDED.doc, updated = now()`,
        [doc._id, doc.display_name, JSON.stringify(doc)],
      );
    },
    async heldModules(userId) {
      const { rows } = await q.query<{ module_id: string; count: number }>(
        'SELECT module_id, count FROM agent_owned_modules WHERE user_id = $1 AND count > 0',
        [userId],
      );
      return new Map(rows.map((r) => [r.module_id, Number(r.count)]));
    },
    async useHeldModule(userId, moduleId) {
      const { rows } = await q.query(
        `UPDATE agent_owned_modules SET count = count - 1 WHERE user_id = $1 AND module_id = $2 AND count > 0
         RETURNING count`,
        [userId, moduleId],
      );
      return rows.length > 0;
    },

    async grantModules(userId, modules) {
      for (const { moduleId, typeId } of modules) {
        await q.query(
          `INSERT INTO agent_owned_modules (user_id, module_id, type_id, count) VALUES ($1, $2, $3, 1)
           ON CONFLICT (user_id, module_id) DO UPDATE SET count = agent_owned_modules.count + 1, type_id = EXCLUDED.type_id`,
          [userId, moduleId, typeId],
        );
      }
    },
    async modulePacks() {
      const { rows } = await q.query<{ count: number; cost_mc: number }>(
        'SELECT count, cost_mc FROM agent_module_packs ORDER BY count',
      );
      return rows.map((r) => ({ count: Number(r.count), cost_mc: Number(r.cost_mc) }));
    },
  };
}

/** The agents themselves: a user's list, one agent, its changes and the tokens its chats used. */
function agentRecords(
  q: Queryable,
): Pick<AgentsRepository, 'list' | 'get' | 'lock' | 'save' | 'remove' | 'addTokens'> {
  return {
    async list(ownerId, query) {
      const filter = query.filter?.trim()
        ? `%${query.filter
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, '\\$&')}%`
        : null;
      const where = `a.owner_id = $1 AND ($2::text IS NULL OR lower(a.display_name) LIKE $2 OR lower(a.doc->>'display_tagline') LIKE $2)`;
      const orderBy = query.sort === 'timestamp' ? 'a.ts' : 'lower(a.display_name)';
      const direction = query.order === 1 ? 'ASC' : 'DESC';
      const { rows } = await q.query<AgentRow>(
        `${AGENT_SELECT} WHERE ${where} ORDER BY ${orderBy} ${direction}, a.id ${direction} OFFSET $3 LIMIT $4`,
        [ownerId, filter, query.skip, query.limit],
      );
      const counts = await q.query<{ filtered: number; owned: number }>(
        `SELECT count(*) FILTER (WHERE ${where.replaceAll('a.', '')})::int AS filtered, count(*)::int AS owned
         FROM agents WHERE owner_id = $1`,
        [ownerId, filter],
      );
      return { rows, filtered: Number(counts.rows[0].filtered), owned: Number(counts.rows[0].owned) };
    },
    async get(id) {
      const { rows } = await q.query<AgentRow>(`${AGENT_SELECT} WHERE a.id = $1`, [id]);
      return rows[0] ?? null;
    },
    async lock(id) {
      const { rows } = await q.query<{ doc: AgentDoc }>('SELECT doc FROM agents WHERE id = $1 FOR UPDATE', [
        id,
      ]);
      return rows[0]?.doc ?? null;
    },
    async save(doc) {
      await q.query(
        `INSERT INTO agents (id, owner_id, display_name, domain_id, ts, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name, domain_id = EXCLUDED.domain_id,
           ts = EXCLUDED.ts, doc = EXCLUDED.doc`,
        [doc._id, doc.owner_id, doc.display_name, doc.domain || null, doc.timestamp, JSON.stringify(doc)],
      );
    },
    async remove(id) {
      await q.query('DELETE FROM agents WHERE id = $1', [id]);
    },
    async addTokens(id, prompt, completion) {
      await q.query(
        `UPDATE agents SET doc = jsonb_set(doc, '{tokens}', jsonb_build_object(
           'prompt', coalesce((doc#>>'{tokens,prompt}')::bigint, 0) + $2::bigint,
           'completion', coalesce((doc#>>'{tokens,completion}')::bigint, 0) + $3::bigint,
           'total', coalesce((doc#>>'{tokens,total}')::bigint, 0) + $2::bigint + $3::bigint))
         WHERE id = $1`,
        [id, prompt, completion],
      );
    },
  };
}

/** The metacoin a user spends crafting agents, and their balance. */
function agentSpends(q: Queryable): Pick<AgentsRepository, 'spend' | 'balance'> {
  return {
    async spend(userId, amount, doc) {
      const { rows } = await q.query<{ currency: string; inescrow: string }>(
        `SELECT coalesce((doc->>'currency')::bigint, 0) AS currency, coalesce((doc->>'inescrow')::bigint, 0) AS inescrow
         FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (rows.length === 0) return null;
      const next = Number(rows[0].currency) - amount;
      if (next < 0) return null;
      if (amount === 0) return next;
      await q.query(
        `UPDATE users SET doc = doc || jsonb_build_object('currency', $2::bigint, 'timestamp', $3::text) WHERE id = $1`,
        [userId, next, new Date().toISOString()],
      );
      await insertLedgerEntry(q, {
        userId,
        type: 'spend',
        added: -amount,
        newcurrency: next,
        newinescrow: Number(rows[0].inescrow),
        doc,
      });
      return next;
    },
    async balance(userId) {
      const { rows } = await q.query<{ currency: string }>(
        `SELECT coalesce((doc->>'currency')::bigint, 0) AS currency FROM users WHERE id = $1`,
        [userId],
      );
      return Number(rows[0]?.currency ?? 0);
    },
  };
}
