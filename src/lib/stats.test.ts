import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  chartStart,
  fillSlices,
  formatDollars,
  lastDayWindow,
  revenueDollars,
  rollingAverage,
  SPENDER_WINDOWS,
  spenderRange,
  STATS_TIMESLICE_MS,
  sumTotals,
} from './stats';

const HOUR = STATS_TIMESLICE_MS;

describe('chartStart', () => {
  it('is local midnight seven days back', () => {
    const start = chartStart(new Date(2024, 2, 15, 13, 45, 12));
    expect(start).toEqual(new Date(2024, 2, 8, 0, 0, 0, 0));
  });

  it('crosses month ends', () => {
    expect(chartStart(new Date(2024, 2, 3, 0, 0, 1))).toEqual(new Date(2024, 1, 25));
  });
});

describe('fillSlices', () => {
  it('gives every hourly slice, zero where the API had none', () => {
    const from = 1_000 * HOUR;
    const slices = fillSlices([{ timeslice: from + HOUR, count: 2, total: 500 }], from, from + 3 * HOUR);
    expect(slices).toEqual([
      { timeslice: from, count: 0, total: 0 },
      { timeslice: from + HOUR, count: 2, total: 500 },
      { timeslice: from + 2 * HOUR, count: 0, total: 0 },
    ]);
  });

  it('a seven-day chart has 168 hourly slices', () => {
    expect(fillSlices([], 0, 7 * 24 * HOUR)).toHaveLength(168);
  });
});

describe('rollingAverage', () => {
  it('weighs neighbours 1/(distance + 1) over ±5 slices', () => {
    const values = [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0];
    const averaged = rollingAverage(values);
    const weights = 1 + 2 * (1 / 2 + 1 / 3 + 1 / 4 + 1 / 5 + 1 / 6);
    expect(averaged[5]).toBeCloseTo(12 / weights, 10);
    expect(averaged[4]).toBeCloseTo(12 / 2 / (weights - 1 / 6), 10);
    expect(averaged[0]).toBeCloseTo(12 / 6 / (1 + 1 / 2 + 1 / 3 + 1 / 4 + 1 / 5 + 1 / 6), 10);
  });

  it('leaves a constant series unchanged and ignores slices further than 5 away', () => {
    expect(rollingAverage([4, 4, 4, 4])).toEqual([4, 4, 4, 4]);
    const far = rollingAverage([100, 0, 0, 0, 0, 0, 0]);
    expect(far[6]).toBe(0);
    expect(far[5]).toBeGreaterThan(0);
  });

  it('handles an empty series', () => {
    expect(rollingAverage([])).toEqual([]);
  });
});

describe('revenue', () => {
  it('shows a total as (total − 1)/100 dollars', () => {
    expect(revenueDollars(1)).toBe(0);
    expect(revenueDollars(10001)).toBe(100);
    expect(formatDollars(revenueDollars(123457))).toBe('$1,234.56');
  });

  it('sums the slices', () => {
    expect(
      sumTotals([
        { timeslice: 0, count: 1, total: 100 },
        { timeslice: 1, count: 2, total: 250 },
      ]),
    ).toBe(350);
  });
});

describe('biggest-spender windows', () => {
  it('are 1 day, 7 days, 28 days and 1 year back from now', () => {
    expect(SPENDER_WINDOWS.map((w) => w.label)).toEqual(['1 day', '7 days', '28 days', '1 year']);
    const now = Date.UTC(2024, 5, 1);
    expect(spenderRange(SPENDER_WINDOWS[2], now)).toEqual({ from: now - 28 * 24 * HOUR, to: now });
    expect(spenderRange(SPENDER_WINDOWS[3], now).from).toBe(now - 365 * 24 * HOUR);
  });
});

describe('chartPoints', () => {
  it('fills the slices and adds the rolling averages', () => {
    const points = chartPoints([{ timeslice: HOUR, count: 3, total: 300 }], 0, 3 * HOUR);
    expect(points.map((p) => p.count)).toEqual([0, 3, 0]);
    expect(points[1].countAverage).toBeCloseTo(3 / 2, 10);
    expect(points[0].totalAverage).toBeCloseTo(150 / (1 + 1 / 2 + 1 / 3), 10);
  });
});

describe('lastDayWindow', () => {
  it('is the 24 hours before now to the millisecond, as one slice', () => {
    const now = Date.UTC(2026, 2, 15, 14, 30, 12, 345);
    expect(lastDayWindow(now)).toEqual({ from: now - 24 * HOUR, timeslice: 24 * HOUR });
  });
});
