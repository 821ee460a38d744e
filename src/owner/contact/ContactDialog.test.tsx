// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../api/types';
import { renderPage } from '../../dataProvider/testing';
import { ContactDialog } from './ContactDialog';
import { CONTACT_TEXTS as T } from './texts';

afterEach(cleanup);

const user = { id: 'u1', email: 'ann@example.com', nickname: 'Ann', permissions: [] } as unknown as User;

describe('Contact Us', () => {
  it('is marked done once sent, then closes (owner-console.md §4)', async () => {
    const contactUs = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderPage(<ContactDialog user={user} onClose={onClose} />, {
      path: '/',
      url: '/',
      dataProvider: { contactUs },
    });
    const dialog = screen.getByRole('dialog', { name: T.title });
    fireEvent.change(within(dialog).getByLabelText(T.description), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.send }));

    expect((await within(dialog).findByRole('status')).textContent).toBe(T.sent);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: T.done }).disabled).toBe(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(contactUs).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ann@example.com', name: 'Ann', description: 'Hello' }),
    );
  });
});
