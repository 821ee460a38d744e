/** The admin events tabs (staff-and-agents.md §2.12, §7): their labels and order; their lists are `lib/eventTabs.ts`. */
import type { EventTab } from '../../lib/eventTabs';
import { EVENTS_TEXTS as T } from './texts';

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

/** Whether the text names a tab (for the `?tab=` of the address). */
export function isEventTab(value: string | null): value is EventTab {
  return EVENT_TABS.some((entry) => entry.tab === value);
}
