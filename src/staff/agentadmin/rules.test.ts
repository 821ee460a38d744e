import { describe, expect, it } from 'vitest';
import { MEMORY_LIST, formatJson } from './rules';

describe('the memory list state in the URL', () => {
  it('starts the latest update newest first and the user A to Z when a heading chooses them', () => {
    expect(MEMORY_LIST.startOrder('updatedAt')).toBe(-1);
    expect(MEMORY_LIST.startOrder('nickname')).toBe(1);
  });

  it('keeps a search to 100 characters and an offset to 100,000', () => {
    const long = 'a'.repeat(150);
    expect(MEMORY_LIST.read(new URLSearchParams({ q: long, first: '100001' }))).toMatchObject({
      q: 'a'.repeat(100),
      first: 0,
    });
    expect(MEMORY_LIST.read(new URLSearchParams({ first: '100000' })).first).toBe(100000);
    expect(MEMORY_LIST.read(new URLSearchParams({ first: '2.5' })).first).toBe(0);
  });

  it('defaults to the latest update first, 10 a page', () => {
    expect(MEMORY_LIST.read(new URLSearchParams())).toEqual({
      q: '',
      sort: 'updatedAt',
      order: -1,
      per: 10,
      first: 0,
      cursor: '',
    });
  });

  it('reads what it accepts and falls back for anything else', () => {
    expect(MEMORY_LIST.read(new URLSearchParams('q=ann&sort=nickname&order=1&per=25&first=50'))).toEqual({
      q: 'ann',
      sort: 'nickname',
      order: 1,
      per: 25,
      first: 50,
      cursor: '',
    });
    expect(MEMORY_LIST.read(new URLSearchParams('sort=owner&order=2&per=7&first=-3'))).toMatchObject({
      sort: 'updatedAt',
      order: -1,
      per: 10,
      first: 0,
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { q: 'x', sort: 'nickname', order: 1, per: 50, first: 100, cursor: '' } as const;
    const written = MEMORY_LIST.write(state);
    expect(written).toEqual({ q: 'x', sort: 'nickname', order: '1', per: '50', first: '100' });
    const params = new URLSearchParams(
      Object.entries(written).filter((e): e is [string, string] => e[1] !== undefined),
    );
    expect(MEMORY_LIST.read(params)).toEqual(state);
    expect(MEMORY_LIST.write({ q: '', sort: 'updatedAt', order: -1, per: 10, first: 0, cursor: '' })).toEqual(
      {
        q: undefined,
        sort: undefined,
        order: undefined,
        per: undefined,
        first: undefined,
      },
    );
  });
});

describe('formatJson', () => {
  it('indents by two spaces', () => {
    expect(formatJson({ hobby: ['hobby-2'] })).toBe('{\n  "hobby": [\n    "hobby-2"\n  ]\n}');
  });
});
