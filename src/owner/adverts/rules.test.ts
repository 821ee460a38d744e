import { describe, expect, it } from 'vitest';
import { checkAdvertImage, formatCost, parseQuantity } from './rules';

describe('advert image check', () => {
  it('refuses 1,000,000 bytes or more, and a file that is not a picture', () => {
    expect(checkAdvertImage({ size: 1_000_000, type: 'image/png' }, { width: 1920, height: 1080 })).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(checkAdvertImage({ size: 10, type: 'text/plain' }, null)).toEqual({
      ok: false,
      problem: 'not-image',
    });
  });

  it('warns when the image is not 1920:1080 within 0.01', () => {
    expect(checkAdvertImage({ size: 999_999, type: 'image/png' }, { width: 1920, height: 1080 })).toEqual({
      ok: true,
      warning: false,
    });
    expect(checkAdvertImage({ size: 10, type: 'image/png' }, { width: 1000, height: 1000 })).toEqual({
      ok: true,
      warning: true,
    });
  });
});

describe('impressions cost', () => {
  it('is costPerUnit / 100 × quantity / unitSize in en-US currency format', () => {
    expect(formatCost(3000, { unitSize: 1000, costPerUnit: 500, currency: 'usd' })).toBe('$15.00');
    expect(formatCost(1_000_000, { unitSize: 1000, costPerUnit: 500, currency: 'usd' })).toBe('$5,000.00');
    expect(formatCost(1000, { unitSize: 1000, costPerUnit: 250, currency: 'eur' })).toBe('€2.50');
  });

  it('reads an empty field as no number', () => {
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('2000')).toBe(2000);
  });
});
