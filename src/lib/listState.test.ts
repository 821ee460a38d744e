import { describe, expect, it } from 'vitest';
import { defaultVisibleFields, readListState, writeListState } from './listState';

describe('defaultVisibleFields', () => {
  it('follows the spec field lists', () => {
    expect(defaultVisibleFields('witrequests')).toEqual(['text', 'destination', 'actiontaken']);
    expect(defaultVisibleFields('stringmatches')).toEqual(['input', 'output', 'score']);
    expect(defaultVisibleFields('users')).toEqual(['name']);
    expect(defaultVisibleFields('buildings')).toEqual(['name']);
  });
});

describe('readListState', () => {
  it('defaults to page 1, timestamp descending, the default columns', () => {
    expect(readListState(new URLSearchParams(''), 'users')).toEqual({
      q: '',
      page: 1,
      cursor: '',
      sort: 'timestamp',
      order: -1,
      viz: ['name'],
      req: [],
    });
  });

  it('reads every value back', () => {
    const params = new URLSearchParams(
      'q=demo&page=3&cursor=WzEsIm4iXQ_-&sort=nickname&order=1&viz=email,nickname&req=email',
    );
    expect(readListState(params, 'users')).toEqual({
      q: 'demo',
      page: 3,
      cursor: 'WzEsIm4iXQ_-',
      sort: 'nickname',
      order: 1,
      viz: ['email', 'nickname'],
      req: ['email'],
    });
  });

  it('ignores bad values', () => {
    const params = new URLSearchParams('page=-2&sort=a.b&order=2&viz=ok,bad-field,ok&req=$where');
    expect(readListState(params, 'users')).toMatchObject({
      page: 1,
      sort: 'timestamp',
      order: -1,
      viz: ['ok'],
      req: [],
    });
  });

  it('drops a cursor that is not one, or that is on the first page', () => {
    expect(readListState(new URLSearchParams('page=2&cursor=a+b'), 'users').cursor).toBe('');
    expect(readListState(new URLSearchParams(`page=2&cursor=${'a'.repeat(2001)}`), 'users').cursor).toBe('');
    expect(readListState(new URLSearchParams('cursor=abc'), 'users').cursor).toBe('');
  });

  it('keeps an explicitly empty column list', () => {
    expect(readListState(new URLSearchParams('viz='), 'users').viz).toEqual([]);
  });
});

describe('writeListState', () => {
  it('writes nothing for the defaults', () => {
    expect(writeListState(readListState(new URLSearchParams(''), 'users'), 'users').toString()).toBe('');
  });

  it('round-trips any state', () => {
    const state = {
      q: '{name: "x"}',
      page: 2,
      cursor: 'abc-_1',
      sort: 'name',
      order: 1 as const,
      viz: [],
      req: ['email'],
    };
    const written = writeListState(state, 'users');
    expect(readListState(new URLSearchParams(written.toString()), 'users')).toEqual(state);
  });
});
