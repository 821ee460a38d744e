/**
 * Rules of the statistics dashboard (staff-and-agents.md §2.6 and §9): hourly slices from seven days back at
 * midnight, a rolling average over ±5 slices weighted 1/(distance + 1), revenue shown as (total − 1)/100
 * dollars, and the biggest-spender windows.
 */

/** One slice as the API returns it: start (epoch ms), transactions, summed metacoin. */
export interface StatsSlice {
  timeslice: number;
  count: number;
  total: number;
}

/** staff-and-agents.md §9: the charts' slice length, one hour. */
export const STATS_TIMESLICE_MS = 3_600_000;
/** staff-and-agents.md §9: the rolling average reaches this many slices each side. */
export const ROLLING_RADIUS = 5;
/** staff-and-agents.md §9: the charts start this many days back, at midnight. */
export const CHART_DAYS = 7;
/** staff-and-agents.md §9: 100 MC = 1 US dollar. */
export const MC_PER_DOLLAR = 100;

const DAY_MS = 24 * STATS_TIMESLICE_MS;

/** Local midnight seven days before `now`'s day: where the charts start. */
export function chartStart(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - CHART_DAYS);
  return start;
}

/**
 * Every slice from `from` up to `to` (exclusive), taking the API's slices where there are some and zero
 * elsewhere, so a quiet hour shows as zero rather than disappearing from the chart.
 */
export function fillSlices(
  results: readonly StatsSlice[],
  from: number,
  to: number,
  timeslice: number = STATS_TIMESLICE_MS,
): StatsSlice[] {
  const byStart = new Map(results.map((slice) => [slice.timeslice, slice]));
  const slices: StatsSlice[] = [];
  for (let start = from; start < to; start += timeslice) {
    slices.push(byStart.get(start) ?? { timeslice: start, count: 0, total: 0 });
  }
  return slices;
}

/**
 * staff-and-agents.md §9: each value averaged with up to `radius` neighbours each side, a neighbour at distance d weighing
 * 1/(d + 1); at the ends only the neighbours that exist count (the weights are normalised).
 */
export function rollingAverage(values: readonly number[], radius: number = ROLLING_RADIUS): number[] {
  return values.map((_, i) => {
    let weighted = 0;
    let weights = 0;
    for (let j = Math.max(0, i - radius); j <= Math.min(values.length - 1, i + radius); j += 1) {
      const weight = 1 / (Math.abs(i - j) + 1);
      weighted += weight * values[j];
      weights += weight;
    }
    return weighted / weights;
  });
}

/** staff-and-agents.md §9: a revenue total in metacoin shown in dollars as (total − 1)/100. */
export function revenueDollars(totalMc: number): number {
  return (totalMc - 1) / MC_PER_DOLLAR;
}

/** Metacoin in dollars (100 MC = 1 USD). */
export function mcToDollars(mc: number): number {
  return mc / MC_PER_DOLLAR;
}

// Made on first use: creating a formatter loads the browser's locale data (~45 ms of a throttled mobile load), which
// the pages that only import this module (a collection's list) should not pay for.
let dollars: Intl.NumberFormat | null = null;

/** "$1,234.56". */
export function formatDollars(value: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(value);
}

/** A biggest-spenders window (staff-and-agents.md §9: 1 day, 7 days, 28 days, 1 year). */
export interface SpenderWindow {
  label: string;
  days: number;
}

export const SPENDER_WINDOWS: readonly SpenderWindow[] = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '28 days', days: 28 },
  { label: '1 year', days: 365 },
];

/** The window's start and end (epoch ms) ending at `now`. */
export function spenderRange(window: SpenderWindow, now: number): { from: number; to: number } {
  return { from: now - window.days * DAY_MS, to: now };
}

/**
 * The revenue's "Last 24 hours": the 24 hours before `now` to the millisecond, asked of the server as one slice
 * of that length. Adding up the chart's hourly slices instead would leave out the part of the hour 24 hours ago
 * that falls inside the window, so the figure would cover between 23 and 24 hours.
 */
export function lastDayWindow(now: number): { from: number; timeslice: number } {
  return { from: now - DAY_MS, timeslice: DAY_MS };
}

/** Sums a series' metacoin. */
export function sumTotals(slices: readonly StatsSlice[]): number {
  return slices.reduce((sum, slice) => sum + slice.total, 0);
}

/** One point of a chart: the slice with its rolling averages. */
export interface ChartPoint extends StatsSlice {
  countAverage: number;
  totalAverage: number;
}

/** The chart's points: every slice since `from` with the rolling averages of count and total. */
export function chartPoints(results: readonly StatsSlice[], from: number, to: number): ChartPoint[] {
  const slices = fillSlices(results, from, to);
  const counts = rollingAverage(slices.map((slice) => slice.count));
  const totals = rollingAverage(slices.map((slice) => slice.total));
  return slices.map((slice, i) => ({ ...slice, countAverage: counts[i], totalAverage: totals[i] }));
}
