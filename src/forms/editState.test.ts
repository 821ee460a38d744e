import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { failureNotice, formButtons, isDirty, replyNotice } from './editState';

describe('isDirty', () => {
  it('is clean for equal copies, whatever the key order, and when only undefined fields differ', () => {
    expect(isDirty({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(false);
    expect(isDirty({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isDirty(undefined, undefined)).toBe(false);
  });

  it('is dirty when a value, a nested value, an array item or the set of fields changes', () => {
    expect(isDirty({ a: 1 }, { a: 2 })).toBe(true);
    expect(isDirty({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(true);
    expect(isDirty({ a: [1, 2] }, { a: [2, 1] })).toBe(true);
    expect(isDirty({ a: 1 }, { a: 1, b: '' })).toBe(true);
    expect(isDirty({ a: 1, b: 2 }, { a: 1 })).toBe(true);
    expect(isDirty({ a: 0 }, { a: '0' })).toBe(true);
    expect(isDirty({ a: null }, { a: {} })).toBe(true);
  });
});

describe('formButtons', () => {
  it('keeps the submit button while clean when the page asks for it (disabled by the form)', () => {
    expect(formButtons({ dirty: false, mode: 'existing', submitAlways: true })).toEqual(['save', 'back']);
    expect(formButtons({ dirty: false, mode: 'new', submitAlways: true, canGoBack: false })).toEqual([
      'create',
    ]);
    expect(formButtons({ dirty: true, mode: 'existing', submitAlways: true })).toEqual(['save', 'cancel']);
  });

  it('offers Save or Update and Cancel while dirty, Create for a new record', () => {
    expect(formButtons({ dirty: true, mode: 'existing' })).toEqual(['save', 'cancel']);
    expect(formButtons({ dirty: true, mode: 'existing', submitVerb: 'update' })).toEqual([
      'update',
      'cancel',
    ]);
    expect(formButtons({ dirty: true, mode: 'new', canCreate: true })).toEqual(['create', 'cancel']);
  });

  it('offers Back, and New on a stored record that can be created, while clean', () => {
    expect(formButtons({ dirty: false, mode: 'existing' })).toEqual(['back']);
    expect(formButtons({ dirty: false, mode: 'existing', canCreate: true })).toEqual(['back', 'new']);
    expect(formButtons({ dirty: false, mode: 'new', canCreate: true })).toEqual(['back']);
  });

  it('offers no Back for a form with nowhere to go back to', () => {
    expect(formButtons({ dirty: false, mode: 'existing', canGoBack: false })).toEqual([]);
    expect(formButtons({ dirty: false, mode: 'existing', canCreate: true, canGoBack: false })).toEqual([
      'new',
    ]);
    expect(formButtons({ dirty: true, mode: 'existing', canGoBack: false })).toEqual(['save', 'cancel']);
  });

  it('adds Delete on stored records only, when deleting exists', () => {
    expect(formButtons({ dirty: false, mode: 'existing', canDelete: true })).toEqual(['back', 'delete']);
    expect(formButtons({ dirty: true, mode: 'existing', canDelete: true })).toEqual([
      'save',
      'cancel',
      'delete',
    ]);
    expect(formButtons({ dirty: true, mode: 'new', canDelete: true })).toEqual(['create', 'cancel']);
  });
});

describe('replyNotice and failureNotice', () => {
  it('shows Saved or Deleted in green for a reply without msg', () => {
    expect(replyNotice({ id: '1' }, 'saved')).toEqual({ severity: 'success', text: 'Saved' });
    expect(replyNotice(undefined, 'deleted')).toEqual({ severity: 'success', text: 'Deleted' });
    expect(replyNotice({ msg: '' }, 'saved')).toEqual({ severity: 'success', text: 'Saved' });
  });

  it('treats a msg in a reply as an error', () => {
    expect(replyNotice({ msg: 'Location is required' }, 'saved')).toEqual({
      severity: 'error',
      text: 'Location is required',
    });
  });

  it('shows a failure’s text, "error" when it has none, and marks a 409 as a conflict', () => {
    expect(failureNotice(new ApiError(400, 'Heard text must not be empty.'))).toEqual({
      severity: 'error',
      text: 'Heard text must not be empty.',
    });
    expect(failureNotice(new ApiError(409, 'changed by someone else'))).toEqual({
      severity: 'error',
      text: 'changed by someone else',
      conflict: true,
    });
    expect(failureNotice('boom')).toEqual({ severity: 'error', text: 'error' });
    expect(failureNotice(new Error(' '))).toEqual({ severity: 'error', text: 'error' });
  });
});
