import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/api/collections';
import { COLLECTION_LIST, listRead } from './collectionView';
import { openingListPath } from './openingRead';

describe('the list a collection page asks for when it opens a visit', () => {
  it("is the default view's first page, as the data provider writes it", () => {
    expect(openingListPath('/admin/users', '')).toBe(
      '/v2/admin/users?first=0&count=30&sort=timestamp&order=-1',
    );
  });

  it('is nothing for another view, a record, another page or an unknown collection', () => {
    expect(openingListPath('/admin/users', '?sort=name')).toBeNull();
    expect(openingListPath('/admin/users/60edb5b8b37122e54e998d50', '')).toBeNull();
    expect(openingListPath('/admin/mvbots', '')).toBeNull();
    expect(openingListPath('/profile', '')).toBeNull();
  });

  it('knows every staff collection of the contract, and only those', () => {
    for (const name of COLLECTIONS) expect(openingListPath(`/admin/${name}`, ''), name).not.toBeNull();
    expect(openingListPath('/admin/stats', '')).toBeNull();
  });

  it("asks for what the page's list reads at its default view", () => {
    const read = listRead(COLLECTION_LIST.read(new URLSearchParams()), undefined);
    const { perPage, page } = read.pagination;
    const asked = new URL(openingListPath('/admin/users', '')!, 'http://console');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      first: String((page - 1) * perPage),
      count: String(perPage),
      sort: read.sort.field,
      order: read.sort.order === 'ASC' ? '1' : '-1',
    });
    expect(read).toEqual({ pagination: read.pagination, sort: read.sort, filter: {} });
  });
});
