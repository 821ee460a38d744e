/**
 * The bots of the metaverses (staff-and-agents.md §2.16, §3; single-target-and-flows.md §3 AI agents location
 * context): actor configs with their face icons, conversation topics collections, location contexts (the AI
 * agents settings of a metaverse or location and the last conversation generated there) and system prompts.
 */
import type { Queryable } from '../db/connection.ts';

export type MvbotsOption = 'inherit' | 'custom' | 'disabled';

/** An actor config as uploaded (the contract's ActorConfig). */
export interface ActorConfig {
  actor_id: string;
  availability: 'available' | 'unavailable';
  display_name: string;
  display_tagline: string;
  personality?: string;
  speech_style?: string;
  topic_collections?: string[];
}

export interface StoredActor {
  config: ActorConfig;
  faceicon_blob: string | null;
  updated: string;
}

export interface ContextSettings {
  mvbots_option: MvbotsOption;
  actor_ids: string[];
  persistent_actor_ids: string[];
  user_topics: string[];
  autospawn: boolean;
}

export interface ConversationLine {
  actor_id: string;
  display_name: string;
  text: string;
}

export interface StoredContext {
  location_uri: string;
  domain_id: string;
  settings: ContextSettings;
  conversation: ConversationLine[];
  generated: { at: string; responder: string } | null;
  updated: string;
}

export interface SystemPromptRow {
  prompt_id: string;
  title: string;
  system_prompt: string;
  user_prompt: string;
}

export interface MvbotsRepository {
  listActors(): Promise<StoredActor[]>;
  findActor(actorId: string): Promise<StoredActor | null>;
  /** Adds or replaces the configs (face icons kept); how many were new and how many replaced. */
  upsertActors(configs: readonly ActorConfig[]): Promise<{ added: number; updated: number }>;
  setFaceIcon(actorId: string, blobId: string): Promise<StoredActor | null>;
  deleteActor(actorId: string): Promise<boolean>;

  listTopicCollections(): Promise<{ collection_name: string; topics_count: number }[]>;
  findTopics(name: string): Promise<string[] | null>;
  putTopics(name: string, topics: readonly string[]): Promise<void>;
  deleteTopics(name: string): Promise<boolean>;

  listContexts(): Promise<string[]>;
  findContext(uri: string): Promise<StoredContext | null>;
  /** Contexts of a metaverse's locations (uri starting with `{domainUri}/`). */
  locationContextsOf(domainId: string, domainUri: string): Promise<StoredContext[]>;
  saveSettings(uri: string, domainId: string, settings: ContextSettings): Promise<StoredContext>;
  saveConversation(
    uri: string,
    conversation: readonly ConversationLine[],
    generated: { at: string; responder: string } | null,
  ): Promise<StoredContext | null>;
  deleteContext(uri: string): Promise<boolean>;

  listPrompts(): Promise<SystemPromptRow[]>;
  findPrompt(promptId: string): Promise<SystemPromptRow | null>;
  savePrompt(prompt: SystemPromptRow): Promise<SystemPromptRow>;
}

interface ActorRow {
  config: ActorConfig;
  faceicon_blob: string | null;
  updated: Date | string;
}

