import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLlmStandIn,
  STANDIN_LLM_KEY,
  STANDIN_PNG,
  standInVector,
  type LlmStandIn,
} from '../../test/stand-ins/openai.ts';
import { avatarSvg, createLocalImages } from '../images/local.ts';
import { createOpenAiImages } from '../images/openai.ts';
import { extractFactsByRules } from './facts.ts';
import { composeReply, createLocalResponder, LOCAL_RESPONDER_LABEL, pieces } from './local.ts';
import { createOpenAiLanguage } from './openai.ts';
import type { ReplyRequest } from './types.ts';

const request: ReplyRequest = {
  agent: {
    display_name: 'Captain Nova',
    display_tagline: 'Guide of the harbour',
    personality: 'Curious and kind',
    speech_style: 'Talks like a pirate',
    modules: [{ type: 'Hobby', name: 'Astronomy', prompt: 'Loves the stars' }],
  },
  userName: 'Alice',
  facts: ['Lives in Lisbon'],
  passages: [{ document: 'opening-hours.md', text: 'The harbour opens at nine in the morning.' }],
  history: [],
  message: 'When does the harbour open?',
};

async function collect(iterable: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const piece of iterable) out.push(piece);
  return out;
}

describe('the local responder', () => {
  it('composes its reply from the agent, the memory and the passage, naming the document', () => {
    const text = composeReply(request);
    expect(text).toContain('Ahoy Alice');
    expect(text).toContain('Captain Nova');
    expect(text).toContain('"opening-hours.md" says: "The harbour opens at nine in the morning."');
    expect(text).toContain('lives in Lisbon');
    expect(text).toContain('Astronomy (hobby)');
  });

  it('says it found nothing when no passage answers a question', () => {
    expect(composeReply({ ...request, passages: [] })).toContain(
      "I found nothing about that in this metaverse's documents",
    );
  });

  it('streams the reply in several pieces that join back into it, and labels itself', async () => {
    const local = createLocalResponder();
    expect(local.label).toBe(LOCAL_RESPONDER_LABEL);
    const completion = local.reply(request);
    const got = await collect(completion.pieces);
    expect(got.length).toBeGreaterThan(3);
    expect(got.join('')).toBe(composeReply(request));
    expect(completion.usage().completion).toBeGreaterThan(0);
    expect(pieces('a b c d e')).toEqual(['a b c ', 'd e']);
  });
});

describe('fact extraction by rules', () => {
  it('turns first-person statements into facts', () => {
    expect(extractFactsByRules('My name is Alice. I live in Lisbon and I love sailing!', [])).toEqual([
      'Is called Alice',
      'Lives in Lisbon',
      'Likes sailing',
    ]);
    expect(extractFactsByRules('I love sailing. My favourite colour is green.', [])).toEqual([
      'Likes sailing',
      'Favourite colour is green',
    ]);
  });

  it('skips questions and facts already known', () => {
    expect(extractFactsByRules('Do you know where I live in Lisbon?', [])).toEqual([]);
    expect(extractFactsByRules('I love sailing.', ['likes sailing'])).toEqual([]);
  });
});

describe('the OpenAI-compatible provider against a stand-in service', () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());

  const provider = () =>
    createOpenAiLanguage({
      baseUrl: standIn.baseUrl,
      apiKey: STANDIN_LLM_KEY,
      model: 'm1',
      embeddingModel: 'e1',
    });

  it('streams the chat completion piece by piece and reports the usage', async () => {
    const completion = provider().reply(request);
    expect(await collect(completion.pieces)).toEqual(['Hello', ' from', ' the', ' model.']);
    expect(completion.usage()).toEqual({ prompt: 42, completion: 4 });
    const sent = standIn.requests.at(-1)!;
    expect(sent.authorized).toBe(true);
    expect(sent.body.model).toBe('m1');
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain('From "opening-hours.md"');
    expect(messages[0].content).toContain('Personality: Curious and kind');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'When does the harbour open?' });
  });

  it('takes facts from the model, leaving out known ones', async () => {
    expect(await provider().extractFacts('I live in Lisbon and sail', ['likes sailing'])).toEqual([
      'Lives in Lisbon',
    ]);
  });

  it('returns embeddings in input order', async () => {
    expect(await provider().embed!(['abc', 'zz'])).toEqual([standInVector('abc'), standInVector('zz')]);
    expect(standIn.requests.at(-1)!.body.encoding_format).toBe('float');
  });

  it('fails when the service refuses the key', async () => {
    const wrong = createOpenAiLanguage({ baseUrl: standIn.baseUrl, apiKey: 'wrong', model: 'm1' });
    await expect(collect(wrong.reply(request).pieces)).rejects.toThrow();
    expect(wrong.embed).toBeUndefined();
  });
});

describe('face icons', () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());

  it('draws a generated avatar that changes with the seed', async () => {
    const local = createLocalImages();
    expect(local.label).toBe('generated avatar');
    const png = await local.faceIcon('red hair, pirate hat', 1);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(avatarSvg('red hair', 1)).toContain('#b22222');
    expect(avatarSvg('a face', 1)).not.toBe(avatarSvg('a face', 2));
  });

  it('asks the images API for a face icon', async () => {
    const images = createOpenAiImages({ baseUrl: standIn.baseUrl, apiKey: STANDIN_LLM_KEY, model: 'img1' });
    expect(await images.faceIcon('a kind robot', 1)).toEqual(STANDIN_PNG);
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe('/v1/images/generations');
    expect(String(sent.body.prompt)).toContain('a kind robot');
  });
});
