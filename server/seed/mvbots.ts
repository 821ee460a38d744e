/**
 * Demo data of the bots (staff-and-agents.md §2.16; single-target-and-flows.md §2 AI agents card): actors with
 * face icons (one unavailable), topics collections, the AI agents settings of the business metaverse and its
 * home location, and the system prompts of the conversation generator.
 */
import type { Queryable } from '../db/connection.ts';
import { createMvbotsRepository, type ActorConfig } from '../repositories/mvbots-repository.ts';
import { blobId, gradientPng, writeBlob } from './demo-files.ts';
import { domainId } from './demo-domains.ts';

type Rgb = [number, number, number];

const ACTORS: readonly [ActorConfig, Rgb, Rgb][] = [
  [
    {
      actor_id: 'ava_guide',
      availability: 'available',
      display_name: 'Ava',
      display_tagline: 'Your friendly tour guide',
      personality: 'Warm, curious and patient; loves showing newcomers around.',
      speech_style: 'Short, cheerful sentences.',
      topic_collections: ['welcome', 'art_and_design'],
    },
    [40, 120, 200],
    [150, 220, 255],
  ],
  [
    {
      actor_id: 'max_builder',
      availability: 'available',
      display_name: 'Max',
      display_tagline: 'Builds anything out of anything',
      personality: 'Practical and enthusiastic about making things.',
      speech_style: 'Plain words, the odd building pun.',
      topic_collections: ['building_tips'],
    },
    [200, 110, 30],
    [255, 210, 120],
  ],
  [
    {
      actor_id: 'nova_dj',
      availability: 'available',
      display_name: 'Nova',
      display_tagline: 'Spins the music at every party',
      personality: 'Energetic, always talking about the next event.',
      speech_style: 'Upbeat, lots of exclamation marks.',
      topic_collections: ['welcome'],
    },
    [120, 40, 160],
    [240, 140, 255],
  ],
  [
    {
      actor_id: 'sage_archivist',
      availability: 'unavailable',
      display_name: 'Sage',
      display_tagline: 'Keeper of the metaverse history',
      personality: 'Thoughtful and precise.',
      speech_style: 'Measured, complete sentences.',
      topic_collections: [],
    },
    [60, 130, 70],
    [170, 230, 170],
  ],
];

const TOPICS: Record<string, string[]> = {
  welcome: ['How to move around', 'Where the next event is', 'Meeting other visitors'],
  building_tips: ['Choosing a template', 'Uploading a banner', 'Adding a video screen', 'Lighting a room'],
  art_and_design: ['The gallery on the top floor', 'Favourite colours of the season'],
};

const PROMPTS = [
  {
    prompt_id: 'conversation_default',
    title: 'Conversation between agents',
    system_prompt: [
      'You write a short conversation between AI agents who are visiting a place in a virtual world.',
      'The agents are: {selected_personalities}',
      'The metaverse is {domain_name}: {domain_desc}',
      'It belongs to {domain_owner}.',
      'The place is {location_name}: {location_desc}',
    ].join('\n'),
    user_prompt: 'Write six lines about {combined_topic}, starting with {start_actor_display_name}.',
  },
  {
    prompt_id: 'greeting',
    title: 'Greeting a visitor',
    system_prompt:
      'You are one of these agents: {selected_personalities}. Greet a visitor to {location_name}.',
    user_prompt: 'Say hello in one sentence.',
  },
];

/** The business metaverse has agents of its own; its home location follows it. */
export const DEMO_MVBOTS_DOMAIN = 'demo-business';

export async function seedDemoMvbots(q: Queryable, blobDir?: string): Promise<void> {
  const repo = createMvbotsRepository(q);
  await repo.upsertActors(ACTORS.map(([config]) => config));
  if (blobDir) {
    for (const [config, from, to] of ACTORS) {
      const bytes = gradientPng(96, from, to);
      const id = blobId(bytes);
      writeBlob(blobDir, id, bytes);
      await q.query(
        `INSERT INTO blobs (id, content_type, size) VALUES ($1, 'image/png', $2) ON CONFLICT (id) DO NOTHING`,
        [id, bytes.length],
      );
      await repo.setFaceIcon(config.actor_id, id);
    }
  }
  for (const [name, topics] of Object.entries(TOPICS)) await repo.putTopics(name, topics);
  await repo.saveSettings(DEMO_MVBOTS_DOMAIN, domainId(DEMO_MVBOTS_DOMAIN), {
    mvbots_option: 'custom',
    actor_ids: ['ava_guide', 'max_builder'],
    persistent_actor_ids: ['ava_guide'],
    user_topics: ['The opening party'],
    autospawn: true,
  });
  await repo.putTopics('demo-business:user_topics', ['The opening party']);
  await repo.saveSettings(`${DEMO_MVBOTS_DOMAIN}/locations/home`, domainId(DEMO_MVBOTS_DOMAIN), {
    mvbots_option: 'inherit',
    actor_ids: [],
    persistent_actor_ids: [],
    user_topics: [],
    autospawn: false,
  });
  for (const prompt of PROMPTS) await repo.savePrompt(prompt);
}
