import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT, canSendContact, isContactEmail } from './contactEmail';

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

describe('canSendContact', () => {
  it('needs only an address-like email: the name and the description may be empty', () => {
    expect(canSendContact({ email: 'a@b.c', name: '', description: '' })).toBe(true);
    expect(canSendContact({ email: 'a@b.c', name: 'Ann', description: 'Hello' })).toBe(true);
  });
  it('refuses an email that does not look like an address', () => {
    expect(canSendContact({ email: 'a@b', name: 'Ann', description: 'Hello' })).toBe(false);
    expect(canSendContact({ email: '', name: 'Ann', description: 'Hello' })).toBe(false);
  });
});
