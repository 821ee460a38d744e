/**
 * Demo AI-agent module types (staff-and-agents.md §3 Module type), so crafting works on first start (staff
 * edit them in the agent admin), one agent of the demo owner and one of the social user, and chats with them
 * (messages, what the agents remember, tokens) so the agent admin's pages show something. The chats are the
 * social and gamer users': the owner's and the member's own chats start empty.
 */
import type { Queryable } from '../db/connection.ts';
import type { MemoryDoc } from '../repositories/agents-repository.ts';
import { DEMO_ACCOUNTS, demoUserId } from './demo-accounts.ts';
import { domainId } from './demo-domains.ts';
import { stableId } from './random.ts';

/** The demo owner's agent, answering from demo-business's Knowledge Base. */
export const DEMO_AGENT_ID = stableId('agent', 'demo-owner');
/** The social user's agent, with no metaverse. */
export const DEMO_SOCIAL_AGENT_ID = stableId('agent', 'demo-social');

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

export async function seedAgentModuleTypes(tx: Queryable, now: Date): Promise<void> {
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
    timestamp: now.toISOString(),
    tts_sex: 'female',
    tts_language: 'en-US',
    modules_by_type: { personality: ['personality-1'], speech: ['speech-4'], hobby: ['hobby-2'] },
    prompt: 'The agent behaves like this: Personality: Kind\nThe agent speaks like this: Speech style: Calm',
    faceprompt: 'Kind and patient, always encouraging',
    accumulated_crafting_cost_mc: 0,
    // The seeded chats' tokens (below).
    tokens: { total: 1264, completion: 176, prompt: 1088 },
    faceicon_blobids_archive: [],
    domain,
    generation_tokens: 0,
  };
  await tx.query(
    `INSERT INTO agents (id, owner_id, display_name, domain_id, ts, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [agent._id, owner, agent.display_name, domain, now.toISOString(), JSON.stringify(agent)],
  );
  await seedAgentChats(tx, now, agent);
}

/** Minutes before the seed's time, as a Date. */
const ago = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

interface SeedChat {
  user: string;
  agent: string;
  /** User message, agent reply; oldest first. */
  exchanges: [string, string][];
  facts: string[];
  /** When the last message was sent, in minutes before the seed. */
  minutesAgo: number;
}

/** The social user's agent, the two users' chats and their memories. */
async function seedAgentChats(
  tx: Queryable,
  now: Date,
  harbour: { _id: string; display_name: string },
): Promise<void> {
  const social = demoUserId('social@demo.test');
  const gamer = demoUserId('gamer@demo.test');
  const starGazer = {
    _id: DEMO_SOCIAL_AGENT_ID,
    display_name: 'Star Gazer',
    display_tagline: 'Into Astronomy',
    personality: 'Curious about everything and asks follow-up questions',
    speech_style: 'Cheerful and enthusiastic',
    faceicon_blobid: '',
    faceicon_label: '',
    platforms: ['console'],
    owner_id: social,
    timestamp: ago(now, 60 * 24).toISOString(),
    tts_sex: 'male',
    tts_language: 'en-US',
    modules_by_type: { personality: ['personality-2'], speech: ['speech-3'], hobby: ['hobby-1'] },
    prompt:
      'The agent behaves like this: Personality: Curious\nThe agent speaks like this: Speech style: Cheerful',
    faceprompt: 'Curious about everything and asks follow-up questions',
    accumulated_crafting_cost_mc: 570,
    tokens: { total: 358, completion: 52, prompt: 306 },
    faceicon_blobids_archive: [],
    domain: '',
    generation_tokens: 0,
  };
  await tx.query(
    `INSERT INTO agents (id, owner_id, display_name, domain_id, ts, doc) VALUES ($1, $2, $3, NULL, $4, $5::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [starGazer._id, social, starGazer.display_name, starGazer.timestamp, JSON.stringify(starGazer)],
  );

  // The names the chat would have used: the accounts' nicknames.
  const names = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [demoUserId(a.email), a.nickname]));
  const agents: Record<string, string> = {
    [harbour._id]: harbour.display_name,
    [starGazer._id]: starGazer.display_name,
  };
  const chats: SeedChat[] = [
    {
      user: social,
      agent: harbour._id,
      exchanges: [
        [
          'Hi! I love sailing.',
          'Hello! How lovely - the harbour is the best place for a sailor. Welcome aboard.',
        ],
        [
          'When does the lighthouse open?',
          '"harbour-guide.md" says: The lighthouse opens at nine in the morning.',
        ],
      ],
      facts: ['loves sailing'],
      minutesAgo: 90,
    },
    {
      user: gamer,
      agent: harbour._id,
      exchanges: [
        ['I live in Porto. Is there a ferry?', 'Porto is a fine harbour town too. Ferries leave hourly.'],
      ],
      facts: ['lives in Porto'],
      minutesAgo: 45,
    },
    {
      user: gamer,
      agent: starGazer._id,
      exchanges: [
        ['I play the guitar.', 'Wonderful! Do you ever play under the stars? Which songs do you like?'],
      ],
      facts: ['plays the guitar'],
      minutesAgo: 20,
    },
  ];
  const memories = new Map<string, MemoryDoc & { updated: Date }>();
  for (const chat of chats) {
    const last = ago(now, chat.minutesAgo);
    const lines = chat.exchanges.flatMap(([said, answered], i) => {
      // Each exchange a minute apart, the reply a second after the message; ids and times fixed by the seed.
      const at = last.getTime() - (chat.exchanges.length - 1 - i) * 60_000;
      const responseId = stableId('agent-response', `${chat.user}:${chat.agent}:${i}`);
      return [
        { isUser: true, text: said, at: at - 1000, responseId, key: `${responseId}:user` },
        { isUser: false, text: answered, at, responseId, key: `${responseId}:agent` },
      ];
    });
    for (const line of lines) {
      await tx.query(
        `INSERT INTO agent_messages (id, agent_id, user_id, ts, is_user, text, response_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [
          stableId('agent-message', line.key),
          chat.agent,
          chat.user,
          new Date(line.at).toISOString(),
          line.isUser,
          line.text,
          line.responseId,
        ],
      );
    }
    const memory = memories.get(chat.user) ?? {
      type: 'user' as const,
      hard_facts: { ai_summary: '', facts: [], last_updated: '' },
      interactions: {},
      updated: last,
    };
    memory.hard_facts.facts.push(...chat.facts);
    memory.hard_facts.ai_summary = memory.hard_facts.facts.join('. ');
    memory.hard_facts.last_updated = last.toISOString();
    memory.interactions[chat.agent] = {
      display_name: agents[chat.agent],
      iconblob: '',
      ai_summary: `${chat.exchanges.length} messages from ${names[chat.user]}; last: "${chat.exchanges.at(-1)![0]}"`,
      extracted_facts: chat.facts,
      last_updated: last.toISOString(),
    };
    memory.updated = last;
    memories.set(chat.user, memory);
  }
  for (const [userId, { updated, ...doc }] of memories) {
    await tx.query(
      `INSERT INTO agent_memories (user_id, updated, doc) VALUES ($1, $2, $3::jsonb) ON CONFLICT (user_id) DO NOTHING`,
      [userId, updated.toISOString(), JSON.stringify(doc)],
    );
  }
}
