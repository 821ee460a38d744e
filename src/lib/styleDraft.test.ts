import { describe, expect, it } from 'vitest';
import { canSaveStyle, editorText } from './styleDraft';

describe('custom CSS draft', () => {
  it('shows the stored source until the text is edited', () => {
    expect(editorText('.a {}', null)).toBe('.a {}');
    expect(editorText('.a {}', '.b {}')).toBe('.b {}');
    expect(editorText('.a {}', '')).toBe('');
  });

  it('enables Save only for a changed text while nothing is saving', () => {
    expect(canSaveStyle('.a {}', null, false)).toBe(false);
    expect(canSaveStyle('.a {}', '.a {}', false)).toBe(false);
    expect(canSaveStyle('.a {}', '.a { color: red }', false)).toBe(true);
    expect(canSaveStyle('.a {}', '', false)).toBe(true);
    expect(canSaveStyle('.a {}', '.b {}', true)).toBe(false);
  });
});
