import { describe, expect, it } from 'vitest';
import { EVENTS_PAGE, eventTabQuery, oculusEventUrl } from '../../lib/eventTabs';
import { DEFAULT_EVENT_TAB, EVENT_TABS, isEventTab } from './eventTabs';

const NOW = new Date('2025-03-01T12:00:00.000Z');

describe('admin events tabs', () => {
  it('has the six tabs in order with Requested Features by default', () => {
    expect(EVENT_TABS.map((t) => t.label)).toEqual([
      'Accepted Features',
      'Requested Features',
      'Refused Features',
      'Upcoming',
      'Past',
      'Oculus',
    ]);
    expect(DEFAULT_EVENT_TAB).toBe('requested');
    expect(EVENT_TABS.map((t) => t.empty).slice(0, 5)).toEqual([
      'You have no accepted features',
      'You have no requested features',
      'You have no refused features',
      'You have no upcoming events',
      "You've had no previous events",
    ]);
  });

  it('filters by submission state or by start date around now', () => {
    expect(eventTabQuery('accepted', NOW)).toEqual({ oculussubmission: 'accepted' });
    expect(eventTabQuery('requested', NOW)).toEqual({ oculussubmission: 'submitted' });
    expect(eventTabQuery('refused', NOW)).toEqual({ oculussubmission: 'refused' });
    expect(eventTabQuery('upcoming', NOW)).toEqual({ startdate: { $gte: '2025-03-01T12:00:00.000Z' } });
    expect(eventTabQuery('past', NOW)).toEqual({ startdate: { $lt: '2025-03-01T12:00:00.000Z' } });
    expect(EVENTS_PAGE).toEqual({ first: 0, count: 1000, sort: 'startdate', order: -1 });
  });

  it('recognises tab names and links headset events', () => {
    expect(isEventTab('past')).toBe(true);
    expect(isEventTab('all')).toBe(false);
    expect(isEventTab(null)).toBe(false);
    expect(oculusEventUrl('71')).toBe('https://www.oculus.com/experiences/events/71/');
  });
});
