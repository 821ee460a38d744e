/**
 * Serves the built console (`dist/`) when it exists, with the single-page fallback: any GET that is
 * not an API path and not a file gets the console's page, so client routes such as /profile load the app.
 * `/` gets `index.html`, which the build pre-renders with the landing page, and `/login` gets `login.html`, the
 * sign-in page pre-rendered with the local email + password form (with Auth0 it is the fallback: the page then
 * shows Auth0's buttons); the fallback is `console.html`, the same page without either (or `index.html` from a
 * build that has no such copy).
 * The fallback page names the files the requested page needs as `<link rel="modulepreload">` (see
 * `lib/preloads.ts`), so they download in parallel rather than one after another. A signed-in visitor whose
 * theme is known (the cookies, `common/cookies.ts`) gets it painted with the console's frame, which the build
 * renders once per theme and banner into `.vite/frames/`, so the header and the cookie banner show before any
 * script has run.
 * Unknown API paths (`/v2/...`, `/entity/...`) are a plain-text 404. With PUBLIC_URL set, anything but the API
 * asked for by another host name (an old name, the bare address, a name pointed here by someone else) gets a
 * short page saying the environment cannot be determined and linking to PUBLIC_URL, status 421.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAINTED_FRAMES, paintedFrameFile, paintedFrameFor, parseCookies } from '../../common/cookies.ts';
import { MESSAGES } from '../lib/messages.ts';
import { plainPage } from '../lib/plain-page.ts';
import { readPreloads } from '../lib/preloads.ts';
import { isStreamViewerPath } from './security-headers.ts';

export interface ConsolePluginOptions {
  /** The Vite build output. */
  distDir: string;
  /** Whether `/login` may be the pre-rendered sign-in page (the local identity provider's form). */
  prerenderedSignIn?: boolean;
}

/** The sign-in page's path, and the file the build pre-renders it into. */
const SIGN_IN_PATH = '/login';
const SIGN_IN_PAGE = 'login.html';

const API_PREFIXES = ['/v2/', '/entity/'];

/** Whether the path belongs to the API (never answered with the console). */
export function isApiPath(path: string): boolean {
  return path === '/v2' || path === '/entity' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Built assets have content hashes in their names, so they may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page for a request whose host is not PUBLIC_URL's. */
export function unknownHostPage(host: string, publicUrl: string, url: string): string {
  // The same path at the console's own address; only an origin-form path, never another site's.
  const path = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return plainPage({
    title: MESSAGES.unknownHostTitle,
    paragraphs: [MESSAGES.unknownHost(host)],
    link: { href: `${publicUrl}${path}`, text: MESSAGES.openAtPublicUrl(publicUrl) },
  });
}

export const consolePlugin = fp<ConsolePluginOptions>(
  async (app, options) => {
    const publicUrl = app.publicUrl;
    if (publicUrl !== null) {
      const knownHost = new URL(publicUrl).host;
      app.addHook('onRequest', async (request, reply) => {
        // The contract's operations (`/v2/…`, `/config.json`, …) answer any host; only the console's pages and
        // files are refused.
        const operation = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
        if (operation !== undefined || isApiPath(request.url.split('?')[0])) return;
        if (request.host.toLowerCase() === knownHost) return;
        return reply
          .code(421)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(unknownHostPage(request.host, publicUrl, request.url));
      });
    }
    const hasConsole = existsSync(join(options.distDir, 'index.html'));
    const fallbackPage = existsSync(join(options.distDir, 'console.html')) ? 'console.html' : 'index.html';
    const preloads = hasConsole ? readPreloads(options.distDir) : undefined;
    // The page's hints go at the end of its head, after the entry's own.
    const [head, rest] = preloads
      ? readFileSync(join(options.distDir, fallbackPage), 'utf8').split('</head>', 2)
      : [];
    // The same page painted with each frame, by file name; a build without them paints none.
    const paintedRests = new Map<string, string>();
    for (const frame of preloads ? PAINTED_FRAMES : []) {
      const file = join(options.distDir, '.vite', 'frames', paintedFrameFile(frame));
      if (existsSync(file))
        paintedRests.set(paintedFrameFile(frame), readFileSync(file, 'utf8').split('</head>', 2)[1]);
    }
    const paintedRestFor = (request: FastifyRequest): string | undefined => {
      const frame = paintedFrameFor(parseCookies(request.headers.cookie ?? ''));
      return frame ? paintedRests.get(paintedFrameFile(frame)) : undefined;
    };
    const signInPage =
      options.prerenderedSignIn && existsSync(join(options.distDir, SIGN_IN_PAGE)) ? SIGN_IN_PAGE : null;
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        // The brotli and gzip copies written by the build, chosen by the browser's Accept-Encoding.
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.startsWith(join(options.distDir, 'assets')) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0];
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(path) &&
        !path.startsWith('/assets/');
      if (!isPageRequest) {
        // A path the API has, asked with a method it does not take: 405 with the methods it does take.
        const allowed = app.hasDecorator('allowedMethods') ? app.allowedMethods(path) : [];
        if (allowed.length > 0) {
          return reply
            .code(405)
            .header('allow', allowed.join(', '))
            .type('text/plain; charset=utf-8')
            .send(MESSAGES.methodNotAllowed(request.method, allowed));
        }
        return reply.code(404).type('text/plain; charset=utf-8').send(MESSAGES.notFound);
      }
      if (!hasConsole)
        return reply.code(404).type('text/plain; charset=utf-8').send(MESSAGES.consoleNotBuilt);
      const page = signInPage && path === SIGN_IN_PATH ? signInPage : fallbackPage;
      reply.header('cache-control', 'no-cache');
      if (page !== fallbackPage || !preloads || head === undefined || rest === undefined)
        return reply.sendFile(page);
      const hints = preloads.linksFor(path);
      // The stream viewer is served without the console's frame (the headset's panel, the stream page's preview).
      const painted = isStreamViewerPath(path) ? undefined : paintedRestFor(request);
      // The answer depends on the cookies: a cache keeps one copy per visitor's cookies.
      return reply
        .type('text/html; charset=utf-8')
        .header('vary', 'cookie')
        .send(`${head}  ${hints}\n  </head>${painted ?? rest}`);
    });
  },
  { name: 'console', dependencies: ['public-origin'] },
);
