import { describe, expect, it } from 'vitest';
import {
  EVENT_MAX_MS,
  eventDatesProblem,
  eventSlug,
  isReadonlyTarget,
  locationNameProblem,
  locationSlug,
  readonlyText,
  TARGET_TEXTS,
  withStart,
} from './targetRules.ts';

const now = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const free = { mayExceedMaximum: false, startChanged: true };

describe('event dates (single-target-and-flows.md §5)', () => {
  it('accepts a future event of up to 12 hours', () => {
    expect(eventDatesProblem({ start: at(60), end: at(60 + 12 * 60) }, now, free)).toBeNull();
  });
  it('refuses a start in the past, unless the start is not being changed', () => {
    expect(eventDatesProblem({ start: at(-1), end: at(30) }, now, free)).toBe('startInPast');
    expect(
      eventDatesProblem({ start: at(-1), end: at(30) }, now, { ...free, startChanged: false }),
    ).toBeNull();
  });
  it('refuses an end before the start', () => {
    expect(eventDatesProblem({ start: at(60), end: at(59) }, now, free)).toBe('endBeforeStart');
  });
  it('refuses more than 12 hours unless the user may exceed it', () => {
    const dates = { start: at(60), end: new Date(at(60).getTime() + EVENT_MAX_MS + 1) };
    expect(eventDatesProblem(dates, now, free)).toBe('tooLong');
    expect(eventDatesProblem(dates, now, { ...free, mayExceedMaximum: true })).toBeNull();
  });
  it('moves the end to start + 30 minutes when the start passes it', () => {
    expect(withStart({ start: at(0), end: at(60) }, at(90)).end).toEqual(at(120));
    expect(withStart({ start: at(0), end: at(60) }, at(30)).end).toEqual(at(60));
  });
});

describe('readonly targets (single-target-and-flows.md §6)', () => {
  it('is readonly by its own flag or its metaverse', () => {
    expect(isReadonlyTarget({ readonly: true }, {})).toBe(true);
    expect(isReadonlyTarget({}, { readonly: true })).toBe(true);
    expect(isReadonlyTarget({ readonly: false }, null)).toBe(false);
  });
  it('says its own message, else the metaverse one, else the default', () => {
    expect(readonlyText('location', {}, {})).toBe('This location is readonly. To change it, contact FTL');
    expect(readonlyText('location', { readonly_message: 'Closed' }, {})).toBe('Closed');
    expect(readonlyText('location', { readonly_message: 'Closed' }, { readonly_message: 'Mine' })).toBe(
      'Mine',
    );
  });
});

describe('new location and event names (single-target-and-flows.md §5)', () => {
  const existing = [
    { name: 'beach', nickname: 'Beach' },
    { name: 'sun_deck', nickname: 'The Deck' },
  ];
  it('derives the URL names', () => {
    expect(locationSlug(' Sun Deck! ')).toBe('sun_deck');
    expect(eventSlug(' Quiz Night #2 ')).toBe('quiz_night__2');
  });
  it('trims the underscores an event name would start or end its URL name with', () => {
    expect(eventSlug('Walk Party B1!')).toBe('walk_party_b1');
    expect(eventSlug('¡Fiesta! ')).toBe('fiesta');
    expect(eventSlug('"Quiz" Night')).toBe('quiz__night');
    expect(eventSlug('!!')).toBe('');
  });
  it('refuses an empty name, a taken name and a taken URL', () => {
    expect(locationNameProblem('  ', existing)).toBe('nameEmpty');
    expect(locationNameProblem("''", existing)).toBe('nameEmpty');
    expect(locationNameProblem('The Deck', existing)).toBe('nicknameTaken');
    expect(locationNameProblem('Sun Deck', existing)).toBe('slugTaken');
    expect(locationNameProblem('Roof Garden', existing)).toBeNull();
  });
  it('refuses a name that is not a title: only letters, digits, whitespace and apostrophes, at most 64', () => {
    for (const bad of ['Bad!Walk<x>', 'a<b>', '!!', 'Sun-Deck', 'dot.']) {
      expect(locationNameProblem(bad, existing), bad).toBe('nameInvalid');
    }
    expect(locationNameProblem("Ann's Deck 2", existing)).toBeNull();
    expect(locationNameProblem('a'.repeat(64), existing)).toBeNull();
    expect(locationNameProblem('a'.repeat(65), existing)).toBe('nameTooLong');
    expect(TARGET_TEXTS.nameInvalid).toBe('Name may contain only letters, digits, spaces and apostrophes.');
  });
});
