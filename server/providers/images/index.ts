/** Picks the face icon maker: an OpenAI-compatible images API when LLM_IMAGE_MODEL is set, otherwise generated avatars. */
import { createLocalImages } from './local.ts';
import { createOpenAiImages, type OpenAiImagesConfig } from './openai.ts';
import type { ImagesProvider } from './types.ts';

export type { ImagesProvider } from './types.ts';
export type { OpenAiImagesConfig } from './openai.ts';

export function createImagesProvider(config?: OpenAiImagesConfig): ImagesProvider {
  return config ? createOpenAiImages(config) : createLocalImages();
}
