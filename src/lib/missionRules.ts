/** Rules of the mission form (staff-and-agents.md §2.11, §5). */

/** The earliest start date a mission may have: the page's load time, rounded down to the whole minute. */
export function startMinimum(loadedAt: Date): Date {
  const minute = new Date(loadedAt);
  minute.setSeconds(0, 0);
  return minute;
}

/** An option as the mission stores it: an integer, and anything that is not a number becomes 0. */
export function missionOption(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : 0;
}

interface ConfigValues {
  id: string;
  feature: string;
  importance: number;
}

/**
 * Picking another mission config copies its feature and importance into the mission (the fields stay editable
 * afterwards); any other change is left as it is.
 */
export function copyConfigValues<T extends Record<string, unknown>>(
  next: T,
  previous: Record<string, unknown>,
  configs: readonly ConfigValues[],
): T {
  if (next.mission_config === previous.mission_config) return next;
  const config = configs.find((candidate) => candidate.id === next.mission_config);
  return config ? { ...next, feature: config.feature, importance: config.importance } : next;
}
