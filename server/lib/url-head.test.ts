import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headUrl, isPublicAddress, URL_HEAD_TEXTS } from './url-head.ts';

/** The address part of a URL's host, as the checker sees it. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

describe('isPublicAddress', () => {
  it.each([
    ['loopback', 'http://[::1]/'],
    ['the unspecified address', 'http://[::]/'],
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]/'],
    ['IPv4-compatible private', 'http://[::10.0.0.1]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped private, in hex', 'http://[::ffff:c0a8:101]/'],
    ['IPv4-mapped link-local (cloud metadata)', 'http://[::ffff:169.254.169.254]/'],
    ['NAT64 embedding loopback', 'http://[64:ff9b::127.0.0.1]/'],
    ['NAT64 embedding private', 'http://[64:ff9b::a00:1]/'],
    ['local-use NAT64', 'http://[64:ff9b:1::808:808]/'],
    ['6to4 embedding private', 'http://[2002:a00:1::1]/'],
    ['6to4 embedding loopback', 'http://[2002:7f00:1::]/'],
    ['6to4 embedding CGNAT', 'http://[2002:6440:1::]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['unique local fc00::/7 (fc)', 'http://[fc00::1]/'],
    ['unique local fc00::/7 (fd)', 'http://[fdff:ffff::1]/'],
    ['link-local fe80::/10', 'http://[fe80::1]/'],
    ['link-local fe80::/10 (febf)', 'http://[febf::1]/'],
    ['site-local', 'http://[fec0::1]/'],
    ['multicast', 'http://[ff02::1]/'],
    ['documentation', 'http://[2001:db8::1]/'],
    ['IPv4 loopback written as a number', 'http://2130706433/'],
    ['IPv4 loopback in hex', 'http://0x7f.0.0.1/'],
    ['IPv4 private', 'http://192.168.1.1/'],
  ])('refuses %s (%s)', (_, url) => {
    expect(isPublicAddress(hostOf(url))).toBe(false);
  });

  it.each([
    ['public IPv4', 'http://8.8.8.8/'],
    ['public IPv6', 'http://[2606:4700:4700::1111]/'],
    ['IPv4-mapped public', 'http://[::ffff:8.8.8.8]/'],
    ['NAT64 embedding public', 'http://[64:ff9b::8.8.8.8]/'],
    ['6to4 embedding public', 'http://[2002:808:808::1]/'],
  ])('allows %s (%s)', (_, url) => {
    expect(isPublicAddress(hostOf(url))).toBe(true);
  });

  it('reads a zone index and refuses what is not an address', () => {
    expect(isPublicAddress('fe80::1%eth0')).toBe(false);
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('headUrl connects to the address it checked', () => {
  let server: Server;
  let port: number;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('resolves the name once and keeps the Host header the URL gave', async () => {
    // A rebinding name: the first answer is the one checked; any later one would be somewhere else.
    const answers: LookupAddress[][] = [
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '10.9.9.9', family: 4 }],
    ];
    let lookups = 0;
    const resolve = async () => answers[lookups++];
    const allow = (address: string) => address === '127.0.0.1';
    const reply = await headUrl(new URL(`http://rebind.test:${port}/x`), { allow, resolve });
    expect(reply.status).toBe(204);
    expect(lookups).toBe(1);
    expect(seen.at(-1)?.host).toBe(`rebind.test:${port}`);
  });

  it('refuses a name when any of its addresses is not allowed, before connecting', async () => {
    const before = seen.length;
    const resolve = async (): Promise<LookupAddress[]> => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
    await expect(
      headUrl(new URL(`http://mixed.test:${port}/`), { allow: (a) => a === '127.0.0.1', resolve }),
    ).rejects.toThrow(URL_HEAD_TEXTS.privateAddress);
    expect(seen.length).toBe(before);
  });

  it('says in its own words when the name does not resolve', async () => {
    const resolve = async (): Promise<LookupAddress[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    };
    await expect(headUrl(new URL('http://nowhere.test/'), { resolve })).rejects.toThrow(
      'The address could not be reached: the name was not found',
    );
  });
});
