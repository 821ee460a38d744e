/** Files every visitor may read: the console's configuration and the privacy notice. */
import { readFileSync } from 'node:fs';
import type { HandlerMap } from '../types.ts';

const PRIVACY_FILE = new URL('../../static/privacy.txt', import.meta.url);
let privacyText: string | undefined;

export const staticHandlers = {
  async getConfig(request) {
    return request.server.clientConfig;
  },

  async getPrivacy(_request, reply) {
    privacyText ??= readFileSync(PRIVACY_FILE, 'utf8');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(privacyText);
  },
} satisfies HandlerMap;
