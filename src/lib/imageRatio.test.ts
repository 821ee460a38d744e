import { describe, expect, it } from 'vitest';
import { ratioMismatch } from './imageRatio';

describe('image ratio warnings', () => {
  it('accepts the slot ratios exactly', () => {
    expect(ratioMismatch(2880, 720, 4)).toBe(false);
    expect(ratioMismatch(1280, 720, 16 / 9)).toBe(false);
    expect(ratioMismatch(512, 512, 1)).toBe(false);
  });
  it('warns beyond 0.01 of the ratio', () => {
    expect(ratioMismatch(1000, 720, 16 / 9)).toBe(true);
    expect(ratioMismatch(513, 500, 1)).toBe(true);
    expect(ratioMismatch(1004, 1000, 1)).toBe(false);
  });
});
