// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportError, reportSuccess } from '../api/errors';
import { Toasts } from './Toasts';

afterEach(cleanup);

describe('the one toast path', () => {
  it('shows a success politely and a failure as an alert, one after another', async () => {
    render(<Toasts />);
    act(() => {
      reportSuccess('Saved');
      reportError('Only the owner may do that.');
    });
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the same toast reported twice in a row once', async () => {
    render(<Toasts />);
    act(() => {
      reportError('Unknown operator "$bad"');
      reportError('Unknown operator "$bad"');
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  });
});
