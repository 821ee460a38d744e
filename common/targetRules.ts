/**
 * Rules of the single-target manage page that the console and the server both apply
 * (single-target-and-flows.md §5, §6, §9): event dates and readonly targets.
 */

/** An event lasts at most 12 hours unless the user holds admin_write_entities (§9: 43,200,000 ms). */
export const EVENT_MAX_MS = 43_200_000;
/** When the start moves past the end, the end becomes the start plus 30 minutes (§5). */
export const EVENT_END_GAP_MS = 30 * 60 * 1000;

export const TARGET_TEXTS = {
  startInPast: 'The start of an event cannot be in the past',
  endBeforeStart: 'The end of an event cannot be before its start',
  tooLong: 'An event can last at most 12 hours',
  readonly: (type: string): string => `This ${type} is readonly. To change it, contact FTL`,
} as const;

export type EventDatesProblem = 'startInPast' | 'endBeforeStart' | 'tooLong';

export interface EventDates {
  start: Date;
  end: Date;
}

/**
 * The first §5 rule the dates break, or null. `startChanged` says whether the start is being set now: an
 * event that has already begun may keep its start.
 */
export function eventDatesProblem(
  dates: EventDates,
  now: Date,
  options: { mayExceedMaximum: boolean; startChanged: boolean },
): EventDatesProblem | null {
  if (options.startChanged && dates.start.getTime() < now.getTime()) return 'startInPast';
  if (dates.end.getTime() < dates.start.getTime()) return 'endBeforeStart';
  if (!options.mayExceedMaximum && dates.end.getTime() - dates.start.getTime() > EVENT_MAX_MS)
    return 'tooLong';
  return null;
}

/** A new start with the end it leaves: past the end, the end becomes start + 30 minutes. */
export function withStart(dates: EventDates, start: Date): EventDates {
  return start.getTime() > dates.end.getTime()
    ? { start, end: new Date(start.getTime() + EVENT_END_GAP_MS) }
    : { start, end: dates.end };
}

/** A field of a stored document whose other fields do not matter here. */
function field(doc: object | null | undefined, name: string): unknown {
  return doc ? (doc as Record<string, unknown>)[name] : undefined;
}

/** Whether a target is readonly: its own flag, or its metaverse's. */
export function isReadonlyTarget(domain: { readonly?: boolean }, entity?: object | null): boolean {
  return domain.readonly === true || field(entity, 'readonly') === true;
}

/** What a readonly target says: its own message, its metaverse's, or the default for its type (§6). */
export function readonlyText(
  type: string,
  domain: { readonly_message?: string },
  entity?: object | null,
): string {
  const message = field(entity, 'readonly_message');
  const own = typeof message === 'string' ? message : undefined;
  return own || domain.readonly_message || TARGET_TEXTS.readonly(type);
}
