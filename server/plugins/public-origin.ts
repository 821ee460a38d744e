/**
 * Where users reach this server: PUBLIC_URL when set (behind a proxy or under another name), else the
 * origin of the request at hand. Links that leave the page — invite links in mails, payment return
 * addresses, the OAuth redirect URI, headset deep links — are built on it.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL without a trailing slash, or null to use each request's own origin. */
    publicUrl: string | null;
  }
}

export const publicOriginPlugin = fp<{ publicUrl?: string }>(
  async (app, options) => {
    app.decorate('publicUrl', options.publicUrl ?? null);
  },
  { name: 'public-origin' },
);

/** The origin users see for links built while answering `request`. */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.publicUrl ?? `${request.protocol}://${request.host}`;
}
