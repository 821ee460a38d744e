import { describe, expect, it } from 'vitest';
import { previewBox, ratioMismatch } from './imageRatio';

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

describe('image slot previews', () => {
  it('are as wide as the ratio makes them at the preview height, never a wide box for a square slot', () => {
    expect(previewBox(1, 180)).toEqual({ aspectRatio: '1 / 1', width: '100%', maxWidth: 180 });
    expect(previewBox(4, 180)).toEqual({ aspectRatio: '4 / 1', width: '100%', maxWidth: 720 });
    expect(previewBox(16 / 9, 180)).toMatchObject({ maxWidth: 320 });
  });
});
