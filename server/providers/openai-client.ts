/**
 * The official OpenAI SDK client for an OpenAI-compatible service, loaded on first use (the SDK costs memory the
 * server need not hold until a provider that uses it is called). Shared by the language and images providers.
 */
import type OpenAI from 'openai';
import { loadOnFirstUse } from '../lib/load-on-first-use.ts';

export interface OpenAiClientConfig {
  baseUrl: string;
  apiKey?: string;
}

/** Answers the client, created once; `what` names it in the error a failed load gives. */
export function openAiClientOnFirstUse(
  what: string,
  config: OpenAiClientConfig,
  timeoutMs: number,
): () => Promise<OpenAI> {
  return loadOnFirstUse(what, async () => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({
      baseURL: config.baseUrl,
      // The SDK refuses to start without a key; services that need none ignore it.
      apiKey: config.apiKey ?? 'none',
      timeout: timeoutMs,
      maxRetries: 1,
    });
  });
}
