// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberEntry, MemberSummary } from '../../dataProvider/metaverses';
import { businessPlan, deferred, ownedDomain, renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { MembersPage } from './MembersPage';
import { MEMBERS_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

const domain = ownedDomain;
const plan = businessPlan;

const member = (id: string, nickname: string, permissions: string[] = []): MemberEntry => ({
  userentity: { id, nickname, name: `${nickname} Example`, email: `${id}@example.test` },
  member: { permissions },
});
const owner = member('owner-1', 'Olive', ['manage_domain']);
const bob = member('user-2', 'Bob');
const summary = (count: number): MemberSummary => ({ count, canAdd: true, users: [] });

const open = (dataProvider: Parameters<typeof renderPage>[1]['dataProvider']) =>
  renderPage(<MembersPage />, {
    path: routes.domainMembers,
    url: paths.domain.members('moonbase'),
    dataProvider,
  });

const base = {
  getDomain: () => Promise.resolve(domain),
  getDomainPlan: () => Promise.resolve(plan),
};

afterEach(cleanup);

describe('MembersPage', () => {
  it('lists the members once they arrive, with their count', async () => {
    const list = deferred<MemberEntry[]>();
    const listMembers = vi.fn(() => list.promise);
    open({ ...base, listMembers, getMemberSummary: () => Promise.resolve(summary(2)) });

    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    expect(screen.queryByText('Bob')).toBeNull();
    expect(listMembers).toHaveBeenCalledWith(
      'dom-1',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    list.resolve([owner, bob]);
    const table = await screen.findByRole('table', { name: T.title });
    expect(within(table).getByText('Bob')).toBeTruthy();
    expect(within(table).getByText('Olive')).toBeTruthy();
    expect(screen.getByText(T.count(2))).toBeTruthy();
  });

  it('shows each member by picture, else the initials of their nickname, never a letter of their id', async () => {
    const blob = 'a'.repeat(64);
    const ann: MemberEntry = {
      userentity: { id: 'zz-9', nickname: 'Ann Lee', iconblob: blob },
      member: { permissions: [] },
    };
    const nameless: MemberEntry = {
      userentity: { id: 'qq-7', email: 'q@example.test' },
      member: { permissions: [] },
    };
    const users = [{ id: 'qq-7' }, { id: 'user-2' }];
    open({
      ...base,
      listMembers: () => Promise.resolve([owner, bob, ann, nameless]),
      getMemberSummary: () => Promise.resolve({ count: 4, canAdd: true, users }),
    });

    const table = await screen.findByRole('table', { name: T.title });
    const [, olive, bobRow, annRow, namelessRow] = within(table).getAllByRole('row');
    expect(within(olive).getByText('O')).toBeTruthy();
    expect(within(bobRow).getByText('B')).toBeTruthy();
    expect(annRow.querySelector('img')?.getAttribute('src')).toBe(`/v2/public/blobs/${blob}`);
    expect(within(annRow).queryByText('AL')).toBeNull();
    expect(within(namelessRow).queryByText(/^q{1,2}$/i)).toBeNull();
    expect(namelessRow.querySelector('svg')).not.toBeNull();
    // The summary's avatars (ids and pictures only) take the initials from the member list too.
    const summaryAvatars = await screen.findByText(T.count(4));
    const group = summaryAvatars.parentElement as HTMLElement;
    expect(within(group).getByText('B')).toBeTruthy();
    expect(within(group).queryByText(/^q{1,2}$/i)).toBeNull();
  });

  it('says the metaverse is invalid when its plan cannot be loaded', async () => {
    open({
      getDomain: () => Promise.resolve(domain),
      getDomainPlan: () => Promise.reject(new Error('Forbidden')),
      listMembers: () => Promise.resolve([]),
      getMemberSummary: () => Promise.resolve(summary(0)),
    });
    expect(await screen.findByText(T.domainInvalid)).toBeTruthy();
    expect(screen.queryByRole('table', { name: T.title })).toBeNull();
  });

  it('removes a member and reads the members and their count again', async () => {
    let members = [owner, bob];
    const listMembers = vi.fn(() => Promise.resolve(members));
    const getMemberSummary = vi.fn(() => Promise.resolve(summary(members.length)));
    const removeMember = vi.fn((_domain: string, userId: string) => {
      members = members.filter((entry) => entry.userentity.id !== userId);
      return Promise.resolve({ ok: true });
    });
    open({ ...base, listMembers, getMemberSummary, removeMember });

    fireEvent.click(await screen.findByRole('button', { name: T.removeLabel('Bob') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.removeText('Bob'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: T.remove }));

    await waitFor(() => expect(removeMember).toHaveBeenCalledWith('dom-1', 'user-2', false));
    await waitFor(() => expect(screen.queryByText('Bob')).toBeNull());
    expect(await screen.findByText(T.count(1))).toBeTruthy();
    expect(listMembers).toHaveBeenCalledTimes(2);
    expect(getMemberSummary).toHaveBeenCalledTimes(2);
  });
});
