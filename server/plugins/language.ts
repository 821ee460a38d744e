/**
 * The AI agents' providers: `app.language`, the model behind their replies (the local responder unless
 * LLM_BASE_URL is set), and `app.images`, their face icons (generated avatars unless LLM_IMAGE_MODEL is set).
 */
import fp from 'fastify-plugin';
import {
  createImagesProvider,
  type ImagesProvider,
  type OpenAiImagesConfig,
} from '../providers/images/index.ts';
import {
  createLanguageProvider,
  type LanguageProvider,
  type OpenAiLanguageConfig,
} from '../providers/language/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    language: LanguageProvider;
    images: ImagesProvider;
  }
}

export interface LanguagePluginOptions {
  config?: OpenAiLanguageConfig;
  images?: OpenAiImagesConfig;
}

export const languagePlugin = fp<LanguagePluginOptions>(
  async (app, options) => {
    app.decorate('language', createLanguageProvider(options.config));
    app.decorate('images', createImagesProvider(options.images));
  },
  { name: 'language' },
);
