import { describe, expect, it } from 'vitest';
import {
  CURSOR_MALFORMED,
  CURSOR_OTHER_SORT,
  decodeCursor,
  encodeCursor,
  keysetCondition,
  MAX_CURSOR_LENGTH,
  sortOrderBy,
  type CursorPosition,
} from './list-cursor.ts';
import { QueryError } from './query-fields.ts';

const position: CursorPosition = {
  sort: 'timestamp',
  order: -1,
  direction: 'next',
  key: '2026-03-10T12:00:00.000Z',
  id: 'user-1',
};

function refusal(text: string, sort = 'timestamp', order: 1 | -1 = -1): string {
  try {
    decodeCursor(text, sort, order);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return (error as Error).message;
  }
  throw new Error('the cursor was accepted');
}

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('encodeCursor / decodeCursor', () => {
  it('round-trips every kind of key, in both directions', () => {
    const positions: CursorPosition[] = [
      position,
      { ...position, direction: 'prev' },
      { sort: 'id', order: 1, direction: 'next', key: null, id: 'a b/ü' },
      { sort: 'name', order: 1, direction: 'prev', key: '"Zoë \\"Z\\""', id: 'x' },
      { sort: 'currency', order: -1, direction: 'next', key: '12345678901234567890', id: 'y' },
      { sort: 'plan.tier', order: 1, direction: 'next', key: 'null', id: 'z' },
    ];
    for (const each of positions) {
      const text = encodeCursor(each);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text!, each.sort, each.order)).toEqual(each);
    }
  });

  it('gives no cursor when the key is too long to carry', () => {
    const long = JSON.stringify('x'.repeat(MAX_CURSOR_LENGTH));
    expect(encodeCursor({ ...position, sort: 'name', key: long })).toBeNull();
  });

  it('refuses a cursor made for another sort or order', () => {
    const text = encodeCursor(position)!;
    expect(refusal(text, 'name')).toBe(CURSOR_OTHER_SORT);
    expect(refusal(text, 'timestamp', 1)).toBe(CURSOR_OTHER_SORT);
  });

  it('refuses damaged or foreign text in our words', () => {
    const bad = [
      '',
      'not a cursor!',
      'x'.repeat(MAX_CURSOR_LENGTH + 1),
      Buffer.from('{not json').toString('base64url'),
      raw({ sort: 'timestamp' }),
      raw([2, 'timestamp', -1, 1, 'k', 'id']),
      raw([1, 'timestamp', 0, 1, 'k', 'id']),
      raw([1, 'timestamp', -1, 2, 'k', 'id']),
      raw([1, 'timestamp', -1, 1, 5, 'id']),
      raw([1, 'timestamp', -1, 1, 'k', '']),
      raw([1, 'timestamp', -1, 1, 'k', 7]),
    ];
    for (const text of bad) expect(refusal(text)).toBe(CURSOR_MALFORMED);
    expect(refusal(raw([1, 'id', 1, 1, 'k', 'a']), 'id', 1)).toBe(CURSOR_MALFORMED);
    expect(refusal(raw([1, 'name', 1, 1, '{not json', 'a']), 'name', 1)).toBe(CURSOR_MALFORMED);
  });
});

describe('keysetCondition / sortOrderBy', () => {
  it('is one row comparison on the sort key and id, with bound values', () => {
    const params: unknown[] = ['earlier'];
    expect(keysetCondition('timestamp', 'users', -1, 'T', 'u1', params)).toBe(
      '(ts, id) < ($3::text, $2::text)',
    );
    expect(params).toEqual(['earlier', 'u1', 'T']);
    expect(keysetCondition('name', 'users', 1, '"Bob"', 'u2', [])).toBe(
      `(sort_name, id) > ($2::jsonb, $1::text)`,
    );
    expect(keysetCondition('title', 'events', 1, '"Ball"', 'e1', [])).toBe(
      `(coalesce(doc->'title', 'null'::jsonb), id) > ($2::jsonb, $1::text)`,
    );
    expect(keysetCondition('id', 'users', 1, null, 'u3', [])).toBe('id > $1::text');
  });

  it('orders by the same key, id last: a stored column where the table keeps one, else the expression', () => {
    expect(sortOrderBy('timestamp', 'users', -1)).toBe('ts DESC, id DESC');
    expect(sortOrderBy('id', 'users', 1)).toBe('id ASC');
    expect(sortOrderBy('name', 'events', 1)).toBe('sort_name ASC, id ASC');
    expect(sortOrderBy('email', 'users', 1)).toBe('sort_email ASC, id ASC');
    expect(sortOrderBy('email', 'events', 1)).toBe(`coalesce(doc->'email', 'null'::jsonb) ASC, id ASC`);
  });

  it('refuses a field name that is not safe', () => {
    expect(() => sortOrderBy("name'; DROP", 'users', 1)).toThrow(QueryError);
  });
});
