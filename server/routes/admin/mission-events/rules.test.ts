import { describe, expect, it } from 'vitest';
import { MISSION_EVENT_MESSAGES, storedCycle, storedEvent } from './rules.ts';

describe('storedCycle', () => {
  it('fills in a missing minute with 0 and keeps a given one', () => {
    const cycle = storedCycle({
      mission_event_config_name: 'storm',
      day_of_week_utc: 3,
      start_time_utc: { hour: 18 },
      end_time_utc: { hour: 19, minute: 30 },
      option: 1,
      disabled: false,
    });
    expect(cycle.start_time_utc).toEqual({ hour: 18, minute: 0 });
    expect(cycle.end_time_utc).toEqual({ hour: 19, minute: 30 });
  });
});

describe('storedEvent', () => {
  const event = { mission_event_config: 'abc', option: 0 };

  it('rounds both dates down to the minute', () => {
    expect(
      storedEvent({ ...event, startdate: '2026-05-01T10:15:42.500Z', enddate: '2026-05-01T11:00:59.999Z' }),
    ).toEqual({ ...event, startdate: '2026-05-01T10:15:00.000Z', enddate: '2026-05-01T11:00:00.000Z' });
  });

  it('refuses an end that is not after the start, also once rounded', () => {
    expect(
      storedEvent({ ...event, startdate: '2026-05-01T10:00:00Z', enddate: '2026-05-01T09:00:00Z' }),
    ).toBe(MISSION_EVENT_MESSAGES.endBeforeStart);
    expect(
      storedEvent({ ...event, startdate: '2026-05-01T10:00:05Z', enddate: '2026-05-01T10:00:50Z' }),
    ).toBe(MISSION_EVENT_MESSAGES.endBeforeStart);
  });
});
