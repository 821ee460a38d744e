import { describe, expect, it } from 'vitest';
import { formatGigabytes, storagePercent } from './storage';

describe('storage figures', () => {
  it('shows bytes over 1073741824 as GB', () => {
    expect(formatGigabytes(268_435_456)).toBe('0.25 GB');
    expect(formatGigabytes(5 * 1_073_741_824)).toBe('5.00 GB');
    expect(formatGigabytes(12_582_912)).toBe('0.01 GB');
  });
  it('gives the used share for the bar, capped at 100', () => {
    expect(storagePercent(0, 100)).toBe(0);
    expect(storagePercent(25, 100)).toBe(25);
    expect(storagePercent(300, 100)).toBe(100);
    expect(storagePercent(1, 0)).toBe(100);
  });
});
