/**
 * Every integer the contract takes has a range: a number far out of it is a 400 in our words, never a 500 from
 * the database (the contract rule in `scripts/contract.ts` keeps every parameter and body field bounded).
 * Numbers too large to be finite (`1e309`, `Infinity`) are out of every range, in the query, the path and the
 * body alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractOperation, contractOperations, type JsonSchema } from '../../lib/contract.ts';
import { toInject, validRequest } from '../fuzz/requests.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'owner', 'member', 'superuser'] });

/** A number or integer parameter of an operation (a list's items included). */
interface NumberParameter {
  operationId: string;
  part: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}

function numberParameters(): NumberParameter[] {
  const found: NumberParameter[] = [];
  for (const op of contractOperations()) {
    for (const [part, schema] of [
      ['path', op.schema.params],
      ['query', op.schema.querystring],
    ] as const) {
      const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, property] of Object.entries(properties)) {
        const number = property.type === 'array' ? (property.items as JsonSchema) : property;
        if (number.type === 'number' || number.type === 'integer')
          found.push({ operationId: op.operationId, part, name, schema: number });
      }
    }
  }
  return found;
}

/** Letters only, lowercased: "Page size" and "pageSize" compare equal. */
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

describe('numbers that are not finite', () => {
  const parameters = numberParameters();

  it('the contract has number parameters in the query and in the path', () => {
    expect(parameters.some((p) => p.part === 'query')).toBe(true);
    expect(parameters.some((p) => p.part === 'path')).toBe(true);
  });

  for (const parameter of parameters) {
    for (const value of ['1e309', '-1e309', 'Infinity']) {
      it(`${parameter.operationId}: ${parameter.part} ${parameter.name}=${value} is a 400 naming it`, async () => {
        const op = contractOperations().find((o) => o.operationId === parameter.operationId)!;
        // Every other part valid (drawn from the contract), so only this value can be refused; the superuser
        // holds every permission, so no operation refuses the caller before reading the input.
        const [request] = fc.sample(validRequest(op, {}), { seed: 1, numRuns: 1 });
        request[parameter.part][parameter.name] = value;
        const reply = await api.inject(api.as.superuser, toInject(op, request));
        expect(reply.statusCode, reply.body).toBe(400);
        const label = typeof parameter.schema.title === 'string' ? parameter.schema.title : parameter.name;
        expect(letters(reply.body).startsWith(letters(label)), reply.body).toBe(true);
        // The refusal states what is allowed: the enum's values, else the range.
        expect(reply.body).toContain(
          Array.isArray(parameter.schema.enum)
            ? 'must be one of'
            : `from ${String(parameter.schema.minimum)} to ${String(parameter.schema.maximum)}`,
        );
      });
    }
  }

  it('a body number of 1e309 (Infinity once parsed) is a 400 naming the field', async () => {
    const reply = await api.inject(api.as.owner, {
      method: 'POST',
      url: contractOperation('videoUploadBegin').path.replace('{domain}', 'demo-business'),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"big.mp4","size":1e309,"mimetype":"video/mp4"}',
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.body).toMatch(/^Size must be a whole number/);
  });
});

describe('numbers out of range', () => {
  it('an outbox offset of 1e30 is refused', async () => {
    const reply = await api.op('listOutbox', { invalidQuery: { first: '1e30' }, as: 'admin' }, 400);
    expect(reply.text).toBe('First must be a whole number from 0 to 100000000.');
  });

  it('an entity list offset of 1e30 is refused', async () => {
    const reply = await api.op(
      'listEntities',
      {
        path: { domain: 'demo-business', types: 'locations' },
        invalidQuery: { first: '1e30' },
        as: 'member',
      },
      400,
    );
    expect(reply.text).toBe('First must be a whole number from 0 to 100000000.');
  });

  it('a video of 1e30 bytes is refused before any storage arithmetic', async () => {
    const reply = await api.op(
      'videoUploadBegin',
      {
        path: { domain: 'demo-business' },
        invalidBody: { name: 'big.mp4', size: 1e30, mimetype: 'video/mp4' },
        as: 'owner',
      },
      400,
    );
    expect(reply.text).toBe('Size must be a whole number from 1 to 1099511627776.');
  });

  it('the largest offset allowed still answers', async () => {
    const reply = await api.op('listOutbox', { query: { first: 100_000_000 }, as: 'admin' }, 200);
    expect(reply.json).toBeDefined();
  });
});
