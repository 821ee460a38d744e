/**
 * The security headers of every reply, in one place (@fastify/helmet plus Permissions-Policy):
 * - Content-Security-Policy for the console's pages: scripts only from this origin and never compiled from text
 *   (`script-src 'self'`, no inline script; the form validators are compiled by `npm run gen:api`), styles
 *   from this origin and inline (MUI's emotion injects `<style>` elements), images from this origin, `data:` and `blob:`
 *   URLs and the thumbnail hosts of the configured linked-drive providers, audio and video from this origin and
 *   `blob:` URLs, requests only to this origin (sign-in with Auth0, payments with Stripe and linking Google Drive
 *   or Vimeo are page navigations, never requests from the console's scripts), no plug-ins, no framing by
 *   anyone, `<base>` and form targets only this origin. API replies carry it too: it costs nothing on JSON and
 *   covers the few HTML pages the API serves (the local headset page). The public YouTube viewer is the one
 *   page meant to be framed; it gets its own policy.
 * - X-Frame-Options DENY, Referrer-Policy strict-origin-when-cross-origin, X-Content-Type-Options nosniff;
 *   Strict-Transport-Security (and upgrade-insecure-requests) only when the configured public URL is https.
 * - Cross-Origin-Resource-Policy same-origin, except on public operations (blobs, icons, the viewer), which
 *   other sites may embed.
 * - Permissions-Policy: no camera, microphone, geolocation or screen capture, except on the Stream page, which
 *   may use the camera, the microphone and screen capture of this origin. The policy belongs to the document,
 *   so the console must open `/stream` with a full page load, not client-side navigation.
 * - The stream viewer (`/stream/view/{streamId}`) may be framed by this origin: the stream page embeds it.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { contractOperations } from '../lib/contract.ts';
import { YOUTUBE_EMBED_ORIGIN } from '../routes/drives/url-tools.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own header settings (read by @fastify/helmet). */
    helmet?: FastifyHelmetOptions;
  }
}

export interface SecurityHeadersOptions {
  /** The console's address as users see it (`PUBLIC_URL`); https turns on HSTS. */
  publicUrl?: string;
  /** Origins the console loads images from besides its own (the linked-drive providers' thumbnails). */
  imageOrigins?: readonly string[];
  /** Stripe Elements is the advert purchase's card form (Stripe with a publishable key configured). */
  stripeElements?: boolean;
  /** The Ant Media Server the stream page signals to, when one is configured (its WebSocket origin). */
  streamOrigin?: string;
}

/** The stream viewer's pages: the stream page embeds them, so this origin may frame them. */
export function isStreamViewerPath(path: string): boolean {
  return path.startsWith('/stream/view/');
}

/** What Stripe Elements needs: its script, its card and 3-D Secure frames, and its API (Stripe's CSP guide). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

type Directives = Record<string, string[]>;

/** The console pages' Content-Security-Policy directives. */
export function consoleDirectives(options: SecurityHeadersOptions): Directives {
  const https = isHttps(options.publicUrl);
  const stripe = options.stripeElements === true;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...new Set(options.imageOrigins ?? [])],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(stripe ? [STRIPE_API] : []),
      ...(options.streamOrigin ? [options.streamOrigin] : []),
    ],
    ...(stripe && { 'frame-src': STRIPE_FRAMES }),
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https && { 'upgrade-insecure-requests': [] }),
  };
}

/** The YouTube viewer: a page others frame, holding only the player's frame and its own inline style. */
const VIEWER_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'frame-src': [YOUTUBE_EMBED_ORIGIN],
  'frame-ancestors': ['*'],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** The Permissions-Policy of a page at `path`. */
export function permissionsPolicy(path: string): string {
  const stream = path === '/stream' || path.startsWith('/stream/');
  return stream
    ? 'camera=(self), microphone=(self), display-capture=(self), geolocation=()'
    : 'camera=(), microphone=(), display-capture=(), geolocation=()';
}

function isHttps(url: string | undefined): boolean {
  return url !== undefined && new URL(url).protocol === 'https:';
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const https = isHttps(options.publicUrl);
    const settings: FastifyHelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: consoleDirectives(options) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xContentTypeOptions: true,
    };
    await app.register(helmet, settings);

    const publicOperations = new Set(
      contractOperations()
        .filter((op) => op.authorization.mode === 'public')
        .map((op) => op.operationId),
    );
    app.addHook('onRoute', (route) => {
      const operationId = route.config?.operationId;
      if (operationId === undefined || !publicOperations.has(operationId)) return;
      const own: FastifyHelmetOptions = { crossOriginResourcePolicy: { policy: 'cross-origin' } };
      if (operationId === 'youtubeViewer') {
        own.contentSecurityPolicy = { useDefaults: false, directives: VIEWER_DIRECTIVES };
        own.frameguard = false;
      }
      // Set after @fastify/helmet's own onRoute hook ran, so straight into the config it reads.
      route.config = { ...route.config, helmet: own };
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', permissionsPolicy(request.url.split('?')[0]));
    });
    app.addHook('onSend', async (request, reply) => {
      if (!isStreamViewerPath(request.url.split('?')[0])) return;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header(
          'content-security-policy',
          policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
  },
  { name: 'security-headers' },
);
