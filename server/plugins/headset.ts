/** The headset plugin: `app.headset`, the provider that issues deep links (local, or the headset platform). */
import fp from 'fastify-plugin';
import {
  createHeadsetProvider,
  type HeadsetConfig,
  type HeadsetProvider,
} from '../providers/headset/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    headset: HeadsetProvider;
  }
}

export const headsetPlugin = fp<{ config?: HeadsetConfig }>(
  async (app, options) => {
    app.decorate('headset', createHeadsetProvider(options.config));
  },
  { name: 'headset' },
);
