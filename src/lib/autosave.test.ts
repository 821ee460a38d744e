import { describe, expect, it } from 'vitest';
import { AUTOSAVE_QUIET_MS, autosaveDue, changedFields, EVENT_DATES_QUIET_MS } from './autosave';

describe('autosave timing (single-target-and-flows.md §4, §9)', () => {
  const clock = { dirty: true, lastEdit: 10_000, saving: false };
  it('saves once 1.5 s have passed since the last edit', () => {
    expect(autosaveDue(clock, 10_000 + AUTOSAVE_QUIET_MS - 1)).toBe(false);
    expect(autosaveDue(clock, 10_000 + AUTOSAVE_QUIET_MS)).toBe(true);
  });
  it('waits 3 s for event dates', () => {
    expect(autosaveDue(clock, 10_000 + 2999, EVENT_DATES_QUIET_MS)).toBe(false);
    expect(autosaveDue(clock, 10_000 + 3000, EVENT_DATES_QUIET_MS)).toBe(true);
  });
  it('never saves without edits, nor while a save runs', () => {
    expect(autosaveDue({ ...clock, dirty: false }, 20_000)).toBe(false);
    expect(autosaveDue({ ...clock, saving: true }, 20_000)).toBe(false);
  });
  it('sends only the fields that changed', () => {
    expect(changedFields({ a: 'x', b: 'y' }, { a: 'x', b: 'z' })).toEqual({ b: 'z' });
    expect(changedFields({ a: 'x' }, { a: 'x' })).toEqual({});
  });
});
