/**
 * HEAD requests to user-supplied URLs without opening the server's network to them: only http(s), every
 * address the name resolves to must be public (no loopback, private, link-local, carrier-grade NAT, multicast
 * or reserved ranges, nor an IPv6 form that carries one: IPv4-mapped, IPv4-compatible, NAT64, 6to4; no unique
 * local, link-local or site-local IPv6), and the connection goes to the address that was checked: the name is
 * resolved once, by the request's own lookup, and the socket connects to the address that lookup approved (the
 * Host header and TLS server name stay the URL's), so a name that changes its answer between check and connect
 * (DNS rebinding) cannot slip through. Every server-side request to a user-given URL goes through `headUrl`. Redirects are
 * reported, never followed. The whole request is abandoned after HEAD_TIMEOUT_MS.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const HEAD_TIMEOUT_MS = 5_000;

export const URL_HEAD_TEXTS = {
  badUrl: 'url must be an http or https address',
  privateAddress: 'url must point to a public address',
  unreachable: (reason: string) => `The address could not be reached: ${reason}`,
  timeout: 'The address did not answer within 5 seconds',
} as const;

/** IPv4 ranges the server never contacts: this network, private, shared (CGNAT), loopback, link-local, … */
const BLOCKED_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED_V4.addSubnet(net, prefix, 'ipv4');
}

/**
 * IPv6 ranges refused whatever they hold: IPv4-compatible addresses (`::/96`, with `::` and `::1`), local-use
 * NAT64, discard, Teredo (its IPv4 is obfuscated), documentation, ORCHIDv2, unique local (`fc00::/7`),
 * link-local, the old site-local, multicast.
 */
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2001:20::', 28],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED_V6.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 literal (a zone index dropped, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const before = parse(head);
  const after = parse(tail);
  const missing = tail === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...new Array<number>(missing).fill(0), ...after];
}

const dottedQuad = (high: number, low: number): string =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address stands for, when it carries one the network would reach: IPv4-mapped
 * (`::ffff:0:0/96`), the NAT64 well-known prefix (`64:ff9b::/96`) and 6to4 (`2002::/16`).
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return dottedQuad(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return dottedQuad(g[6], g[7]);
  if (g[0] === 0x2002) return dottedQuad(g[1], g[2]);
  return null;
}

/** Whether `address` (an IP literal) is a public unicast address the server may contact. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIpv4(address);
  if (carried !== null) return isPublicAddress(carried);
  return !BLOCKED_V6.check(address.replace(/%.*$/, ''), 'ipv6');
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

/** What `headUrl` may contact and how it finds the addresses of a name (tests pass their own). */
export interface HeadOptions {
  /** Which resolved addresses may be contacted: public ones by default. */
  allow?: (address: string) => boolean;
  /** Every address of a name: the system resolver by default. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

const systemResolve = (hostname: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Why a request failed, in our words (the name not found, refused, reset, …). */
function unreachableReason(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the name was not found';
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'the connection was closed';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'there is no route to it';
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')
        ? 'its certificate could not be checked'
        : 'the request failed';
  }
}

/**
 * Sends HEAD to `url` and returns its status and headers. The name is resolved once; every address must be
 * allowed, and the connection goes to those checked addresses only (the request's lookup answers with them, so no
 * second resolution happens), while the Host header and the TLS server name stay the URL's.
 */
export async function headUrl(url: URL, options: HeadOptions = {}): Promise<UrlHead> {
  const allow = options.allow ?? isPublicAddress;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(literal) !== 0) {
    addresses = [{ address: literal, family: isIP(literal) }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(url.hostname);
    } catch (error) {
      throw new UrlHeadError('unreachable', URL_HEAD_TEXTS.unreachable(unreachableReason(error as Error)));
    }
  }
  if (addresses.length === 0 || addresses.some((entry) => !allow(entry.address))) {
    throw new UrlHeadError('private', URL_HEAD_TEXTS.privateAddress);
  }
  const checked = addresses;
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all === true) callback(null, checked);
    else callback(null, checked[0].address, checked[0].family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<UrlHead>((resolve, reject) => {
    const request = send(url, {
      method: 'HEAD',
      lookup: pinnedLookup,
      signal: AbortSignal.timeout(HEAD_TIMEOUT_MS),
      headers: { 'user-agent': 'MultiverseConsole/1 (+head check)' },
    });
    request.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0, headers: flatHeaders(response.headers) });
      response.resume();
    });
    request.on('error', (error: Error) => {
      if (error.name === 'AbortError' || error.name === 'TimeoutError')
        reject(new UrlHeadError('unreachable', URL_HEAD_TEXTS.timeout));
      else reject(new UrlHeadError('unreachable', URL_HEAD_TEXTS.unreachable(unreachableReason(error))));
    });
    request.end();
  });
}
