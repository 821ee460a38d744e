import { describe, expect, it } from 'vitest';
import { formatDuration, regenerationBadge, truncationNote } from './regeneration';

describe('regeneration rules', () => {
  it('colours the status badge as the spec says, danger for anything else', () => {
    expect(
      ['running', 'stopping', 'completed', 'submitted', 'stopped', 'failed', 'idle'].map(regenerationBadge),
    ).toEqual(['primary', 'warning', 'success', 'info', 'error', 'error', 'error']);
  });

  it('writes durations in hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(59.6)).toBe('1m 0s');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatDuration(3 * 3600 + 4 * 60 + 5)).toBe('3h 4m 5s');
  });

  it('notes a truncated running-jobs list only', () => {
    expect(truncationNote(50, 120)).toBe('Showing 50 of 120');
    expect(truncationNote(3, 3)).toBeNull();
  });
});
