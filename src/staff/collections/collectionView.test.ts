import { describe, expect, it } from 'vitest';
import { COLLECTION_LIST, collectionViewQuery, defaultVisibleFields, readColumns } from './collectionView';

describe('defaultVisibleFields', () => {
  it('follows the spec field lists', () => {
    expect(defaultVisibleFields('witrequests')).toEqual(['text', 'destination', 'actiontaken']);
    expect(defaultVisibleFields('stringmatches')).toEqual(['input', 'output', 'score']);
    expect(defaultVisibleFields('users')).toEqual(['name']);
    expect(defaultVisibleFields('buildings')).toEqual(['name']);
  });
});

describe('a collection page’s view in the URL', () => {
  it('defaults to the first 30, newest first, the default columns', () => {
    const params = new URLSearchParams('');
    expect(COLLECTION_LIST.read(params)).toEqual({
      q: '',
      sort: 'timestamp',
      order: -1,
      per: 30,
      first: 0,
      cursor: '',
    });
    expect(readColumns(params, 'users')).toEqual({ viz: ['name'], req: [] });
  });

  it('reads the columns, ignoring names the contract’s pattern refuses, and keeps an explicitly empty list', () => {
    expect(readColumns(new URLSearchParams('viz=ok,bad-field,ok&req=$where'), 'users')).toEqual({
      viz: ['ok'],
      req: [],
    });
    expect(readColumns(new URLSearchParams('viz='), 'users').viz).toEqual([]);
  });

  it('writes nothing for the defaults, and round-trips any view', () => {
    const none = new URLSearchParams();
    expect(
      collectionViewQuery(COLLECTION_LIST.read(none), readColumns(none, 'users'), 'users').toString(),
    ).toBe('');
    const query = collectionViewQuery(
      { q: '{name: "x"}', sort: 'name', order: 1, per: 30, first: 30, cursor: 'abc-_1' },
      { viz: [], req: ['email'] },
      'users',
    );
    expect(COLLECTION_LIST.read(query)).toEqual({
      q: '{name: "x"}',
      sort: 'name',
      order: 1,
      per: 30,
      first: 30,
      cursor: 'abc-_1',
    });
    expect(readColumns(query, 'users')).toEqual({ viz: [], req: ['email'] });
  });
});
