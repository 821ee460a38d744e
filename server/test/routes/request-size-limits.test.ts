/**
 * Requests larger than the server takes are refused in our words and form (one sentence, `text/plain`), with
 * the statuses the contract declares for them: 413 for a body over its limit, 414 for a path parameter over
 * 256 characters, 431 for headers (or an address) over Node's header size limit, which Node refuses before
 * Fastify sees the request.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contractOperations, longestPathParameter } from '../../lib/contract.ts';
import { JSON_BODY_MAX_BYTES } from '../../lib/limits.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['owner'] });
const JSON_TYPE = { 'content-type': 'application/json' };

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
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
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
