/**
 * The admin events tabs (staff-and-agents.md §2.12, §7): each list tab is the generic events list with a
 * filter, first 0, count 1000, sorted by startdate descending; Oculus lists the headset-platform events.
 */
import { EVENTS_TEXTS as T } from './texts';

export type EventTab = 'accepted' | 'requested' | 'refused' | 'upcoming' | 'past' | 'oculus';

/** In display order; Requested Features is the default tab. */
export const EVENT_TABS: readonly { tab: EventTab; label: string; empty: string }[] = [
  { tab: 'accepted', label: T.accepted, empty: T.emptyAccepted },
  { tab: 'requested', label: T.requested, empty: T.emptyRequested },
  { tab: 'refused', label: T.refused, empty: T.emptyRefused },
  { tab: 'upcoming', label: T.upcoming, empty: T.emptyUpcoming },
  { tab: 'past', label: T.past, empty: T.emptyPast },
  { tab: 'oculus', label: T.oculus, empty: T.emptyOculus },
];

export const DEFAULT_EVENT_TAB: EventTab = 'requested';

/** The list request of a list tab (§9: first 0, count 1000, startdate descending). */
export const EVENTS_PAGE = { first: 0, count: 1000, sort: 'startdate', order: -1 } as const;

/** The query object of a list tab at `now`. */
export function eventTabQuery(tab: Exclude<EventTab, 'oculus'>, now: Date): Record<string, unknown> {
  switch (tab) {
    case 'accepted':
      return { oculussubmission: 'accepted' };
    case 'requested':
      return { oculussubmission: 'submitted' };
    case 'refused':
      return { oculussubmission: 'refused' };
    case 'upcoming':
      return { startdate: { $gte: now.toISOString() } };
    case 'past':
      return { startdate: { $lt: now.toISOString() } };
  }
}

/** Whether the text names a tab (for the `?tab=` of the address). */
export function isEventTab(value: string | null): value is EventTab {
  return EVENT_TABS.some((entry) => entry.tab === value);
}

/** The headset platform's public page of one of its events. */
export function oculusEventUrl(id: string): string {
  return `https://www.oculus.com/experiences/events/${encodeURIComponent(id)}/`;
}
