import { describe, expect, it } from 'vitest';
import { defaultVisibleFields, hasNextPage, rangeLabel, readListState, writeListState } from './listState';

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
      sort: 'timestamp',
      order: -1,
      viz: ['name'],
      req: [],
    });
  });

  it('reads every value back', () => {
    const params = new URLSearchParams('q=demo&page=3&sort=nickname&order=1&viz=email,nickname&req=email');
    expect(readListState(params, 'users')).toEqual({
      q: 'demo',
      page: 3,
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

  it('keeps an explicitly empty column list', () => {
    expect(readListState(new URLSearchParams('viz='), 'users').viz).toEqual([]);
  });
});

describe('writeListState', () => {
  it('writes nothing for the defaults', () => {
    expect(writeListState(readListState(new URLSearchParams(''), 'users'), 'users').toString()).toBe('');
  });

  it('round-trips any state', () => {
    const state = { q: '{name: "x"}', page: 2, sort: 'name', order: 1 as const, viz: [], req: ['email'] };
    const written = writeListState(state, 'users');
    expect(readListState(new URLSearchParams(written.toString()), 'users')).toEqual(state);
  });
});

describe('rangeLabel and paging', () => {
  it('labels the range shown', () => {
    expect(rangeLabel(1, 30, 1234)).toBe('1–30 of 1234');
    expect(rangeLabel(2, 30, 1234)).toBe('31–60 of 1234');
    expect(rangeLabel(42, 4, 1234)).toBe('1231–1234 of 1234');
    expect(rangeLabel(1, 0, 0)).toBe('0 of 0');
  });

  it('knows when there is a next page', () => {
    expect(hasNextPage(1, 30)).toBe(false);
    expect(hasNextPage(1, 31)).toBe(true);
    expect(hasNextPage(41, 1234)).toBe(true);
    expect(hasNextPage(42, 1234)).toBe(false);
  });
});
