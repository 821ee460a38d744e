-- Bots of the metaverses (staff-and-agents.md §2.16, §3; single-target-and-flows.md §3 AI agents location context).
-- Actor configs: the whole uploaded config of each bot actor, and its face icon in the blob store.
CREATE TABLE mvbot_actors (
  actor_id text PRIMARY KEY CHECK (actor_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  config jsonb NOT NULL,
  faceicon_blob text,
  updated timestamptz NOT NULL DEFAULT now()
);

-- Conversation topics: named collections of topic lines.
CREATE TABLE mvbot_topics (
  collection_name text PRIMARY KEY,
  topics jsonb NOT NULL,
  updated timestamptz NOT NULL DEFAULT now()
);

-- The AI agents settings of a metaverse (location_uri = its uri) or of one of its locations
-- ({uri}/locations/{name}), and the last conversation generated there. Deleting the metaverse deletes them.
CREATE TABLE mvbot_location_contexts (
  location_uri text PRIMARY KEY,
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  conversation jsonb NOT NULL DEFAULT '[]'::jsonb,
  generated jsonb,
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mvbot_location_contexts_domain ON mvbot_location_contexts (domain_id);

-- System prompts of the conversation generator; a new prompt_id is a new prompt.
CREATE TABLE mvbot_system_prompts (
  prompt_id text PRIMARY KEY,
  title text NOT NULL,
  system_prompt text NOT NULL,
  user_prompt text NOT NULL,
  updated timestamptz NOT NULL DEFAULT now()
);
