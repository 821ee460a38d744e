/**
 * An autotest run's numbers (staff-and-agents.md §3 Autotest): its per-frame records as chart rows, and its
 * totals per metric (average, median, max), taken from the record or, when it has none, from its frames.
 */
import { AUTOTEST_THRESHOLDS, type AutotestMetric } from '../../lib/autotestThresholds';

/** The plot area of each frame chart, in pixels, and the space between the charts (theme units). */
export const CHART_HEIGHT = 280;
export const CHARTS_SPACING = 3;

export const METRICS = Object.keys(AUTOTEST_THRESHOLDS) as AutotestMetric[];

/** One frame of a run; a metric the record lacks is missing, so a chart leaves a gap. */
export type FrameRow = { index: number } & Partial<Record<AutotestMetric, number>>;

export interface Summary {
  average: number;
  median: number;
  max: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The run's frames in order. The frame time is stored as `frame_ms` (`frame` is the frame's index) in the
 * records we write; a record whose `frame` is a float and has no `frame_ms` is read as a time.
 */
export function frameRows(records: unknown): FrameRow[] {
  if (!Array.isArray(records)) return [];
  return records.filter(isObject).map((record, position) => {
    const hasTime = isNumber(record.frame_ms);
    const row: FrameRow = { index: hasTime && isNumber(record.frame) ? record.frame : position };
    for (const metric of METRICS) {
      const value = metric === 'frame' ? (hasTime ? record.frame_ms : record.frame) : record[metric];
      if (isNumber(value) && !(metric === 'frame' && !hasTime && Number.isInteger(value)))
        row[metric] = value;
    }
    return row;
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Average, median and max of some numbers (null when there are none). */
export function summarize(values: readonly number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return { average: round(sum / sorted.length), median: round(median), max: sorted[sorted.length - 1] };
}

/** Totals per metric: the record's own when complete, otherwise computed from its frames. */
export function runTotals(
  totals: unknown,
  frames: readonly FrameRow[],
): Partial<Record<AutotestMetric, Summary>> {
  const result: Partial<Record<AutotestMetric, Summary>> = {};
  for (const metric of METRICS) {
    const stored = isObject(totals) ? totals[metric] : undefined;
    if (isObject(stored) && isNumber(stored.average) && isNumber(stored.median) && isNumber(stored.max)) {
      result[metric] = { average: stored.average, median: stored.median, max: stored.max };
      continue;
    }
    const computed = summarize(frames.flatMap((row) => (isNumber(row[metric]) ? [row[metric]] : [])));
    if (computed) result[metric] = computed;
  }
  return result;
}
