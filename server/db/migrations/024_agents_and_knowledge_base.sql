-- AI agents (staff-and-agents.md §3): module types, agents, the modules users hold from packs, each user's
-- memory, chat messages; and the Knowledge Base index of metaverses' support documents.

-- Module types staff edit: display_name, ai_prompt, cost_mc, max_usage, triggers_faceprompt, iconblob_url,
-- modules [{_id, value: 'Display Name : AI Prompt'}].
CREATE TABLE agent_module_types (
  id text PRIMARY KEY,
  display_name text NOT NULL,
  doc jsonb NOT NULL,
  updated timestamptz NOT NULL DEFAULT now()
);

-- Agents; the document holds every field of §3 Agent but the indexed ones.
CREATE TABLE agents (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  display_name text NOT NULL,
  domain_id text,                     -- the metaverse whose Knowledge Base it answers from
  ts timestamptz NOT NULL DEFAULT now(),
  doc jsonb NOT NULL
);
CREATE INDEX agents_owner_name ON agents (owner_id, lower(display_name));
CREATE INDEX agents_owner_ts ON agents (owner_id, ts);

-- Modules a user holds from module packs, used up by crafting instead of paying the type's cost.
CREATE TABLE agent_owned_modules (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  module_id text NOT NULL,
  type_id text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (user_id, module_id)
);

-- One memory per user: hard facts and the interactions with each agent (§3 User memory).
CREATE TABLE agent_memories (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  updated timestamptz NOT NULL DEFAULT now(),
  doc jsonb NOT NULL
);
CREATE INDEX agent_memories_updated ON agent_memories (updated DESC);

-- Chat messages between a user and an agent.
CREATE TABLE agent_messages (
  id text PRIMARY KEY,
  agent_id text NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ts timestamptz NOT NULL DEFAULT now(),
  is_user boolean NOT NULL,
  text text NOT NULL,
  response_id text NOT NULL
);
CREATE INDEX agent_messages_chat ON agent_messages (agent_id, user_id, ts DESC);

-- The Knowledge Base: each support document of a metaverse (a domain_content row), extracted and chunked.
CREATE TABLE knowledge_documents (
  id text PRIMARY KEY REFERENCES domain_content (id) ON DELETE CASCADE,
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('queued', 'indexed', 'failed')),
  error text,
  chunks integer NOT NULL DEFAULT 0,
  vectors boolean NOT NULL DEFAULT false,
  indexed timestamptz,
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_documents_domain ON knowledge_documents (domain_id);

-- Passages: full-text search through `tsv` on both databases; `embedding` holds the model's vector when
-- the provider offers embeddings (ranked in code, or through pgvector's `embedding_v` where installed).
CREATE TABLE knowledge_chunks (
  id text PRIMARY KEY,
  document_id text NOT NULL REFERENCES knowledge_documents (id) ON DELETE CASCADE,
  domain_id text NOT NULL,
  ord integer NOT NULL,
  text text NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  embedding jsonb
);
CREATE INDEX knowledge_chunks_tsv ON knowledge_chunks USING gin (tsv);
CREATE INDEX knowledge_chunks_domain ON knowledge_chunks (domain_id, document_id, ord);

-- pgvector where the database offers it (most managed PostgreSQL); the code checks for the column.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    EXECUTE 'ALTER TABLE knowledge_chunks ADD COLUMN embedding_v vector';
  END IF;
END
$$;
