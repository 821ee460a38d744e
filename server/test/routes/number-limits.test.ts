/**
 * Every integer the contract takes has a range: a number far out of it is a 400 in our words, never a 500 from
 * the database (the contract rule in `scripts/contract.ts` keeps every parameter and body field bounded).
 */
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'owner', 'member'] });

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
