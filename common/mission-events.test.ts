import { describe, expect, it } from 'vitest';
import { clockText, cycleTime, modeFieldsOff, roundDownToMinute } from './mission-events.ts';

describe('cycle times', () => {
  it('start on the hour when only the hour is given', () => {
    expect(cycleTime({ hour: 7 })).toEqual({ hour: 7, minute: 0 });
    expect(cycleTime({ hour: 7, minute: 45 })).toEqual({ hour: 7, minute: 45 });
    expect(clockText({ hour: 9 })).toBe('09:00');
    expect(clockText({ hour: 21, minute: 5 })).toBe('21:05');
  });
});

describe('mission event dates', () => {
  it('are rounded down to the whole minute', () => {
    expect(roundDownToMinute('2026-03-10T12:34:56.789Z')).toBe('2026-03-10T12:34:00.000Z');
    expect(roundDownToMinute('2026-03-10T12:34:00.000Z')).toBe('2026-03-10T12:34:00.000Z');
    expect(roundDownToMinute('2026-03-10T14:34:59+02:00')).toBe('2026-03-10T12:34:00.000Z');
    expect(roundDownToMinute('not a date')).toBeNull();
  });
});

describe('configs for any mode or no mode', () => {
  it('leave importance, icon and modes aside', () => {
    expect(modeFieldsOff({ any_mode: true })).toBe(true);
    expect(modeFieldsOff({ no_mode: true })).toBe(true);
    expect(modeFieldsOff({ any_mode: false, no_mode: false })).toBe(false);
    expect(modeFieldsOff({})).toBe(false);
  });
});
