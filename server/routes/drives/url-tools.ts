/**
 * `GET /v2/head` and the public YouTube viewer (owner-console.md §7 Drives and content). The server's own
 * public blob URLs are answered from the blob store, since they would otherwise resolve to a private or
 * loopback address that every other URL may not reach.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { URL_HEAD_TEXTS, UrlHeadError, headUrl, parseHttpUrl, type UrlHead } from '../../lib/url-head.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { HandlerMap } from '../types.ts';

const OWN_BLOB_PATH = /^\/v2\/public\/blobs\/([^/]+)$/;

/** The blob id when `url` is one of this server's public blob URLs (as the request addressed the server). */
function ownBlobId(url: URL, request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (!host) return null;
  // Parsed with the URL's scheme, so a default port written out (":80") compares equal to none.
  const own = parseHttpUrl(`${url.protocol}//${host}`);
  if (!own || own.host !== url.host) return null;
  const match = OWN_BLOB_PATH.exec(url.pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // Escapes that decode to no text name no blob; the address is then checked like any other.
  }
}

async function ownBlobHead(request: FastifyRequest, id: string): Promise<UrlHead> {
  const blob = await request.server.blobs.open(id);
  if (!blob) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } };
  blob.stream.destroy();
  return {
    status: 200,
    headers: {
      'content-type': blob.contentType,
      'content-length': String(blob.size),
      'x-content-type-options': 'nosniff',
    },
  };
}

/** Where the YouTube viewer's player comes from (its page's Content-Security-Policy allows this frame). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** An embeddable page playing one video; the id is already checked against `[A-Za-z0-9_-]{11}`. */
function youtubePage(videoId: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>YouTube video ${videoId}</title>
<style>html,body{margin:0;height:100%;background:#000}iframe{border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe title="YouTube video ${videoId}" src="${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}?rel=0"
 allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe>
</body>
</html>
`;
}

export const urlToolsHandlers = {
  async headUrl(request) {
    signedInUser(request);
    const url = parseHttpUrl(request.query.url);
    if (!url) throw badRequest(URL_HEAD_TEXTS.badUrl);
    const blobId = ownBlobId(url, request);
    if (blobId !== null) return ownBlobHead(request, blobId);
    try {
      return await headUrl(url);
    } catch (error) {
      if (error instanceof UrlHeadError) {
        throw error.kind === 'private' ? badRequest(error.message) : new HttpError(502, error.message);
      }
      throw error;
    }
  },

  // Its Content-Security-Policy (framed by anyone, framing only the player) is set with every other security
  // header in plugins/security-headers.ts.
  async youtubeViewer(request, reply) {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(youtubePage(request.params.videoId));
  },
} satisfies HandlerMap;
