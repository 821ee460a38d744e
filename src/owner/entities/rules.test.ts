import { describe, expect, it } from 'vitest';
import { ENTITY_LIST, ENTITY_SORT_CHOICES, eventsWhen } from './rules';

describe('the entity lists’ state in the URL', () => {
  it('starts by Name ascending, 25 rows a page, from the first row (owner-console.md §9)', () => {
    expect(ENTITY_LIST.read(new URLSearchParams())).toEqual({
      q: '',
      sort: 'nickname',
      order: 1,
      per: 25,
      first: 0,
      cursor: '',
    });
    expect(ENTITY_LIST.pageSizes).toEqual([10, 25, 50, 100]);
  });

  it('offers Name, Location, Last Updated and Created, each named in the URL by its API sort key', () => {
    expect(ENTITY_SORT_CHOICES).toEqual([
      ['nickname', 'Name'],
      ['path', 'Location'],
      ['timestamp', 'Last Updated'],
      ['created', 'Created'],
    ]);
    for (const [sort] of ENTITY_SORT_CHOICES) expect(ENTITY_LIST.startOrder(sort)).toBe(1);
  });

  it('reads what the URL says and writes back only what differs from the defaults', () => {
    const state = ENTITY_LIST.read(new URLSearchParams('sort=timestamp&order=-1&per=50&first=50'));
    expect(state).toEqual({ q: '', sort: 'timestamp', order: -1, per: 50, first: 50, cursor: '' });
    expect(ENTITY_LIST.write(state)).toEqual({
      q: undefined,
      sort: 'timestamp',
      order: '-1',
      per: '50',
      first: '50',
    });
    expect(ENTITY_LIST.write({ ...state, sort: 'nickname', order: 1, per: 25, first: 0 })).toEqual({
      q: undefined,
      sort: undefined,
      order: undefined,
      per: undefined,
      first: undefined,
    });
  });

  it('falls back to the defaults for what it does not accept, and has no search', () => {
    expect(ENTITY_LIST.read(new URLSearchParams('q=tower&sort=Name&order=2&per=30&first=-25'))).toEqual({
      q: '',
      sort: 'nickname',
      order: 1,
      per: 25,
      first: 0,
      cursor: '',
    });
  });

  it('shows the Upcoming events unless the URL says Past', () => {
    expect(eventsWhen(new URLSearchParams())).toBe('upcoming');
    expect(eventsWhen(new URLSearchParams('when=past'))).toBe('past');
    expect(eventsWhen(new URLSearchParams('when=later'))).toBe('upcoming');
  });
});
