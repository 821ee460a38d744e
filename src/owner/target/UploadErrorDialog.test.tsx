// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { TARGET_PAGE_TEXTS as T } from './texts';
import { UploadErrorDialog, uploadErrorText } from './UploadErrorDialog';

afterEach(cleanup);

const shown = (error: unknown) => {
  render(<UploadErrorDialog message={uploadErrorText(error)} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: T.uploadError });
  return dialog.querySelector('.MuiDialogContentText-root')?.textContent;
};

describe('the Upload Error dialog of a target (single-target-and-flows.md §8)', () => {
  it('shows the spec’s fallback when the upload failed with an empty error, not the HTTP status text', () => {
    // What the client makes of a 500 reply with an empty body.
    expect(shown(new ApiError(500, 'Internal Server Error', ''))).toBe(T.uploadErrorFallback);
  });

  it('shows the fallback when the upload got no answer', () => {
    expect(shown(new ApiError(0, 'Failed to fetch', ''))).toBe(T.uploadErrorFallback);
  });

  it('shows the server’s reason when it gave one', () => {
    expect(shown(new ApiError(400, 'The picture is too large'))).toBe('The picture is too large');
  });
});
