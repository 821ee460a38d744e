/** The map plugin: `app.map.served` (what the live map reads) and `app.map.local` (what regeneration refreshes). */
import fp from 'fastify-plugin';
import { createMapProviders, type MapProviders } from '../providers/map/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    map: MapProviders;
  }
}

export const mapPlugin = fp<{ baseUrl?: string }>(
  async (app, options) => {
    app.decorate('map', createMapProviders(app.repos.map, options.baseUrl));
  },
  { name: 'map', dependencies: ['db'] },
);
