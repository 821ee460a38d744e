// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { User } from '../../api/types';
import { renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { LinkAccountDialog } from './LinkAccountDialog';
import { PROFILE_TEXTS as T } from './texts';

afterEach(cleanup);

const user = { id: 'u1', email: 'give@example.com', nickname: 'Giver', permissions: [] } as unknown as User;

/** The dialog as the profile holds it: closing it removes it. */
function Linking() {
  const [open, setOpen] = useState(true);
  return open ? <LinkAccountDialog user={user} onClose={() => setOpen(false)} /> : null;
}

function renderDialog(requestAccountLink: (email: string) => Promise<{ email: string }>) {
  renderPage(
    <>
      <Linking />
      <Toasts />
    </>,
    { path: '/', url: '/', dataProvider: { requestAccountLink } },
  );
  const dialog = screen.getByRole('dialog', { name: T.linkTitle });
  const field = within(dialog).getByLabelText(T.linkEmail, { exact: false });
  const send = within(dialog).getByRole('button', { name: T.linkSend });
  return { dialog, field, send };
}

describe('the link dialog', () => {
  it('mails the link to the address typed, says so in a toast and closes', async () => {
    const requestAccountLink = vi.fn((email: string) => Promise.resolve({ email }));
    const { field, send } = renderDialog(requestAccountLink);
    fireEvent.change(field, { target: { value: '  keep@example.com ' } });
    fireEvent.click(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain(T.linkSent('keep@example.com'));
    expect(requestAccountLink).toHaveBeenCalledWith('keep@example.com');
  });

  it('says what is wrong with the address in the user’s words, and sends nothing', async () => {
    const requestAccountLink = vi.fn((email: string) => Promise.resolve({ email }));
    const { dialog, field, send } = renderDialog(requestAccountLink);

    fireEvent.click(send);
    expect(await within(dialog).findByText(T.linkEmailProblems.missing)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'keep@example' } });
    fireEvent.blur(field);
    expect(await within(dialog).findByText(T.linkEmailProblems.invalid)).toBeTruthy();
    fireEvent.click(send);

    fireEvent.change(field, { target: { value: 'Give@Example.com' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText(T.linkEmailProblems.own)).toBeTruthy();

    expect(requestAccountLink).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: T.linkTitle })).toBeTruthy();
  });

  it('keeps the dialog open with the server’s refusal, shown once', async () => {
    // The data provider logs a failed call.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'Staff accounts cannot be linked into another account';
    const requestAccountLink = vi.fn(() => Promise.reject(new ApiError(403, refusal)));
    const { dialog, field, send } = renderDialog(requestAccountLink);
    fireEvent.change(field, { target: { value: 'keep@example.com' } });
    fireEvent.click(send);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: T.linkTitle })).toBeTruthy();
    logged.mockRestore();
  });
});
