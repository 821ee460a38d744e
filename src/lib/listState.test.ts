import { describe, expect, it } from 'vitest';
import { applyToQuery, listRules, readFirst, withFirst } from './listState';

type Sort = 'name' | 'updated';
const SORTS = { name: 1, updated: -1 } as const;

describe('listRules', () => {
  it('offers the page sizes it is given, the default size unless the URL names another of them', () => {
    const rules = listRules<Sort>(SORTS, 'name', { pageSizes: [10, 25, 50, 100], defaultPer: 25 });
    expect(rules.pageSizes).toEqual([10, 25, 50, 100]);
    expect(rules.read(new URLSearchParams()).per).toBe(25);
    expect(rules.read(new URLSearchParams('per=10')).per).toBe(10);
    expect(rules.read(new URLSearchParams('per=30')).per).toBe(25);
    expect(rules.write({ q: '', sort: 'name', order: 1, per: 25, first: 0, cursor: '' }).per).toBeUndefined();
    expect(rules.write({ q: '', sort: 'name', order: 1, per: 10, first: 0, cursor: '' }).per).toBe('10');
  });

  it('reads and writes the search only for a list that has a search box', () => {
    const paging = { pageSizes: [10], defaultPer: 10 };
    const searched = listRules<Sort>(SORTS, 'name', paging);
    const plain = listRules<Sort>(SORTS, 'name', { ...paging, search: false });
    const params = new URLSearchParams('q=star&first=20');
    expect(searched.read(params)).toMatchObject({ q: 'star', first: 20 });
    expect(plain.read(params)).toMatchObject({ q: '', first: 20 });
    const state = { q: 'star', sort: 'name', order: 1, per: 10, first: 20, cursor: '' } as const;
    expect(searched.write(state)).toMatchObject({ q: 'star', first: '20' });
    expect(plain.write(state)).toMatchObject({ q: undefined, first: '20' });
  });

  it('keeps each value at its default when the URL says nothing it accepts, and writes nothing for defaults', () => {
    const rules = listRules<Sort>(SORTS, 'updated', { pageSizes: [25, 50], defaultPer: 25 });
    const defaults = rules.read(new URLSearchParams('sort=owner&order=0&per=-1&first=100001'));
    expect(defaults).toEqual({ q: '', sort: 'updated', order: -1, per: 25, first: 0, cursor: '' });
    expect(Object.values(rules.write(defaults)).every((value) => value === undefined)).toBe(true);
  });
});

describe('a list paged by cursor too, sorted by any field', () => {
  const rules = listRules<string>({ timestamp: -1 }, 'timestamp', {
    pageSizes: [30],
    defaultPer: 30,
    cursors: true,
    anyField: 1,
  });

  it('reads every value back', () => {
    const params = new URLSearchParams('q=demo&first=60&cursor=WzEsIm4iXQ_-&sort=nickname&order=1');
    const state = rules.read(params);
    expect(state).toEqual({
      q: 'demo',
      sort: 'nickname',
      order: 1,
      per: 30,
      first: 60,
      cursor: 'WzEsIm4iXQ_-',
    });
    expect(applyToQuery(new URLSearchParams(), rules.write(state)).toString()).toBe(
      'q=demo&sort=nickname&order=1&first=60&cursor=WzEsIm4iXQ_-',
    );
  });

  it('takes any field of the contract’s pattern as a sort, starting ascending, and nothing else', () => {
    expect(rules.read(new URLSearchParams('sort=a.b')).sort).toBe('timestamp');
    expect(rules.read(new URLSearchParams('sort=$where')).sort).toBe('timestamp');
    expect(rules.startOrder('email')).toBe(1);
    expect(rules.startOrder('timestamp')).toBe(-1);
  });

  it('drops a cursor that is not one, or that is on the first page', () => {
    expect(rules.read(new URLSearchParams('first=30&cursor=a+b')).cursor).toBe('');
    expect(rules.read(new URLSearchParams(`first=30&cursor=${'a'.repeat(2001)}`)).cursor).toBe('');
    expect(rules.read(new URLSearchParams('cursor=abc')).cursor).toBe('');
    expect(rules.write({ ...rules.read(new URLSearchParams()), cursor: 'abc' }).cursor).toBeUndefined();
  });

  it('never reads a cursor for a list without them', () => {
    const plain = listRules<'name'>({ name: 1 }, 'name', { pageSizes: [10], defaultPer: 10 });
    expect(plain.read(new URLSearchParams('first=10&cursor=abc')).cursor).toBe('');
    expect('cursor' in plain.write(plain.read(new URLSearchParams()))).toBe(false);
  });
});

describe('applyToQuery', () => {
  it('sets and removes the values given and keeps the others', () => {
    const params = new URLSearchParams('when=past&first=20&q=x');
    expect(applyToQuery(params, { first: undefined, sort: 'name' }).toString()).toBe(
      'when=past&q=x&sort=name',
    );
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
