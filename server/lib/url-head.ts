/**
 * HEAD requests to user-supplied URLs without opening the server's network to them: only http(s), every
 * address the name resolves to must be public (no loopback, private, link-local, carrier-grade NAT, multicast
 * or reserved ranges, also as IPv4-mapped IPv6), and the connection goes to the address that was checked, so
 * a name that changes its answer between check and connect (DNS rebinding) cannot slip through. Redirects are
 * reported, never followed. The whole request is abandoned after HEAD_TIMEOUT_MS.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

export const HEAD_TIMEOUT_MS = 5_000;

export const URL_HEAD_TEXTS = {
  badUrl: 'url must be an http or https address',
  privateAddress: 'url must point to a public address',
  unreachable: (reason: string) => `The address could not be reached: ${reason}`,
  timeout: 'The address did not answer within 5 seconds',
} as const;

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is a public unicast address the server may contact. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family === 6) return !BLOCKED.check(address, 'ipv6');
  return false;
}

/** The URL when it is http(s) with a host and no credentials; null otherwise. */
export function parseHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

export class UrlHeadError extends Error {
  constructor(
    readonly kind: 'private' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
}

export interface UrlHead {
  status: number;
  headers: Record<string, string>;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    // Cookies the remote site sets are of no use to the caller and are not passed on.
    if (value === undefined || name === 'set-cookie') continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * Sends HEAD to `url` and returns its status and headers. `allow` decides which resolved addresses may be
 * contacted (public ones by default; tests pass their own to reach a local server).
 */
export function headUrl(url: URL, allow: (address: string) => boolean = isPublicAddress): Promise<UrlHead> {
  const checkedLookup = (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => !allow(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new UrlHeadError('private', URL_HEAD_TEXTS.privateAddress), '');
      }
      const wantsAll = 'all' in options && options.all === true;
      if (wantsAll) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
  // Node connects to an IP literal without any lookup, so literals are checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !allow(literal)) {
    return Promise.reject(new UrlHeadError('private', URL_HEAD_TEXTS.privateAddress));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<UrlHead>((resolve, reject) => {
    const request = send(url, {
      method: 'HEAD',
      lookup: checkedLookup,
      signal: AbortSignal.timeout(HEAD_TIMEOUT_MS),
      headers: { 'user-agent': 'MultiverseConsole/1 (+head check)' },
    });
    request.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0, headers: flatHeaders(response.headers) });
      response.resume();
    });
    request.on('error', (error: Error) => {
      if (error instanceof UrlHeadError) reject(error);
      else if (error.name === 'AbortError' || error.name === 'TimeoutError')
        reject(new UrlHeadError('unreachable', URL_HEAD_TEXTS.timeout));
      else reject(new UrlHeadError('unreachable', URL_HEAD_TEXTS.unreachable(error.message)));
    });
    request.end();
  });
}
