import { describe, expect, it } from 'vitest';
import { metricLevel } from './autotestThresholds';

describe('metricLevel', () => {
  it('uses the two thresholds of each metric', () => {
    expect(metricLevel('gpu', 15)).toBe('good');
    expect(metricLevel('gpu', 16)).toBe('warning');
    expect(metricLevel('gpu', 17.1)).toBe('bad');
    expect(metricLevel('updates', 7)).toBe('warning');
    expect(metricLevel('endofframe', 10.5)).toBe('warning');
    expect(metricLevel('lights', 21)).toBe('bad');
    expect(metricLevel('vertices', 75_000)).toBe('good');
    expect(metricLevel('vertices', 90_000)).toBe('warning');
    expect(metricLevel('vertices', 100_001)).toBe('bad');
  });

  it('has a single frame threshold of 28.5 ms', () => {
    expect(metricLevel('frame', 28.5)).toBe('good');
    expect(metricLevel('frame', 28.6)).toBe('bad');
  });
});
