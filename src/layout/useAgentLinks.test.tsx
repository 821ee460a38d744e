// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agent } from '../dataProvider/agents';
import { renderPage } from '../dataProvider/testing';
import { Sidebar } from './Sidebar';
import { useAgentLinks } from './useAgentLinks';

const session = vi.hoisted(() => ({ user: { id: 'owner-1', permissions: [] as string[] } }));

vi.mock('../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    inventory: {},
    domains: [],
    currentDomain: null,
    ...session,
  }),
}));

const agent = { _id: 'a1', display_name: 'Nova' } as unknown as Agent;

function Probe() {
  const { pathname } = useLocation();
  const group = useAgentLinks(pathname);
  return group ? <Sidebar groups={[group]} pathname={pathname} open={false} onClose={() => {}} /> : null;
}

const open = (url: string, isOwner: boolean) => {
  const provider = {
    getAgent: vi.fn().mockResolvedValue(agent),
    agentIsOwner: vi.fn().mockResolvedValue(isOwner),
  };
  renderPage(<Probe />, { path: '*', url, dataProvider: provider });
  return provider;
};

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  cleanup();
  session.user = { id: 'owner-1', permissions: [] };
});

describe("the sidebar's agent links", () => {
  it("lists the owner's views under the agent's name and marks the open one", async () => {
    open('/agent/a1/chat', true);
    expect(await screen.findByText('Nova')).toBeTruthy();
    expect(linkNames()).toEqual(['Home', 'Chat', 'Crafting', 'Platforms', 'Delete']);
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/agent/a1/chat');
    // Home is the agent's own address: not current on the views under it.
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Home on the home view', async () => {
    open('/agent/a1', true);
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Delete' }).getAttribute('aria-current')).toBeNull();
  });

  it('adds Dev View for a developer', async () => {
    session.user = { id: 'owner-1', permissions: ['developer'] };
    open('/agent/a1/dev', true);
    const dev = await screen.findByRole('link', { name: 'Dev View' });
    expect(dev.getAttribute('aria-current')).toBe('page');
    expect(linkNames()).toHaveLength(6);
  });

  it('shows nothing to anyone but the owner', async () => {
    const provider = open('/agent/a1', false);
    await waitFor(() => expect(provider.agentIsOwner).toHaveBeenCalled());
    await waitFor(() => expect(provider.getAgent).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads nothing away from an agent page', async () => {
    const provider = open('/agents', true);
    await Promise.resolve();
    expect(provider.getAgent).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
