import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayAndMonth, formatTimeOfDay, formatWeekday } from './dates';

const AT = new Date(2026, 10, 28, 14, 5, 30);

describe('dates written for people', () => {
  it('writes a moment as a medium date with the time to the minute, in the given locale', () => {
    expect(formatDateTime(AT, 'en-GB')).toBe('28 Nov 2026, 14:05');
    expect(formatDateTime(AT, 'en-US')).toBe('Nov 28, 2026, 2:05 PM');
    expect(formatDate(AT, 'en-GB')).toBe('28 Nov 2026');
    expect(formatTimeOfDay(AT, 'en-GB')).toBe('14:05');
    expect(formatWeekday(AT, 'en-GB')).toBe('Saturday');
    expect(formatDayAndMonth(AT, 'en-GB')).toBe('28 November');
  });

  it('reads an ISO string, epoch milliseconds and a Date alike', () => {
    const text = formatDateTime(AT, 'en-GB');
    expect(formatDateTime(AT.toISOString(), 'en-GB')).toBe(text);
    expect(formatDateTime(AT.getTime(), 'en-GB')).toBe(text);
  });

  it('leaves a missing or unreadable value empty, never "Invalid Date"', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDateTime(value)).toBe('');
      expect(formatDate(value)).toBe('');
    }
  });

  it("uses the user's locale when none is given", () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      AT,
    );
    expect(formatDateTime(AT)).toBe(expected);
  });
});
