/**
 * Bot conversations through an OpenAI-compatible model service (a local stand-in of its API): the filled-in
 * system prompt reaches the model, every line is the model's, the model's name is the responder, and a model
 * that does not answer is a 502 in our words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MVBOTS_TEXTS as T } from '../../routes/mvbots/texts.ts';
import { apiTest } from '../api-test.ts';
import { startLlmStandIn, STANDIN_LLM_KEY, type LlmStandIn } from '../stand-ins/openai.ts';

let model: LlmStandIn;
beforeAll(async () => {
  model = await startLlmStandIn();
});
afterAll(async () => {
  await model.close();
});

const api = apiTest({
  roles: ['superuser'],
  config: () => ({ language: { baseUrl: model.baseUrl, model: 'standin-model', apiKey: STANDIN_LLM_KEY } }),
});

describe('conversations through a model service', () => {
  it('sends the filled-in prompt to the model and labels the lines with the model', async () => {
    const reply = await api.op(
      'generateMvbotConversation',
      { query: { location_uri: 'demo-business' }, as: 'superuser' },
      200,
    );
    expect(reply.json.generated?.responder).toBe('standin-model');
    expect(reply.json.conversation.map((line) => line.text)).toEqual(
      new Array(6).fill('Hello from the model.'),
    );
    const sent = model.requests.filter((request) => request.path === '/v1/chat/completions');
    expect(sent).toHaveLength(6);
    expect(JSON.stringify(sent[0].body)).toContain('It belongs to Demo Owner.');
  });

  it('says so when the model service does not answer', async () => {
    await model.close();
    const reply = await api.op(
      'previewMvbotConversation',
      {
        body: { location_uri: 'demo-business', system_prompt: 'Talk about {combined_topic}' },
        as: 'superuser',
      },
      502,
    );
    expect(reply.text).toBe(T.modelFailed);
  }, 60_000);
});
