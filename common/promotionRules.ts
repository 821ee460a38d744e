/**
 * Rules of an event's headset-platform promotion and of a location's approval that the console and the server
 * both apply (single-target-and-flows.md §4, §5, §9).
 *
 * Promotion (`oculussubmission`): none → started (the owner asks, every check holding) → submitted (the owner
 * accepts the terms, the checks still holding) → accepted (staff link a headset-platform event id) or refused
 * (staff). Staff can clear the id, which takes the promotion back to started. Who does what is ours where the
 * spec says "a developer": staff holding admin_write_entities. An event linked to a headset event keeps its
 * name, description and dates (the headset event mirrors them) until the id is cleared.
 */

export const PROMOTION_STATES = ['started', 'submitted', 'accepted', 'refused'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** A promoted event lasts at least 15 minutes (single-target-and-flows.md §9). */
export const PROMOTION_MIN_MS = 15 * 60 * 1000;
/** A promoted event starts at least one week from today (single-target-and-flows.md §5, §9). */
export const PROMOTION_LEAD_MS = 7 * 24 * 60 * 60 * 1000;
/** A headset event's start and end match the event's within one minute (single-target-and-flows.md §5, §9). */
export const HEADSET_EVENT_TOLERANCE_MS = 60 * 1000;
/** The event id lookup waits 1 s after the last keystroke (single-target-and-flows.md §9). */
export const HEADSET_EVENT_LOOKUP_DEBOUNCE_MS = 1000;

/** The permission that stands for the spec's "developer" on the promotion (ours). */
export const PROMOTION_STAFF_PERMISSION = 'admin_write_entities';

export const PROMOTION_TEXTS = {
  // The checks (single-target-and-flows.md §5; the wording is ours)
  checks: {
    name: 'The event has a name',
    description: 'The event has a description',
    icon: 'The event has an icon',
    doorimage: 'The event has a door image',
    banner: 'The event has a banner',
    discoveryicon: 'The event has a discovery icon',
    duration: 'The event lasts at least 15 minutes',
    leadTime: 'The event starts at least one week from today',
    published: 'The event is published',
  },
  // Refusals (ours)
  checksFailed: 'This event does not meet every requirement for headset promotion yet',
  staffOnly: 'Only staff can accept or refuse a promotion, or link or clear a headset event id',
  wrongStep: (from: string, to: string) => `A promotion that is ${from} cannot become ${to}`,
  idWithAccepted: 'Linking a headset event id accepts the promotion; clearing it takes it back to started',
  locked:
    'This event is linked to a headset event: its name, description and dates stay as they are until the id is cleared',
  // single-target-and-flows.md §5, §8
  eventNotFound: 'Event not found',
  titleMismatch: "Oculus event title doesn't match expected title",
  startMismatch: "Oculus event start doesn't match expected start",
  endMismatch: "Oculus event end doesn't match expected end",
  // Location approval (ours)
  notApprovable: 'Only storefront and joke locations are submitted for approval',
  alreadyPending: 'This location is already waiting for approval',
  alreadyApproved: 'This location is already approved',
} as const;

export type PromotionCheck = keyof typeof PROMOTION_TEXTS.checks;

/** The fields of an event the checks read. */
export interface PromotionFacts {
  nickname?: string;
  name?: string;
  description?: string;
  iconblob?: string | null;
  doorimageblob?: string | null;
  bannerblob?: string | null;
  discoveryiconblob?: string | null;
  startdate?: string;
  enddate?: string;
  published?: boolean;
}

const supplied = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';
const time = (value: string | undefined): number => (value ? new Date(value).getTime() : Number.NaN);

/** Every single-target-and-flows.md §5 check with whether it holds, in the order the page lists them. */
export function promotionChecks(event: PromotionFacts, now: Date): { check: PromotionCheck; ok: boolean }[] {
  const start = time(event.startdate);
  const end = time(event.enddate);
  const results: Record<PromotionCheck, boolean> = {
    name: supplied(event.nickname ?? event.name),
    description: supplied(event.description),
    icon: supplied(event.iconblob),
    doorimage: supplied(event.doorimageblob),
    banner: supplied(event.bannerblob),
    discoveryicon: supplied(event.discoveryiconblob),
    duration: end - start >= PROMOTION_MIN_MS,
    leadTime: start - now.getTime() >= PROMOTION_LEAD_MS,
    published: event.published === true,
  };
  return (Object.keys(results) as PromotionCheck[]).map((check) => ({ check, ok: results[check] }));
}

/** The checks that fail; empty when the event may be promoted. */
export function failedPromotionChecks(event: PromotionFacts, now: Date): PromotionCheck[] {
  return promotionChecks(event, now)
    .filter((result) => !result.ok)
    .map((result) => result.check);
}

/** A change of the promotion fields asked for by one caller. */
export interface PromotionChange {
  oculussubmission?: PromotionState;
  /** A headset event id to link, or '' to clear it. */
  oculuseventid?: string;
  oculusnotes?: string;
}

export type PromotionProblem =
  | { kind: 'staffOnly' }
  | { kind: 'wrongStep'; from: string; to: PromotionState }
  | { kind: 'idWithAccepted' }
  | { kind: 'checksFailed'; failed: PromotionCheck[] };

/** A state as the refusal names it. */
export const promotionStateName = (state: PromotionState | undefined): string => state ?? 'not requested';

/**
 * Why the change may not be made, or null. Owners and managers only request (→ started, from none or refused)
 * and submit (started → submitted), and only while every check holds; staff may set any state, link or clear
 * the id and write notes. Afterwards, an accepted promotion has an id and only an accepted one does.
 */
export function promotionProblem(
  event: PromotionFacts & { oculussubmission?: PromotionState; oculuseventid?: string },
  change: PromotionChange,
  options: { staff: boolean; now: Date },
): PromotionProblem | null {
  const from = event.oculussubmission;
  const to = change.oculussubmission;
  const staffOnly =
    change.oculuseventid !== undefined ||
    change.oculusnotes !== undefined ||
    to === 'accepted' ||
    to === 'refused';
  if (staffOnly && !options.staff) return { kind: 'staffOnly' };
  if (to !== undefined && to !== from && !options.staff) {
    const allowed =
      (to === 'started' && (from === undefined || from === 'refused')) ||
      (to === 'submitted' && from === 'started');
    if (!allowed) return { kind: 'wrongStep', from: promotionStateName(from), to };
    const failed = failedPromotionChecks(event, options.now);
    if (failed.length > 0) return { kind: 'checksFailed', failed };
  }
  const state = to ?? from;
  const id = change.oculuseventid ?? event.oculuseventid ?? '';
  if (change.oculussubmission !== undefined || change.oculuseventid !== undefined) {
    if ((state === 'accepted') !== (id !== '')) return { kind: 'idWithAccepted' };
  }
  return null;
}

/** The refusal text of a problem. */
export function promotionProblemText(problem: PromotionProblem): string {
  switch (problem.kind) {
    case 'staffOnly':
      return PROMOTION_TEXTS.staffOnly;
    case 'wrongStep':
      return PROMOTION_TEXTS.wrongStep(problem.from, problem.to);
    case 'idWithAccepted':
      return PROMOTION_TEXTS.idWithAccepted;
    case 'checksFailed':
      return PROMOTION_TEXTS.checksFailed;
  }
}

/** The fields a linked headset event mirrors, which stay as they are while an id is linked. */
export const LOCKED_WHEN_LINKED = ['nickname', 'description', 'startdate', 'enddate'] as const;

/** A headset-platform event as the id lookup answers it. */
export interface HeadsetEventFacts {
  title: string;
  start: string;
  end: string;
}

export type HeadsetEventMismatch = 'titleMismatch' | 'startMismatch' | 'endMismatch';

/** How a headset event differs from the event it is linked to (single-target-and-flows.md §5): title case-insensitively, times within 1 min. */
export function headsetEventMismatches(
  expected: { title: string; start?: string; end?: string },
  found: HeadsetEventFacts,
): HeadsetEventMismatch[] {
  const near = (a: string | undefined, b: string) =>
    Math.abs(time(a) - time(b)) <= HEADSET_EVENT_TOLERANCE_MS;
  const mismatches: HeadsetEventMismatch[] = [];
  if (expected.title.trim().toLowerCase() !== found.title.trim().toLowerCase())
    mismatches.push('titleMismatch');
  if (!near(expected.start, found.start)) mismatches.push('startMismatch');
  if (!near(expected.end, found.end)) mismatches.push('endMismatch');
  return mismatches;
}

/** Location approval (single-target-and-flows.md §4): only storefront and joke templates, the ones the staff approvals page lists. */
export const APPROVAL_TEMPLATES = ['storefront', 'joke'] as const;

export type ApprovalState = 'pending' | 'approved' | 'unapproved';

export function needsApproval(template: string | undefined): boolean {
  return (APPROVAL_TEMPLATES as readonly (string | undefined)[]).includes(template);
}

/** Why a location may not be submitted for approval now, or null (none or unapproved may). */
export function approvalRequestProblem(location: {
  template?: string;
  approval?: string;
}): 'notApprovable' | 'alreadyPending' | 'alreadyApproved' | null {
  if (!needsApproval(location.template)) return 'notApprovable';
  if (location.approval === 'pending') return 'alreadyPending';
  if (location.approval === 'approved') return 'alreadyApproved';
  return null;
}
