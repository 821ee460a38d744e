/** Face icons from an OpenAI-compatible images API (`/images/generations`) through the official SDK. */
import { openAiClientOnFirstUse } from '../openai-client.ts';
import type { ImagesProvider } from './types.ts';

export interface OpenAiImagesConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const TIMEOUT_MS = 120_000;

export function createOpenAiImages(config: OpenAiImagesConfig): ImagesProvider {
  const client = openAiClientOnFirstUse('The images service client', config, TIMEOUT_MS);
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
