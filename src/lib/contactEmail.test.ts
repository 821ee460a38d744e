import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT, isContactEmail } from './contactEmail';

describe('isContactEmail', () => {
  it('accepts something@something.something', () => {
    expect(isContactEmail('a@b.c')).toBe(true);
    expect(isContactEmail(' someone@example.co.uk ')).toBe(true);
  });
  it('refuses text without an at sign, without a dot after it, or with empty parts', () => {
    for (const text of ['', 'ab.c', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b@c.d']) {
      expect(isContactEmail(text), text).toBe(false);
    }
  });
  it('offers Sales, Support, Billing and Other, defaulting to Other', () => {
    expect(CONTACT_SUBJECTS).toEqual(['Sales', 'Support', 'Billing', 'Other']);
    expect(DEFAULT_CONTACT_SUBJECT).toBe('Other');
  });
});
