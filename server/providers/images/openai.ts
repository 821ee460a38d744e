/** Face icons from an OpenAI-compatible images API (`/images/generations`) through the official SDK. */
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import type { ImagesProvider } from './types.ts';

export interface OpenAiImagesConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const TIMEOUT_MS = 120_000;

export function createOpenAiImages(config: OpenAiImagesConfig): ImagesProvider {
  const client = loadOnFirstUse('The images service client', async () => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey ?? 'none',
      timeout: TIMEOUT_MS,
      maxRetries: 1,
    });
  });
  return {
    kind: 'openai',
    label: config.model,
    async faceIcon(prompt) {
      const reply = await (
        await client()
      ).images.generate({
        model: config.model,
        prompt: `A friendly square portrait avatar, head and shoulders: ${prompt}`,
        n: 1,
        size: '1024x1024',
        response_format: 'b64_json',
      });
      const data = reply.data?.[0]?.b64_json;
      if (!data) throw new Error('The images service answered without an image');
      return Buffer.from(data, 'base64');
    },
  };
}
