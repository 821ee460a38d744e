import { describe, expect, it } from 'vitest';
import { formatJson, readMemoryListState, writeMemoryListState } from './rules';

describe('the memory list state in the URL', () => {
  it('defaults to the latest update first, 10 a page', () => {
    expect(readMemoryListState(new URLSearchParams())).toEqual({
      q: '',
      sort: 'updatedAt',
      order: -1,
      per: 10,
      first: 0,
    });
  });

  it('reads what it accepts and falls back for anything else', () => {
    expect(readMemoryListState(new URLSearchParams('q=ann&sort=nickname&order=1&per=25&first=50'))).toEqual({
      q: 'ann',
      sort: 'nickname',
      order: 1,
      per: 25,
      first: 50,
    });
    expect(readMemoryListState(new URLSearchParams('sort=owner&order=2&per=7&first=-3'))).toMatchObject({
      sort: 'updatedAt',
      order: -1,
      per: 10,
      first: 0,
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { q: 'x', sort: 'nickname', order: 1, per: 50, first: 100 } as const;
    const written = writeMemoryListState(state);
    expect(written).toEqual({ q: 'x', sort: 'nickname', order: '1', per: '50', first: '100' });
    const params = new URLSearchParams(
      Object.entries(written).filter((e): e is [string, string] => e[1] !== undefined),
    );
    expect(readMemoryListState(params)).toEqual(state);
    expect(writeMemoryListState({ q: '', sort: 'updatedAt', order: -1, per: 10, first: 0 })).toEqual({
      q: undefined,
      sort: undefined,
      order: undefined,
      per: undefined,
      first: undefined,
    });
  });
});

describe('formatJson', () => {
  it('indents by two spaces', () => {
    expect(formatJson({ hobby: ['hobby-2'] })).toBe('{\n  "hobby": [\n    "hobby-2"\n  ]\n}');
  });
});
