/**
 * Cookies the server reads and writes: a request's cookies (parsed by the console's own rules in
 * `common/cookies.ts`) and `Set-Cookie` values, HttpOnly unless said otherwise, SameSite=Lax, and Secure when
 * users reach the server over https (PUBLIC_URL, else the request).
 */
import type { FastifyRequest } from 'fastify';
import { parseCookies } from '../../common/cookies.ts';
import { publicOrigin } from '../plugins/public-origin.ts';

/** The cookies the request carries, by name (a malformed value is skipped). */
export function requestCookies(request: FastifyRequest): Map<string, string> {
  return parseCookies(request.headers.cookie ?? '');
}

export interface SetCookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** The paths the browser sends it back to (default: every path). */
  path?: string;
  /** Readable by the page's script (only for values that are not credentials). Default: false. */
  readable?: boolean;
}

/** A `Set-Cookie` header value for `request`'s reply. */
export function setCookie(
  request: FastifyRequest,
  name: string,
  value: string,
  options: SetCookieOptions,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    `Path=${options.path ?? '/'}`,
    ...(options.readable ? [] : ['HttpOnly']),
    'SameSite=Lax',
    ...(publicOrigin(request).startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}
