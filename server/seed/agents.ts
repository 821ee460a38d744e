/**
 * Demo AI-agent module types (staff-and-agents.md §3 Module type), so crafting works on first start; staff
 * edit them on the agent admin's module page.
 */
import type { Queryable } from '../db/connection.ts';

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
}
