/**
 * Rows of the configuration table (`server/config-table.ts`): who sees the developer members list, the live
 * map (positions sent by VR servers, an outside map store), and the model service the AI agents use.
 */
import type { ConfigRow } from './types.ts';

/** The four demo developer-team accounts, who see the developer members list (the demo seeds them). */
export const DEFAULT_DEVELOPER_LIST_EMAILS =
  'devteam1@demo.test,devteam2@demo.test,devteam3@demo.test,devteam4@demo.test';

/** The developer members list, the live map and AI agents, in the order `docs/configuration.md` shows them. */
export const FEATURE_ROWS = [
  {
    variables: [
      {
        name: 'DEVELOPER_LIST_EMAILS',
        parse: {
          kind: 'string',
          match: {
            pattern: /^$|^[^\s,@]+@[^\s,@]+(,[^\s,@]+@[^\s,@]+)*$/,
            rule: 'email addresses separated by commas',
          },
        },
        default: DEFAULT_DEVELOPER_LIST_EMAILS,
      },
    ],
    meaning:
      "the accounts (email addresses, comma-separated; empty for none) to whom a metaverse's Members page also shows the developer members list",
  },
  {
    variables: [{ name: 'LIVEMAP_INGEST_KEY', parse: { kind: 'string' } }],
    meaning:
      'the key VR servers send (header `x-ingest-key`) with player positions to `POST /v2/public/livemap/positions`; without it that call is refused',
  },
  {
    variables: [{ name: 'MAP_BASE_URL', parse: { kind: 'url' } }],
    meaning:
      "read the live map's data (`latest.txt`, `{latest}/{postcode}.json`, `maps/{size}/{x}_{y}.jpg`) from this map store instead of the map generated here from the building world",
  },
  {
    variables: [
      { name: 'LLM_BASE_URL', parse: { kind: 'url' } },
      { name: 'LLM_MODEL', parse: { kind: 'string' }, requiredWhen: 'LLM_BASE_URL' },
    ],
    meaning:
      "AI agents reply through this OpenAI-compatible model service (`https://api.openai.com/v1`, Ollama's `http://localhost:11434/v1`, vLLM, a llama.cpp server) with this chat model, instead of the local responder",
  },
  {
    variables: [{ name: 'LLM_API_KEY', parse: { kind: 'string' }, secret: true }],
    meaning: "with `LLM_BASE_URL`, the model service's API key (local services may need none)",
  },
  {
    variables: [{ name: 'LLM_EMBEDDING_MODEL', parse: { kind: 'string' } }],
    meaning:
      "with `LLM_BASE_URL`, the knowledge base also stores this embedding model's vectors and ranks passages by them together with the text rank",
  },
  {
    variables: [{ name: 'LLM_IMAGE_MODEL', parse: { kind: 'string' } }],
    meaning:
      "with `LLM_BASE_URL`, agents' face icons are drawn by this image model (`/images/generations`) instead of generated avatars",
  },
] as const satisfies readonly ConfigRow[];
