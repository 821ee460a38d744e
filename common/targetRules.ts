/**
 * Rules of the single-target manage page that the console and the server both apply
 * (single-target-and-flows.md §5, §6, §9): event dates and readonly targets.
 */
import { LocationCreateRules } from './api/field-rules.gen.ts';

/** A new location's name is a title (owner-console.md §5), as the contract's `LocationCreate` states it. */
const LOCATION_NAME = LocationCreateRules.nickname;
const LOCATION_NAME_PATTERN = new RegExp(LOCATION_NAME.pattern, 'u');

/** An event lasts at most 12 hours unless the user holds admin_write_entities (owner-console.md §9: 43,200,000 ms). */
export const EVENT_MAX_MS = 43_200_000;
/** When the start moves past the end, the end becomes the start plus 30 minutes (owner-console.md §5). */
export const EVENT_END_GAP_MS = 30 * 60 * 1000;

export const TARGET_TEXTS = {
  startInPast: 'The start of an event cannot be in the past',
  endBeforeStart: 'The end of an event cannot be before its start',
  tooLong: 'An event can last at most 12 hours',
  // owner-console.md §8, "sic"
  eventNotPublic:
    'For your event to be accesible by other players your Metaverse must be set to public in the Manage section',
  readonly: (type: string): string => `This ${type} is readonly. To change it, contact FTL`,
  // Create New Location and Name Your Event! (owner-console.md §5; ours where the spec gives no words)
  nameEmpty: 'Please enter a name',
  // The server's own refusals of the contract's title rule, word for word
  nameInvalid: `${LOCATION_NAME.title} ${LOCATION_NAME.patternText}.`,
  nameTooLong: `${LOCATION_NAME.title} must be at most ${LOCATION_NAME.maxLength} characters long.`,
  nicknameTaken: 'A location with this name already exists',
  slugTaken: 'A location with this URL already exists',
  eventNameTaken: 'An event with this URL already exists',
} as const;

export type EventDatesProblem = 'startInPast' | 'endBeforeStart' | 'tooLong';

export interface EventDates {
  start: Date;
  end: Date;
}

/**
 * The first owner-console.md §5 rule the dates break, or null. `startChanged` says whether the start is being set now: an
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

/** What a readonly target says: its own message, its metaverse's, or the default for its type (owner-console.md §6). */
export function readonlyText(
  type: string,
  domain: { readonly_message?: string },
  entity?: object | null,
): string {
  const message = field(entity, 'readonly_message');
  const own = typeof message === 'string' ? message : undefined;
  return own || domain.readonly_message || TARGET_TEXTS.readonly(type);
}

/** A location's URL name from its name (owner-console.md §5): spaces to underscores, other non-word characters removed, lower case. */
export function locationSlug(name: string): string {
  return name.trim().replace(/\s/g, '_').replace(/\W/g, '').toLowerCase();
}

export type LocationNameProblem = 'nameEmpty' | 'nameInvalid' | 'nameTooLong' | 'nicknameTaken' | 'slugTaken';

/** The owner-console.md §5 rule a new location's name breaks against the metaverse's locations, or null. */
export function locationNameProblem(
  name: string,
  existing: readonly { name: string; nickname?: string }[],
): LocationNameProblem | null {
  const slug = locationSlug(name);
  if (name.trim() === '') return 'nameEmpty';
  if (!LOCATION_NAME_PATTERN.test(name)) return 'nameInvalid';
  if (name.length > LOCATION_NAME.maxLength) return 'nameTooLong';
  if (slug === '') return 'nameEmpty';
  if (existing.some((location) => (location.nickname ?? '') === name.trim())) return 'nicknameTaken';
  if (existing.some((location) => location.name === slug)) return 'slugTaken';
  return null;
}

/**
 * An event's URL name from its name (owner-console.md §5): lower case, every character but a-z and 0-9 an underscore, trimmed —
 * of spaces and of the underscores they and end punctuation became, so "Walk Party B1!" is walk_party_b1.
 */
export function eventSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .replace(/^_+|_+$/g, '');
}
