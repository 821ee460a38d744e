/**
 * Console rules of the mission event tools (staff-and-agents.md §2.10, §2.11, §4): dates shown in UTC or local
 * time, the config form's read-only name and its fields set aside for any mode or no mode, the cycle's
 * minute filled in, and event dates to the minute, not before the page was loaded.
 */
import type { UiSchema } from '@rjsf/utils';
import {
  cycleTime,
  floorToMinute,
  MODE_FIELDS,
  modeFieldsOff,
  roundDownToMinute,
  type TimeOfDayInput,
} from '../../common/mission-events';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as `YYYY-MM-DD HH:MM`, with " UTC" in UTC, in the browser's time zone otherwise. */
export function eventDateText(iso: string, utc: boolean): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return utc
    ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The config form's uiSchema: the name read-only once stored; importance, icon and modes off for any/no mode.
 * Otherwise they say nothing, so a form shown read-only (or saving) disables them like the rest.
 */
export function configUiSchema(config: { any_mode?: boolean; no_mode?: boolean }, stored: boolean): UiSchema {
  const off = modeFieldsOff(config);
  const ui: UiSchema = {
    'ui:order': ['name', 'display_name', 'environment', 'any_mode', 'no_mode', 'importance', 'icon', 'modes'],
    name: { 'ui:readonly': stored },
  };
  for (const field of MODE_FIELDS) ui[field] = off ? { 'ui:disabled': true } : {};
  ui.modes = { ...ui.modes, 'ui:options': { orderable: false } };
  return ui;
}

/** The cycle as sent: each time's minute filled in (staff-and-agents.md §4). */
export function cycleForSave<T extends { start_time_utc: TimeOfDayInput; end_time_utc: TimeOfDayInput }>(
  cycle: T,
): T {
  return {
    ...cycle,
    start_time_utc: cycleTime(cycle.start_time_utc),
    end_time_utc: cycleTime(cycle.end_time_utc),
  };
}

/** The event as sent: both dates rounded down to the minute (staff-and-agents.md §4). */
export function eventForSave<T extends { startdate: string; enddate: string }>(event: T): T {
  return {
    ...event,
    startdate: roundDownToMinute(event.startdate) ?? event.startdate,
    enddate: roundDownToMinute(event.enddate) ?? event.enddate,
  };
}

/** The earliest start the event form offers: the page's load time, to the minute (staff-and-agents.md §2.11). */
export function earliestStart(pageLoaded: Date): string {
  return new Date(floorToMinute(pageLoaded.getTime())).toISOString();
}

/** Whether a start is earlier than the earliest allowed one. */
export function startsTooEarly(startdate: string, earliest: string): boolean {
  return Date.parse(startdate) < Date.parse(earliest);
}
