import { describe, expect, it } from 'vitest';
import {
  configUiSchema,
  cycleForSave,
  earliestStart,
  eventDateText,
  eventForSave,
  startsTooEarly,
} from './missionEvents';

describe('mission event dates', () => {
  it('show in UTC with the zone named, or in local time', () => {
    expect(eventDateText('2026-05-01T22:05:00.000Z', true)).toBe('2026-05-01 22:05 UTC');
    const local = new Date('2026-05-01T22:05:00.000Z');
    const hh = String(local.getHours()).padStart(2, '0');
    expect(eventDateText('2026-05-01T22:05:00.000Z', false)).toMatch(new RegExp(` ${hh}:05$`));
  });

  it('are sent rounded down to the minute', () => {
    const event = eventForSave({
      startdate: '2026-05-01T10:15:42.500Z',
      enddate: '2026-05-01T11:00:59.000Z',
    });
    expect(event).toEqual({ startdate: '2026-05-01T10:15:00.000Z', enddate: '2026-05-01T11:00:00.000Z' });
  });

  it('start no earlier than the minute the page was loaded', () => {
    const earliest = earliestStart(new Date('2026-05-01T10:15:42.500Z'));
    expect(earliest).toBe('2026-05-01T10:15:00.000Z');
    expect(startsTooEarly('2026-05-01T10:14:00.000Z', earliest)).toBe(true);
    expect(startsTooEarly('2026-05-01T10:15:00.000Z', earliest)).toBe(false);
  });
});

describe('the cycle form', () => {
  it('sends an hour-only time with minute 0', () => {
    expect(cycleForSave({ start_time_utc: { hour: 6 }, end_time_utc: { hour: 7, minute: 30 } })).toEqual({
      start_time_utc: { hour: 6, minute: 0 },
      end_time_utc: { hour: 7, minute: 30 },
    });
  });
});

describe('the config form', () => {
  it('sets importance, icon and modes aside for any mode or no mode', () => {
    for (const config of [{ any_mode: true }, { no_mode: true }]) {
      const ui = configUiSchema(config, false);
      expect([ui.importance, ui.icon, ui.modes].map((f) => f['ui:disabled'])).toEqual([true, true, true]);
    }
    // Otherwise the form decides (a read-only form disables them too).
    const ui = configUiSchema({ any_mode: false, no_mode: false }, false);
    expect([ui.importance, ui.icon, ui.modes].map((f) => f['ui:disabled'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps the name read-only once the config is stored', () => {
    expect(configUiSchema({}, true).name['ui:readonly']).toBe(true);
    expect(configUiSchema({}, false).name['ui:readonly']).toBe(false);
  });
});
