import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

describe('JSON nesting', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
  });

  it('finds a body nested half a million deep', () => {
    expect(nestsDeeperThan('['.repeat(500_000) + ']'.repeat(500_000))).toBe(true);
    expect(nestsDeeperThan('['.repeat(64) + ']'.repeat(64))).toBe(false);
  });
});
