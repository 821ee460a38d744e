/**
 * Autotest colour thresholds (staff-and-agents.md §9): a metric is good below its first threshold, a warning
 * up to its second, bad above. Frame time has a single threshold. Chart y-axes: 0–60 ms, then 0–10 ms.
 */
export type Level = 'good' | 'warning' | 'bad';

export const AUTOTEST_THRESHOLDS = {
  gpu: [15, 17],
  updates: [6, 8],
  endofframe: [10, 11],
  frame: [28.5, 28.5],
  lights: [10, 20],
  vertices: [75_000, 100_000],
} as const;

export type AutotestMetric = keyof typeof AUTOTEST_THRESHOLDS;

export const FIRST_CHART_Y: readonly [number, number] = [0, 60];
export const SECOND_CHART_Y: readonly [number, number] = [0, 10];

/** The colour level of a metric's value. */
export function metricLevel(metric: AutotestMetric, value: number): Level {
  const [warn, bad] = AUTOTEST_THRESHOLDS[metric];
  if (value > bad) return 'bad';
  if (value > warn) return 'warning';
  return 'good';
}
