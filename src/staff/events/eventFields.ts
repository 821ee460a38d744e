import { paths } from '../../paths';
/** Reading an event record for its record page (staff-and-agents.md §3 Event); pure. */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The event's own page, /domains/{domain}/events/{name}: the domain part comes from the event's path
 * (`{domain uri}/events/{name}`) when it has one, otherwise from its domain id.
 */
export function eventPageHref(event: Readonly<Record<string, unknown>>): string | null {
  const name = text(event.name);
  const fromPath = text(event.path).split('/events/')[0];
  const domain = fromPath || text(event.domain);
  if (!domain || !name) return null;
  return paths.domain.entity(domain, 'events', name);
}

/** Subscriber count: a number, or the length of a subscriber list. */
export function subscriberCount(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return Array.isArray(value) ? value.length : 0;
}
