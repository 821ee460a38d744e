/** Picks the language provider: an OpenAI-compatible service when LLM_BASE_URL is set, otherwise the local responder. */
import { createLocalResponder } from './local.ts';
import { createOpenAiLanguage, type OpenAiLanguageConfig } from './openai.ts';
import type { LanguageProvider } from './types.ts';

export type * from './types.ts';
export type { OpenAiLanguageConfig } from './openai.ts';
export { LOCAL_RESPONDER_LABEL } from './local.ts';
export { chatPrompt } from './prompt.ts';

export function createLanguageProvider(config?: OpenAiLanguageConfig): LanguageProvider {
  return config ? createOpenAiLanguage(config) : createLocalResponder();
}
