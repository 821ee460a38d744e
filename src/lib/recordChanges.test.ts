import { describe, expect, it } from 'vitest';
import type { RecordChange } from '../../common/realtime';
import { listChangedElsewhere, recordChangedElsewhere } from './recordChanges';

const update = (id: string, ts: string): RecordChange => ({ c: 'locations', id, ev: 'update', ts });

describe('recordChangedElsewhere', () => {
  it('reads the last change of the record against the version shown', () => {
    expect(recordChangedElsewhere([], 'a', 'v1')).toBeNull();
    expect(recordChangedElsewhere([update('b', 'v9')], 'a', 'v1')).toBeNull();
    expect(recordChangedElsewhere([update('a', 'v2')], 'a', 'v1')).toBe('changed');
    // The page's own save (or a reload) shows the last version heard: nothing to tell.
    expect(recordChangedElsewhere([update('a', 'v2'), update('a', 'v3')], 'a', 'v3')).toBeNull();
    expect(
      recordChangedElsewhere([update('a', 'v2'), { c: 'locations', id: 'a', ev: 'delete' }], 'a', 'v2'),
    ).toBe('deleted');
    expect(recordChangedElsewhere([update('a', 'v2'), { c: 'locations', ev: 'many' }], 'a', 'v2')).toBe(
      'maybe',
    );
  });
});

describe('listChangedElsewhere', () => {
  const rows = [
    { id: 'a', timestamp: 'v1' },
    { id: 'b', timestamp: 'v1' },
  ];
  it('counts the rows changed or deleted since the page was read, and records added', () => {
    expect(listChangedElsewhere([], rows)).toEqual({ count: 0, many: false });
    expect(
      listChangedElsewhere(
        [
          update('a', 'v2'),
          update('a', 'v3'),
          { c: 'locations', id: 'b', ev: 'delete' },
          { c: 'locations', id: 'new', ev: 'insert', ts: 'v1' },
          update('elsewhere', 'v2'),
        ],
        rows,
      ),
    ).toEqual({ count: 3, many: false });
    // A change back to the version shown (the page read it again) does not count.
    expect(listChangedElsewhere([update('a', 'v1')], rows)).toEqual({ count: 0, many: false });
    expect(listChangedElsewhere([{ c: 'locations', ev: 'many' }], rows)).toEqual({ count: 0, many: true });
  });
});
