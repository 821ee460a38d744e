// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { authenticate, getSession, signOut } from '../authProvider/session';
import { renderPage } from '../dataProvider/testing';
import { LAUNCH_TEXTS } from '../owner/launch/texts';
import { Layout } from './Layout';

/** The replies of the calls the launch flow makes, by path; each test sets what it needs. */
const replies = vi.hoisted(() => ({
  get: new Map<string, () => Promise<unknown>>(),
  post: new Map<string, () => Promise<unknown>>(),
}));

vi.mock('../api/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/client')>();
  const answer = (table: Map<string, () => Promise<unknown>>) => async (path: string) => {
    const reply = table.get(path);
    if (!reply) throw new Error(`Unexpected call: ${path}`);
    return { data: await reply(), response: new Response(null, { status: 200 }) };
  };
  return { ...original, api: { GET: vi.fn(answer(replies.get)), POST: vi.fn(answer(replies.post)) } };
});

const user = (id: string) => ({ id, nickname: id, permissions: [] });
const context = (id: string) => ({ user: user(id), domains: [], inventory: { currency: 0 } });
const login = (id: string) => () => Promise.resolve({ ...user(id), token: 'token', product: 'product' });

let used = false;
let contextOf = 'first';

beforeEach(async () => {
  used = false;
  contextOf = 'first';
  replies.get.clear();
  replies.post.clear();
  replies.post.set('/entity/user/auth0login', login('first'));
  replies.get.set('/v2/me/context', () => Promise.resolve(context(contextOf)));
  replies.get.set('/v2/oculusdeeplink', () =>
    Promise.resolve({ url: 'https://headset.test/go', msgid: 'm1' }),
  );
  replies.get.set('/v2/public/oculusdeeplink/{id}/status', () => Promise.resolve({ used }));
  // The merged-away account: reading it is refused, so the poll signs in again with the identity token.
  replies.get.set('/v2/users/{id}', () => Promise.reject(new ApiError(404, 'This could not be found.')));
  vi.spyOn(window, 'open').mockReturnValue(null);
  await authenticate('identity-token');
});

afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

async function launchInVr() {
  renderPage(<Layout />, { path: '*', url: '/profile', dataProvider: {} });
  fireEvent.click(await screen.findByRole('button', { name: 'Launch' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Launch In VR' }));
  const dialog = await screen.findByRole('dialog', { name: LAUNCH_TEXTS.dialogTitle });
  const launch = within(dialog).getByRole('button', { name: LAUNCH_TEXTS.launch });
  await waitFor(() => expect(launch).toHaveProperty('disabled', false));
  fireEvent.click(launch);
  await within(dialog).findByText(LAUNCH_TEXTS.waiting);
}

describe('a headset launch that has to sign in again (owner-console.md §4 Headset launch)', () => {
  it('keeps the dialog open through the re-authentication and finishes the launch', async () => {
    // The identity token now signs in the account the first one was merged into.
    replies.post.set('/entity/user/auth0login', login('merged'));
    contextOf = 'merged';
    await launchInVr();
    await waitFor(() => expect(getSession()).toMatchObject({ user: { id: 'merged' } }));
    replies.get.set('/v2/users/{id}', () => Promise.resolve(user('merged')));
    expect(screen.getByRole('dialog', { name: LAUNCH_TEXTS.dialogTitle })).toBeTruthy();
    used = true;
    expect(await screen.findByText(LAUNCH_TEXTS.connected)).toBeTruthy();
  });

  it('says in a sentence why the dialog closed when the user must sign in again', async () => {
    replies.post.set('/entity/user/auth0login', () => Promise.reject(new ApiError(401, 'Signed out')));
    await launchInVr();
    expect(await screen.findByText(LAUNCH_TEXTS.signedOut)).toBeTruthy();
    expect(getSession().status).toBe('anonymous');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LAUNCH_TEXTS.dialogTitle })).toBeNull());
  });
});