interface ContextRow {
  location_uri: string;
  domain_id: string;
  settings: ContextSettings;
  conversation: ConversationLine[];
  generated: { at: string; responder: string } | null;
  updated: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const actor = (row: ActorRow): StoredActor => ({ ...row, updated: iso(row.updated) });
const context = (row: ContextRow): StoredContext => ({ ...row, updated: iso(row.updated) });
const CONTEXT_COLUMNS = 'location_uri, domain_id, settings, conversation, generated, updated';

/** The bots' data over a connection or a transaction. */
export function createMvbotsRepository(q: Queryable): MvbotsRepository {
  return {
    async listActors() {
      const { rows } = await q.query<ActorRow>(
        'SELECT config, faceicon_blob, updated FROM mvbot_actors ORDER BY actor_id',
      );
      return rows.map(actor);
    },
    async findActor(actorId) {
      const { rows } = await q.query<ActorRow>(
        'SELECT config, faceicon_blob, updated FROM mvbot_actors WHERE actor_id = $1',
        [actorId],
      );
      return rows[0] ? actor(rows[0]) : null;
    },
    async upsertActors(configs) {
      // xmax = 0 only on rows this statement inserted: it tells new actors from replaced ones in one statement.
      const { rows } = await q.query<{ inserted: boolean }>(
        `INSERT INTO mvbot_actors (actor_id, config, updated)
         SELECT a->>'actor_id', a, now() FROM jsonb_array_elements($1::jsonb) AS a
         ON CONFLICT (actor_id) DO UPDATE SET config = EXCLUDED.config, updated = now()
         RETURNING (xmax = 0) AS inserted`,
        [JSON.stringify(configs)],
      );
      const added = rows.filter((row) => row.inserted).length;
      return { added, updated: rows.length - added };
    },
    async setFaceIcon(actorId, blobId) {
      const { rows } = await q.query<ActorRow>(
        `UPDATE mvbot_actors SET faceicon_blob = $2, updated = now() WHERE actor_id = $1
         RETURNING config, faceicon_blob, updated`,
        [actorId, blobId],
      );
      return rows[0] ? actor(rows[0]) : null;
    },
    async deleteActor(actorId) {
      const { rows } = await q.query('DELETE FROM mvbot_actors WHERE actor_id = $1 RETURNING actor_id', [
        actorId,
      ]);
      return rows.length > 0;
    },

    async listTopicCollections() {
      const { rows } = await q.query<{ collection_name: string; topics_count: number }>(
        `SELECT collection_name, jsonb_array_length(topics)::int AS topics_count
         FROM mvbot_topics ORDER BY collection_name`,
      );
      return rows;
    },
    async findTopics(name) {
      const { rows } = await q.query<{ topics: string[] }>(
        'SELECT topics FROM mvbot_topics WHERE collection_name = $1',
        [name],
      );
      return rows[0]?.topics ?? null;
    },
    async putTopics(name, topics) {
      await q.query(
        `INSERT INTO mvbot_topics (collection_name, topics, updated) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (collection_name) DO UPDATE SET topics = EXCLUDED.topics, updated = now()`,
        [name, JSON.stringify(topics)],
      );
    },
    async deleteTopics(name) {
      const { rows } = await q.query(
        'DELETE FROM mvbot_topics WHERE collection_name = $1 RETURNING collection_name',
        [name],
      );
      return rows.length > 0;
    },

    async listContexts() {
      const { rows } = await q.query<{ location_uri: string }>(
        'SELECT location_uri FROM mvbot_location_contexts ORDER BY location_uri',
      );
      return rows.map((row) => row.location_uri);
    },
    async findContext(uri) {
      const { rows } = await q.query<ContextRow>(
        `SELECT ${CONTEXT_COLUMNS} FROM mvbot_location_contexts WHERE location_uri = $1`,
        [uri],
      );
      return rows[0] ? context(rows[0]) : null;
    },
    async locationContextsOf(domainId, domainUri) {
      const { rows } = await q.query<ContextRow>(
        `SELECT ${CONTEXT_COLUMNS} FROM mvbot_location_contexts
         WHERE domain_id = $1 AND location_uri <> $2 ORDER BY location_uri`,
        [domainId, domainUri],
      );
      return rows.map(context);
    },
    async saveSettings(uri, domainId, settings) {
      const { rows } = await q.query<ContextRow>(
        `INSERT INTO mvbot_location_contexts (location_uri, domain_id, settings, updated)
         VALUES ($1, $2, $3::jsonb, now())
         ON CONFLICT (location_uri) DO UPDATE SET settings = EXCLUDED.settings, updated = now()
         RETURNING ${CONTEXT_COLUMNS}`,
        [uri, domainId, JSON.stringify(settings)],
      );
      return context(rows[0]);
    },
    async saveConversation(uri, conversation, generated) {
      const { rows } = await q.query<ContextRow>(
        `UPDATE mvbot_location_contexts SET conversation = $2::jsonb, generated = $3::jsonb, updated = now()
         WHERE location_uri = $1 RETURNING ${CONTEXT_COLUMNS}`,
        [uri, JSON.stringify(conversation), generated === null ? null : JSON.stringify(generated)],
      );
      return rows[0] ? context(rows[0]) : null;
    },
    async deleteContext(uri) {
      const { rows } = await q.query(
        'DELETE FROM mvbot_location_contexts WHERE location_uri = $1 RETURNING location_uri',
        [uri],
      );
      return rows.length > 0;
    },

    async listPrompts() {
      const { rows } = await q.query<SystemPromptRow>(
        'SELECT prompt_id, title, system_prompt, user_prompt FROM mvbot_system_prompts ORDER BY prompt_id',
      );
      return rows;
    },
    async findPrompt(promptId) {
      const { rows } = await q.query<SystemPromptRow>(
        'SELECT prompt_id, title, system_prompt, user_prompt FROM mvbot_system_prompts WHERE prompt_id = $1',
        [promptId],
      );
      return rows[0] ?? null;
    },
    async savePrompt(prompt) {
      const { rows } = await q.query<SystemPromptRow>(
        `INSERT INTO mvbot_system_prompts (prompt_id, title, system_prompt, user_prompt, updated)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (prompt_id) DO UPDATE SET title = EXCLUDED.title, system_prompt = EXCLUDED.system_prompt,
           user_prompt = EXCLUDED.user_prompt, updated = now()
         RETURNING prompt_id, title, system_prompt, user_prompt`,
        [prompt.prompt_id, prompt.title, prompt.system_prompt, prompt.user_prompt],
      );
      return rows[0];
    },
  };
}
