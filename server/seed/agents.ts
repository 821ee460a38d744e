/**
 * Demo AI-agent module types (staff-and-agents.md §3 Module type), so crafting works on first start (staff
 * edit them in the agent admin), and one agent of the demo owner.
 */
import type { Queryable } from '../db/connection.ts';
import { demoUserId, domainId } from './demo-accounts.ts';
import { stableId } from './random.ts';

/** The demo owner's agent, answering from demo-business's Knowledge Base. */
export const DEMO_AGENT_ID = stableId('agent', 'demo-owner');

const TYPES = [
  {
    _id: 'personality',
    display_name: 'Personality',
    ai_prompt: 'The agent behaves like this:',
    cost_mc: 20,
    max_usage: 2,
    triggers_faceprompt: false,
    modules: [
      'Kind : Kind and patient, always encouraging',
      'Curious : Curious about everything and asks follow-up questions',
      'Witty : Witty, with a dry sense of humour',
      'Brave : Bold and adventurous',
    ],
  },
  {
    _id: 'speech',
    display_name: 'Speech style',
    ai_prompt: 'The agent speaks like this:',
    cost_mc: 20,
    max_usage: 1,
    triggers_faceprompt: false,
    modules: [
      'Pirate : Talks like a pirate',
      'Formal : Formal and polite',
      'Cheerful : Cheerful and enthusiastic',
      'Calm : Calm and gentle',
    ],
  },
  {
    _id: 'hobby',
    display_name: 'Hobby',
    ai_prompt: 'The agent loves talking about its hobbies:',
    cost_mc: 30,
    max_usage: 3,
    triggers_faceprompt: false,
    modules: [
      'Astronomy : Knows the stars and planets',
      'Sailing : Loves boats and the sea',
      'Cooking : Shares recipes and kitchen tips',
      'Music : Plays the guitar and knows music history',
    ],
  },
  {
    _id: 'look',
    display_name: 'Look',
    ai_prompt: 'The agent looks like this:',
    cost_mc: 25,
    max_usage: 2,
    triggers_faceprompt: true,
    modules: [
      'Red hair : red hair',
      'Glasses : round glasses',
      'Captain hat : a captain hat',
      'Silver hair : silver hair',
    ],
  },
];

export async function seedAgentModuleTypes(tx: Queryable): Promise<void> {
  for (const type of TYPES) {
    const doc = {
      ...type,
      iconblob_url: '',
      modules: type.modules.map((value, i) => ({ _id: `${type._id}-${i + 1}`, value })),
    };
    await tx.query(
      `INSERT INTO agent_module_types (id, display_name, doc) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO NOTHING`,
      [doc._id, doc.display_name, JSON.stringify(doc)],
    );
  }
  const owner = demoUserId('owner@demo.test');
  const domain = domainId('demo-business');
  const now = new Date().toISOString();
  const agent = {
    _id: DEMO_AGENT_ID,
    display_name: 'Harbour Guide',
    display_tagline: 'Into Sailing',
    personality: 'Kind and patient, always encouraging',
    speech_style: 'Calm and gentle',
    faceicon_blobid: '',
    faceicon_label: '',
    platforms: ['console'],
    owner_id: owner,
    timestamp: now,
    tts_sex: 'female',
    tts_language: 'en-US',
    modules_by_type: { personality: ['personality-1'], speech: ['speech-4'], hobby: ['hobby-2'] },
    prompt: 'The agent behaves like this: Personality: Kind\nThe agent speaks like this: Speech style: Calm',
    faceprompt: 'Kind and patient, always encouraging',
    accumulated_crafting_cost_mc: 0,
    tokens: { total: 0, completion: 0, prompt: 0 },
    faceicon_blobids_archive: [],
    domain,
    generation_tokens: 0,
  };
  await tx.query(
    `INSERT INTO agents (id, owner_id, display_name, domain_id, ts, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [agent._id, owner, agent.display_name, domain, now, JSON.stringify(agent)],
  );
}
