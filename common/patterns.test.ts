import { describe, expect, it } from 'vitest';
import { DOMAIN_NAME_PATTERN, DOMAIN_URI_PATTERN, EMAIL_PATTERN, TITLE_PATTERN } from './patterns.ts';

describe('input shapes', () => {
  it('takes something@something.something as an email address', () => {
    expect(EMAIL_PATTERN.test('ann@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(true);
    for (const bad of [
      'ann',
      'ann@example',
      '@example.com',
      'ann@.com.',
      'a n@example.com',
      'ann@@example.com',
    ]) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });

  it('takes letters, digits, whitespace and apostrophes in a title', () => {
    expect(TITLE_PATTERN.test("Ann's place 2")).toBe(true);
    expect(TITLE_PATTERN.test('Zoë')).toBe(true);
    expect(TITLE_PATTERN.test('ann@home')).toBe(false);
    expect(TITLE_PATTERN.test('a-b')).toBe(false);
  });

  it('takes letters of any script, numbers and spaces in a metaverse name', () => {
    expect(DOMAIN_NAME_PATTERN.test('My World 2')).toBe(true);
    expect(DOMAIN_NAME_PATTERN.test('Café Zürich')).toBe(true);
    expect(DOMAIN_NAME_PATTERN.test('my-world')).toBe(false);
    expect(DOMAIN_NAME_PATTERN.test('')).toBe(false);
  });

  it('takes a metaverse URL starting with a lower-case letter, then lower-case letters, numbers or hyphens', () => {
    expect(DOMAIN_URI_PATTERN.test('my-world-2')).toBe(true);
    expect(DOMAIN_URI_PATTERN.test('2world')).toBe(false);
    expect(DOMAIN_URI_PATTERN.test('My-world')).toBe(false);
    expect(DOMAIN_URI_PATTERN.test('my_world')).toBe(false);
  });
});
