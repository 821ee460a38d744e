/** The admin search takes a JSON object as its query; any other JSON value is refused in a sentence. */
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin'] });
const users = { collection: 'users' } as const;

const REFUSALS: ReadonlyArray<[string, string]> = [
  ['[1,2]', 'The query must be a JSON object, not an array'],
  ['[]', 'The query must be a JSON object, not an array'],
  ['5', 'The query must be a JSON object'],
  ['"nickname"', 'The query must be a JSON object'],
  ['null', 'The query must be a JSON object'],
  ['true', 'The query must be a JSON object'],
];

describe('admin search query shape', () => {
  it.each(REFUSALS)('listing refuses %s with 400', async (query, sentence) => {
    const reply = await api.op('listAdminCollection', { path: users, query: { query }, as: 'admin' }, 400);
    expect(reply.text).toBe(sentence);
  });

  it.each(REFUSALS)('export refuses %s with 400', async (query, sentence) => {
    const reply = await api.op('exportAdminCollection', { path: users, query: { query }, as: 'admin' }, 400);
    expect(reply.text).toBe(sentence);
  });

  it('still takes an object', async () => {
    const reply = await api.op(
      'listAdminCollection',
      { path: users, query: { query: '{"nickname":{"$exists":true}}' }, as: 'admin' },
      200,
    );
    expect(reply.json.total).toBeGreaterThan(0);
  });
});
