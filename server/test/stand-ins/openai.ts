/**
 * A local stand-in of an OpenAI-compatible model service for the language provider's tests:
 * `POST /v1/chat/completions` (streamed as server-sent events, or whole), `POST /v1/embeddings` and
 * `POST /v1/images/generations`. It
 * checks the bearer key, records every request and answers with text the test sets.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STANDIN_LLM_KEY = 'sk-standin';

/** The image the stand-in draws: a 1×1 PNG. */
export const STANDIN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface LlmStandIn {
  baseUrl: string;
  requests: { path: string; authorized: boolean; body: Record<string, unknown> }[];
  /** The streamed reply, in the pieces it is sent in. */
  replyPieces: string[];
  /** The whole (not streamed) reply. */
  wholeReply: string;
  close(): Promise<void>;
}

/** A vector from a text: letter counts, so similar texts get similar vectors. */
export function standInVector(text: string): number[] {
  const v = new Array<number>(26).fill(0);
  for (const c of text.toLowerCase()) {
    const i = c.charCodeAt(0) - 97;
    if (i >= 0 && i < 26) v[i] += 1;
  }
  return v;
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  const state: Omit<LlmStandIn, 'baseUrl' | 'close'> = {
    requests: [],
    replyPieces: ['Hello', ' from', ' the', ' model.'],
    wholeReply: 'Lives in Lisbon\nLikes sailing',
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const path = (req.url ?? '').split('?')[0];
      const authorized = req.headers.authorization === `Bearer ${STANDIN_LLM_KEY}`;
      state.requests.push({ path, authorized, body });
      if (!authorized) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
        );
        return;
      }
      if (path === '/v1/chat/completions' && body.stream === true) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model };
        for (const piece of state.replyPieces) {
          const chunk = { ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 42, completion_tokens: state.replyPieces.length, total_tokens: 42 + state.replyPieces.length } })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
        return;
      }
      if (path === '/v1/chat/completions') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-2',
            object: 'chat.completion',
            created: 1,
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content: state.wholeReply }, finish_reason: 'stop' },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          }),
        );
        return;
      }
      if (path === '/v1/images/generations') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ created: 1, data: [{ b64_json: STANDIN_PNG.toString('base64') }] }));
        return;
      }
      if (path === '/v1/embeddings') {
        const input = (Array.isArray(body.input) ? body.input : [body.input]) as string[];
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            model: body.model,
            data: input.map((text, index) => ({
              object: 'embedding',
              index,
              embedding: standInVector(text),
            })),
            usage: { prompt_tokens: input.length, total_tokens: input.length },
          }),
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
