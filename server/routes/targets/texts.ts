/** Texts of the single-target manage calls (single-target-and-flows.md §5, §6; ours where the spec is silent). */
export const TARGET_ROUTE_TEXTS = {
  eventsOnly: 'Only events have dates, a location and a published state',
  unknownLocation: 'That location is not in this metaverse',
  templateNotOnPlan: 'This template is not available on the plan of this metaverse',
  unknownEvent: 'The event to copy is not in this metaverse',
} as const;
