import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuery, loadObjectParser, parseSearch } from './searchMode';

beforeAll(async () => {
  await loadObjectParser();
});

describe('parseSearch', () => {
  it('waits for the parser on a query object, and needs none for a word or a building code', () => {
    expect(parseSearch("{name: 'demo'}", null)).toEqual({ kind: 'pending' });
    expect(parseSearch('[1,2]', null)).toEqual({ kind: 'pending' });
    expect(parseSearch('owner', null).kind).toBe('word');
    expect(parseSearch('N5-E3-2-7', null).kind).toBe('postcode');
  });

  it('treats blank text as no search', () => {
    expect(parseSearch('   ')).toEqual({ kind: 'empty' });
  });

  it('turns a plain word into a $search', () => {
    expect(parseSearch(' owner ')).toEqual({ kind: 'word', query: { $search: 'owner' } });
    expect(parseSearch('demo-owner@demo.test')).toEqual({
      kind: 'word',
      query: { $search: 'demo-owner@demo.test' },
    });
  });

  it('turns a building postcode into the buildings query', () => {
    expect(parseSearch('N5-E3-2-7')).toEqual({
      kind: 'postcode',
      query: {
        $and: [{ cellx: 2147483650 }, { celly: 2147483652 }, { subdistrictid: 2 }, { buildingid: 7 }],
      },
    });
  });

  it('parses JSON5 objects (unquoted keys, single quotes, trailing commas)', () => {
    expect(parseSearch("{name: 'demo', count: {$gt: 3},}")).toEqual({
      kind: 'object',
      query: { name: 'demo', count: { $gt: 3 } },
    });
    expect(parseSearch('{"$and":[{"a":1}]}')).toEqual({ kind: 'object', query: { $and: [{ a: 1 }] } });
  });

  it('is invalid when the text has a colon, brace or quote but is not an object', () => {
    for (const bad of ['name:demo', '{name:', '"demo"', "'x'", '{a: b}', '{}}']) {
      expect(parseSearch(bad).kind, bad).toBe('invalid');
    }
  });

  it('takes a JSON array for a query, not a word, and refuses it', () => {
    for (const array of ['[1,2]', '[]', '[{"a":1}]']) {
      expect(parseSearch(array), array).toEqual({ kind: 'invalid', reason: 'The query must be an object.' });
    }
  });

  it('never evaluates code', () => {
    const calls: string[] = [];
    (globalThis as Record<string, unknown>).__searchProbe = () => calls.push('called');
    expect(parseSearch('{a: __searchProbe()}').kind).toBe('invalid');
    expect(parseSearch('(function(){ __searchProbe() })()').kind).toBe('invalid');
    expect(calls).toEqual([]);
  });
});

describe('buildQuery', () => {
  it('is undefined with no search and no required field', () => {
    expect(buildQuery(parseSearch(''), [])).toBeUndefined();
    expect(buildQuery(parseSearch('{bad'), [])).toBeUndefined();
  });

  it('uses the search query alone', () => {
    expect(buildQuery(parseSearch('demo'), [])).toEqual({ $search: 'demo' });
  });

  it('adds an $exists condition for each required field', () => {
    expect(buildQuery(parseSearch(''), ['email'])).toEqual({ $and: [{ email: { $exists: true } }] });
    expect(buildQuery(parseSearch('demo'), ['email', 'iconblob'])).toEqual({
      $and: [{ $search: 'demo' }, { email: { $exists: true } }, { iconblob: { $exists: true } }],
    });
  });
});
