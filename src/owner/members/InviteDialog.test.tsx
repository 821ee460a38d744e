// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { businessPlan, renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { InviteDialog } from './InviteDialog';
import { MEMBERS_TEXTS as T } from './texts';

afterEach(cleanup);

/** The dialog as the members page holds it: closing it removes it. */
function Inviting() {
  const [open, setOpen] = useState(true);
  return open ? (
    <InviteDialog
      domainId="dom-1"
      plan={businessPlan}
      memberCount={3}
      onClose={() => setOpen(false)}
      onNeedsUpgrade={() => undefined}
    />
  ) : null;
}

describe('the invite dialog', () => {
  it('says the email invites were sent, then closes', async () => {
    const sendEmailInvites = vi.fn(() => Promise.resolve({ sent: 2 }));
    renderPage(
      <>
        <Inviting />
        <Toasts />
      </>,
      {
        path: '/',
        url: '/',
        dataProvider: { sendEmailInvites, getSharedInvite: () => Promise.resolve({}) } as never,
      },
    );
    fireEvent.click(await screen.findByRole('tab', { name: T.byEmail }));
    fireEvent.change(screen.getByLabelText(T.emailsLabel), { target: { value: 'a@b.co, c@d.co' } });
    fireEvent.click(screen.getByRole('button', { name: T.invite }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain(T.sent(2));
    expect(sendEmailInvites).toHaveBeenCalledWith('dom-1', ['a@b.co', 'c@d.co']);
  });

  it('says in the open dialog why the invites were refused, once, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'This metaverse can have at most 3 members.';
    const sendEmailInvites = vi.fn(() => Promise.reject(new ApiError(403, refusal)));
    renderPage(
      <>
        <Inviting />
        <Toasts />
      </>,
      {
        path: '/',
        url: '/',
        dataProvider: { sendEmailInvites, getSharedInvite: () => Promise.resolve({}) } as never,
      },
    );
    fireEvent.click(await screen.findByRole('tab', { name: T.byEmail }));
    fireEvent.change(screen.getByLabelText(T.emailsLabel), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: T.invite }));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain(refusal));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
