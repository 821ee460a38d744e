import { describe, expect, it } from 'vitest';
import { formatFileSize, formatGigabytes, storagePercent } from './storage';

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

describe('formatFileSize', () => {
  it('names a small document in bytes or KB, never "0.0 MB"', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(3_482)).toBe('3.4 KB');
    expect(formatFileSize(12_300)).toBe('12 KB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(2_147_483_648)).toBe('2.0 GB');
  });
});
