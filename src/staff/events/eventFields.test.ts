import { describe, expect, it } from 'vitest';
import { eventPageHref, subscriberCount } from './eventFields';

describe('eventPageHref', () => {
  it('links to /domains/{domain}/events/{name}, the domain taken from the path first', () => {
    expect(eventPageHref({ name: 'quiz_night_3', path: 'demo-free/events/quiz_night_3', domain: 'd1' })).toBe(
      '/domains/demo-free/events/quiz_night_3',
    );
    expect(eventPageHref({ name: 'party', domain: 'd1' })).toBe('/domains/d1/events/party');
    expect(eventPageHref({ name: 'a b', domain: 'x/y' })).toBe('/domains/x%2Fy/events/a%20b');
  });

  it('has no link without a name or a domain', () => {
    expect(eventPageHref({ domain: 'd1' })).toBeNull();
    expect(eventPageHref({ name: 'party' })).toBeNull();
  });
});

describe('subscriberCount', () => {
  it('counts a number or a list', () => {
    expect(subscriberCount(4)).toBe(4);
    expect(subscriberCount(['a', 'b'])).toBe(2);
    expect(subscriberCount(undefined)).toBe(0);
  });
});
