// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Domain } from '../api/types';
import { renderPage } from '../dataProvider/testing';
import { usePageDomain } from './usePageDomain';

const session = vi.hoisted(() => ({
  user: { id: 'owner-1', permissions: [] as string[] },
  domains: [] as Domain[],
  currentDomain: null as Domain | null,
}));
const followDomain = vi.hoisted(() => vi.fn());

vi.mock('../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', inventory: {}, ...session }),
}));
vi.mock('../authProvider/session', () => ({ followDomain }));

const business = { id: 'dom-b', uri: 'demo-business', name: 'Demo Business', owner: 'owner-1' } as Domain;
const free = { id: 'dom-f', uri: 'demo-free', name: 'Demo Free', owner: 'owner-1' } as Domain;

function Probe() {
  usePageDomain(useLocation().pathname);
  return null;
}

const open = (url: string, dataProvider: Parameters<typeof renderPage>[1]['dataProvider'] = {}) =>
  renderPage(<Probe />, { path: '*', url, dataProvider });

afterEach(() => {
  cleanup();
  followDomain.mockReset();
});

describe('the current metaverse follows the page', () => {
  it('becomes the metaverse of the address, on its home and on every page under it', async () => {
    session.domains = [business, free];
    session.currentDomain = business;
    open('/domains/demo-free/manage');
    await waitFor(() => expect(followDomain).toHaveBeenCalledWith(free));
    cleanup();
    open('/domains/dom-b');
    await waitFor(() => expect(followDomain).toHaveBeenLastCalledWith(business));
  });

  it('becomes a metaverse the user does not belong to once the page has read it', async () => {
    session.user = { id: 'staff-1', permissions: ['superuser'] };
    session.domains = [];
    const other = { id: 'dom-x', uri: 'other-world', name: 'Other World', owner: 'someone' } as Domain;
    const getDomain = vi.fn(() => Promise.resolve(other));
    open('/domains/other-world/members', { getDomain });
    await waitFor(() => expect(followDomain).toHaveBeenCalledWith(other));
    expect(getDomain).toHaveBeenCalledWith('other-world', expect.anything());
  });

  it('stays as it is away from a metaverse page', async () => {
    session.domains = [business, free];
    open('/domains');
    open('/profile');
    // Nothing to wait for: no read is asked and no metaverse chosen.
    await Promise.resolve();
    expect(followDomain).not.toHaveBeenCalled();
  });
});
