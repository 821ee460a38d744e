/**
 * Requests larger than the server takes are refused in our words and form (one sentence, `text/plain`), with
 * the statuses the contract declares for them: 413 for a body over its limit, 414 for a path parameter over
 * 256 characters, 431 for headers (or an address) over Node's header size limit, which Node refuses before
 * Fastify sees the request.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contractOperations, longestPathParameter } from '../../lib/contract.ts';
import { IMAGE_MAX_BYTES, JSON_BODY_MAX_BYTES } from '../../lib/limits.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['owner', 'superuser'] });
const JSON_TYPE = { 'content-type': 'application/json' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The statuses the bundled contract declares for an operation. */
function declared(operationId: string): string[] {
  const contract = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  };
  for (const item of Object.values(contract.paths))
    for (const operation of Object.values(item))
      if (operation.operationId === operationId) return Object.keys(operation.responses ?? {});
  throw new Error(`No operation ${operationId}`);
}

/** A raw HTTP request to the listening app: status, content type and body. */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Sends a whole request — headers, then every byte of the body (with Content-Length, or chunked) — before
 * reading anything, as simple clients do, then reads the reply: its status line and body, or what went wrong
 * (a connection reset while sending or reading).
 */
function sendAllThenRead(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  size: number,
  chunked: boolean,
  /** The body's first bytes (the rest is filler). */
  start: Buffer = Buffer.alloc(0),
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const settle = (result: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(result);
    };
    socket.setEncoding('latin1');
    socket.on('error', (error: NodeJS.ErrnoException) => settle(`connection ${error.code ?? error.message}`));
    socket.on('end', () => settle(received));
    socket.on('connect', () => {
      const head = [
        `${method} ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`,
        'Connection: close',
      ];
      const piece = Buffer.alloc(65_536, 'a');
      start.copy(piece);
      const writes: Buffer[] = [Buffer.from(`${head.join('\r\n')}\r\n\r\n`)];
      const filler = Buffer.alloc(65_536, 'a');
      for (let sent = 0; sent < size; sent += piece.length) {
        const part = (sent === 0 ? piece : filler).subarray(0, Math.min(piece.length, size - sent));
        writes.push(
          chunked
            ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
            : part,
        );
      }
      if (chunked) writes.push(Buffer.from('0\r\n\r\n'));
      // Reading starts only once everything is written (the socket buffers what the server has not taken yet).
      socket.pause();
      socket.write(Buffer.concat(writes), () => {
        socket.on('data', (chunk: string) => (received += chunk));
        socket.resume();
      });
    });
  });
}

