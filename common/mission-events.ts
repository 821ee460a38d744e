/**
 * Rules of the mission event tools both programs apply (staff-and-agents.md §3, §4, §9): a cycle's time of
 * day without a minute starts on the hour, mission event dates are kept to the whole minute, and a config
 * for any mode or no mode has no importance, icon or modes of its own.
 */

/** Helicopter options (staff-and-agents.md §3): 0 left, 1 right. */
export const HELICOPTER_LABELS = ['Left', 'Right'] as const;

/** Days of a cycle (staff-and-agents.md §3): 0 Sunday to 6 Saturday, UTC. */
export const WEEKDAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A time of day as staff enter it: the minute may be left out. */
export interface TimeOfDayInput {
  hour: number;
  minute?: number;
}

/** staff-and-agents.md §4: when an hour is set and the minute is missing, the minute becomes 0. */
export function cycleTime(time: TimeOfDayInput): { hour: number; minute: number } {
  return { hour: time.hour, minute: time.minute ?? 0 };
}

/** A cycle time as `HH:MM`. */
export function clockText(time: TimeOfDayInput): string {
  const { hour, minute } = cycleTime(time);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** staff-and-agents.md §4: a date rounded down to the whole minute (UTC milliseconds). */
export function floorToMinute(ms: number): number {
  return Math.floor(ms / 60_000) * 60_000;
}

/** staff-and-agents.md §4: an ISO date-time rounded down to the whole minute, as an ISO date-time (null when unreadable). */
export function roundDownToMinute(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(floorToMinute(ms)).toISOString();
}

/** staff-and-agents.md §4: a config for any mode or for no mode leaves Importance, Icon and Modes aside. */
export function modeFieldsOff(config: { any_mode?: boolean; no_mode?: boolean }): boolean {
  return Boolean(config.any_mode) || Boolean(config.no_mode);
}

/** The fields a config for any mode or no mode leaves aside (shown disabled in its form). */
export const MODE_FIELDS = ['importance', 'icon', 'modes'] as const;
