/**
 * The lists of the staff events page's tabs (staff-and-agents.md §2.12, §7): each list tab is the generic events
 * list with a filter, first 0, count 1000, sorted by startdate descending; Oculus lists the headset-platform
 * events. The tabs' labels are the page's (`staff/adminEvents/eventTabs.ts`).
 */
export type EventTab = 'accepted' | 'requested' | 'refused' | 'upcoming' | 'past' | 'oculus';

/** The list request of a list tab (staff-and-agents.md §9: first 0, count 1000, startdate descending). */
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

/** The headset platform's public page of one of its events. */
export function oculusEventUrl(id: string): string {
  return `https://www.oculus.com/experiences/events/${encodeURIComponent(id)}/`;
}