/** The status and body of a raw HTTP/1.1 reply ("413 The request body is too large"), or the text as is. */
function statusAndBody(reply: string): string {
  const match = /^HTTP\/1\.1 (\d{3}) [^\r]*\r\n[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(reply);
  return match ? `${match[1]} ${match[2]}` : reply;
}

let port = 0;
/** The app listening on a port of its own (once for the file), for requests `app.inject` cannot make. */
async function listening(): Promise<number> {
  if (port === 0) {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  }
  return port;
}

describe('bodies over their limit', () => {
  /** Over the JSON limit by far, so most of it is still on its way when the server refuses it. */
  const SIZE = 4 * JSON_BODY_MAX_BYTES;
  const ways = [
    { type: 'application/json', chunked: false },
    { type: 'text/plain;charset=UTF-8', chunked: true },
    { type: 'application/x-www-form-urlencoded', chunked: false },
  ];

  it('answer 413 in our words on every operation taking JSON, sent as JSON, text or a form', async () => {
    const operations = contractOperations().filter((op) => op.bodyKind === 'json');
    expect(operations.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const [index, op] of operations.entries()) {
      // Every kind of body reaches every few operations; each operation gets one of them.
      const { type, chunked } = ways[index % ways.length];
      // The body is refused before validation, so any path reaches the operation; the superuser passes every guard.
      const path = op.path.replace(/\{[^}]+\}/g, 'x');
      const headers = { ...api.as.superuser.headers, 'content-type': type };
      const reply = statusAndBody(
        await sendAllThenRead(await listening(), op.method, path, headers, SIZE, chunked),
      );
      if (reply !== `413 ${MESSAGES.bodyTooLarge}`)
        wrong.push(`${op.operationId} (${type}): ${reply.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answer 413 in our words on uploads over their limit, declared or streamed', async () => {
    const owner = api.as.owner;
    const uploads = [
      { method: 'POST', path: '/v2/profilepicture', as: owner },
      { method: 'POST', path: `/v2/users/${owner.id}/icon`, as: owner },
      { method: 'POST', path: `/v2/users/${owner.id}/banner`, as: owner },
      { method: 'POST', path: '/v2/domains/demo-business/icon', as: owner },
      { method: 'POST', path: '/v2/domains/demo-business/banner', as: owner },
      { method: 'POST', path: '/v2/admin/blobs', as: api.as.superuser },
    ];
    // A PNG's signature first, so the bytes pass for a picture until the size refuses them.
    const size = IMAGE_MAX_BYTES * 2;
    for (const upload of uploads) {
      for (const chunked of [false, true]) {
        const headers = { ...upload.as.headers, 'content-type': 'image/png' };
        const reply = statusAndBody(
          await sendAllThenRead(
            await listening(),
            upload.method,
            upload.path,
            headers,
            size,
            chunked,
            PNG_SIGNATURE,
          ),
        );
        expect(reply, `${upload.path}${chunked ? ' (chunked)' : ''}`).toMatch(
          /^413 The image must be at most/,
        );
      }
    }
  });
});

describe('size limits of requests', () => {
  it('are declared by the operations that can answer them', () => {
    expect(declared('identityLogin')).toEqual(expect.arrayContaining(['413', '431']));
    expect(declared('updateUser')).toEqual(expect.arrayContaining(['413', '414', '431']));
    expect(declared('getUser')).toEqual(expect.arrayContaining(['414', '431']));
    expect(declared('logOut')).toContain('431');
  });

  it('refuses a JSON body over 1 MB with 413, signed in or not, in our words', async () => {
    const huge = 'a'.repeat(JSON_BODY_MAX_BYTES + 1);
    const anonymous = await api.op(
      'identityLogin',
      { invalidBody: JSON.stringify({ email: 'someone@demo.test', password: huge }), headers: JSON_TYPE },
      413,
    );
    expect(anonymous.text).toBe(MESSAGES.bodyTooLarge);
    const owner = api.as.owner;
    const signedIn = await api.op(
      'updateUser',
      {
        path: { id: owner.id },
        invalidBody: JSON.stringify({ nickname: huge }),
        headers: JSON_TYPE,
        as: owner,
      },
      413,
    );
    expect(signedIn.text).toBe(MESSAGES.bodyTooLarge);
    // Just under the limit is read (and refused for what it says, not for its size).
    const under = await api.op('identityLogin', {
      invalidBody: JSON.stringify({ email: 'x', password: 'a'.repeat(JSON_BODY_MAX_BYTES - 100) }),
    });
    expect(under.status).not.toBe(413);
  });

  it('refuses a path parameter longer than any the contract allows with 414 before anything else', async () => {
    const owner = api.as.owner;
    const longest = longestPathParameter(contractOperations());
    for (const as of [owner, null]) {
      const reply = await api.op('getUser', { invalidPath: { id: 'u'.repeat(longest + 1) }, as }, 414);
      expect(reply.text).toBe(MESSAGES.addressTooLong);
    }
    // At the router's limit it is still an address, refused by the operation's own rule.
    expect((await api.op('getUser', { invalidPath: { id: 'u'.repeat(longest) }, as: owner })).status).toBe(
      400,
    );
  });

  it('refuses headers or an address over the header size limit with 431 in our words', async () => {
    const port = await listening();
    const owner = api.as.owner;
    const tooLarge = await rawGet(port, `/v2/users/${owner.id}`, {
      ...owner.headers,
      'x-filler': 'f'.repeat(20_000),
    });
    expect(tooLarge).toEqual({
      status: 431,
      type: 'text/plain; charset=utf-8',
      body: MESSAGES.headersTooLarge,
    });
    const longAddress = await rawGet(port, `/v2/users/find?${'q=a&'.repeat(5_000)}`, owner.headers);
    expect(longAddress.status).toBe(431);
    expect(longAddress.body).toBe(MESSAGES.headersTooLarge);
    // The same request with ordinary headers is answered.
    expect((await rawGet(port, `/v2/users/${owner.id}`, owner.headers)).status).toBe(200);
  });

  it('refuses a body of a type the operation does not take with its declared 415, in our words', async () => {
    const xml = await api.op(
      'identityLogin',
      { invalidBody: Buffer.from('<login/>'), headers: { 'content-type': 'application/xml' } },
      415,
    );
    expect(xml.text).toBe(MESSAGES.jsonBodyExpected);
  });
});
