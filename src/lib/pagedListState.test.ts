import { describe, expect, it } from 'vitest';
import { pagedListRules, readFirst, withFirst } from './pagedListState';

type Sort = 'name' | 'updated';
const SORTS = { name: 1, updated: -1 } as const;

describe('pagedListRules', () => {
  it('offers the page sizes it is given, the default size unless the URL names another of them', () => {
    const rules = pagedListRules<Sort>(SORTS, 'name', { pageSizes: [10, 25, 50, 100], defaultPer: 25 });
    expect(rules.pageSizes).toEqual([10, 25, 50, 100]);
    expect(rules.read(new URLSearchParams()).per).toBe(25);
    expect(rules.read(new URLSearchParams('per=10')).per).toBe(10);
    expect(rules.read(new URLSearchParams('per=30')).per).toBe(25);
    expect(rules.write({ q: '', sort: 'name', order: 1, per: 25, first: 0 }).per).toBeUndefined();
    expect(rules.write({ q: '', sort: 'name', order: 1, per: 10, first: 0 }).per).toBe('10');
  });

  it('reads and writes the search only for a list that has a search box', () => {
    const paging = { pageSizes: [10], defaultPer: 10 };
    const searched = pagedListRules<Sort>(SORTS, 'name', paging);
    const plain = pagedListRules<Sort>(SORTS, 'name', { ...paging, search: false });
    const params = new URLSearchParams('q=star&first=20');
    expect(searched.read(params)).toMatchObject({ q: 'star', first: 20 });
    expect(plain.read(params)).toMatchObject({ q: '', first: 20 });
    const state = { q: 'star', sort: 'name', order: 1, per: 10, first: 20 } as const;
    expect(searched.write(state)).toMatchObject({ q: 'star', first: '20' });
    expect(plain.write(state)).toMatchObject({ q: undefined, first: '20' });
  });

  it('keeps each value at its default when the URL says nothing it accepts, and writes nothing for defaults', () => {
    const rules = pagedListRules<Sort>(SORTS, 'updated', { pageSizes: [25, 50], defaultPer: 25 });
    const defaults = rules.read(new URLSearchParams('sort=owner&order=0&per=-1&first=100001'));
    expect(defaults).toEqual({ q: '', sort: 'updated', order: -1, per: 25, first: 0 });
    expect(Object.values(rules.write(defaults)).every((value) => value === undefined)).toBe(true);
  });
});

describe('a list offset of its own (readFirst / withFirst)', () => {
  it('reads a whole offset up to 100,000, and 0 for anything else', () => {
    const read = (query: string) => readFirst(new URLSearchParams(query));
    expect(read('first=60')).toBe(60);
    expect(read('')).toBe(0);
    expect(read('first=-30')).toBe(0);
    expect(read('first=2.5')).toBe(0);
    expect(read('first=1e309')).toBe(0);
    expect(read('first=100001')).toBe(0);
  });

  it('writes the offset, leaving it out at 0, and keeps the filters', () => {
    expect(withFirst(new URLSearchParams('to=a%40b.c'), 30).toString()).toBe('to=a%40b.c&first=30');
    expect(withFirst(new URLSearchParams('to=x&first=30'), 0).toString()).toBe('to=x');
  });
});
