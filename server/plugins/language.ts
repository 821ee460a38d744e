/** The language plugin: `app.language`, the model behind the AI agents (the local responder unless LLM_BASE_URL is set). */
import fp from 'fastify-plugin';
import {
  createLanguageProvider,
  type LanguageProvider,
  type OpenAiLanguageConfig,
} from '../providers/language/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    language: LanguageProvider;
  }
}

export const languagePlugin = fp<{ config?: OpenAiLanguageConfig; provider?: LanguageProvider }>(
  async (app, options) => {
    app.decorate('language', options.provider ?? createLanguageProvider(options.config));
  },
  { name: 'language' },
);
