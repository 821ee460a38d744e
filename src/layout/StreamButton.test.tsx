// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Domain, User } from '../api/types';
import { businessPlan, renderPage } from '../dataProvider/testing';
import { StreamButton } from './StreamButton';

const world = {
  id: 'dom-x',
  uri: 'other-world',
  name: 'Other World',
  owner: 'someone',
  domainaccess: 'public',
  buildingaccess: false,
} as Domain;
// A developer allowed to stream (the button needs the stream permission).
const developer = { id: 'dev-1', permissions: ['developer', 'stream'] } as unknown as User;

const open = (user: User, domain: Domain, getDomainPlan = vi.fn(() => Promise.resolve(businessPlan))) => {
  renderPage(<StreamButton user={user} domain={domain} />, {
    path: '*',
    url: '/domains/other-world/stats',
    dataProvider: { getDomainPlan },
  });
  return getDomainPlan;
};

afterEach(cleanup);

describe('the header’s stream button', () => {
  it('reads the plan of a metaverse the user belongs to and links to its stream page', async () => {
    const getDomainPlan = open(developer, { ...world, domainPermissions: [] });
    const link = await screen.findByRole('link', { name: 'Stream' });
    expect(link.getAttribute('href')).toBe('/stream?domain=other-world');
    expect(getDomainPlan).toHaveBeenCalledWith('other-world', expect.anything());
  });

  it('asks nothing for a metaverse the user is not a member of (a developer’s stats of it)', async () => {
    const getDomainPlan = vi.fn((_uri: string) => Promise.resolve(businessPlan));
    const own = { ...world, id: 'dom-o', uri: 'own-world', domainPermissions: [] };
    renderPage(
      <>
        <StreamButton user={developer} domain={world} />
        <StreamButton user={developer} domain={own} />
      </>,
      { path: '*', url: '/domains/other-world/stats', dataProvider: { getDomainPlan } },
    );
    // Once the own metaverse's button shows, both buttons have asked whatever they were going to ask.
    expect(await screen.findAllByRole('link', { name: 'Stream' })).toHaveLength(1);
    expect(getDomainPlan.mock.calls.map(([uri]) => uri)).toEqual(['own-world']);
  });

  it('is not offered to a metaverse’s owner without the stream permission, whose plan can stream', async () => {
    const owner = { id: 'owner-1', permissions: [] } as unknown as User;
    const getDomainPlan = vi.fn<(uri: string) => Promise<typeof businessPlan>>(() =>
      Promise.resolve(businessPlan),
    );
    renderPage(
      <>
        <StreamButton
          user={owner}
          domain={{ ...world, owner: 'owner-1', domainPermissions: ['manage_domain'] }}
        />
        <StreamButton user={developer} domain={{ ...world, uri: 'own-world', domainPermissions: [] }} />
      </>,
      { path: '*', url: '/domains/other-world', dataProvider: { getDomainPlan } },
    );
    // Once the streamer's button shows, the owner's has asked whatever it was going to ask.
    expect(await screen.findAllByRole('link', { name: 'Stream' })).toHaveLength(1);
    expect(getDomainPlan.mock.calls.map(([uri]) => uri)).toEqual(['own-world']);
  });
});
