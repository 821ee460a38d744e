// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import type { Avatar, Mission, MissionConfig } from '../../dataProvider/missions';
import { AvatarsPage } from './AvatarsPage';
import { MissionsPage } from './MissionsPage';
import { MISSION_TEXTS } from './texts';

// The signed-in user: a plain user unless a test says otherwise.
const session = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: session.permissions },
  }),
}));

afterEach(() => {
  cleanup();
  session.permissions = [];
});

const product = () => Promise.resolve({ id: 'p1', name: 'Demo Skies', root_domain: 'd1' });

const config: MissionConfig = {
  id: 'c1',
  child_product: 'p1',
  location: 'harbour',
  description: 'Rescue at the harbour',
  metadata: '{}',
  selection_weight: 0.5,
  feature: 'rescue',
  importance: 1,
  environment: 'day',
  mode: 'solo',
  timestamp: '2026-01-01T00:00:00.000Z',
};

const mission: Mission = {
  id: 'm1',
  child_product: 'p1',
  mission_config: 'c1',
  location: 'harbour',
  option: 0,
  startdate: '2030-05-01T09:30:00.000Z',
  feature: 'rescue',
  event: 'Harbour Days',
  importance: 1,
  timestamp: '2026-01-01T00:00:00.000Z',
};

function openMissions() {
  return renderPage(<MissionsPage />, {
    path: '/admin/childproducts/:id/missions',
    url: '/admin/childproducts/p1/missions',
    dataProvider: {
      childProduct: product,
      missions: () => Promise.resolve({ missions: [mission] }),
      missionConfigs: () => Promise.resolve({ mission_configs: [config] }),
    },
  });
}

describe('Missions page, by permission (staff-and-agents.md §6)', () => {
  it('gives holders of admin_missions the mission form and Edit on every row', async () => {
    session.permissions = ['administrator', 'admin_missions'];
    openMissions();
    expect(await screen.findByRole('region', { name: MISSION_TEXTS.newMission })).toBeTruthy();
    fireEvent.click(await screen.findByRole('cell', { name: 'Harbour Days' }));
    expect(await screen.findByRole('region', { name: MISSION_TEXTS.editMission })).toBeTruthy();
    expect(screen.queryByText(MISSION_TEXTS.readOnly)).toBeNull();
  });

  it('shows any other signed-in user the upcoming missions read-only, saying why once', async () => {
    openMissions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Skies Missions' })).toBeTruthy();
    const cell = await screen.findByRole('cell', { name: 'Harbour Days' });
    expect(screen.getByRole('region', { name: MISSION_TEXTS.missionsTable })).toBeTruthy();
    expect(screen.getAllByText(MISSION_TEXTS.readOnly)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: MISSION_TEXTS.newMission })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`^${MISSION_TEXTS.edit}`) })).toBeNull();
    fireEvent.click(cell);
    expect(screen.queryByRole('region', { name: MISSION_TEXTS.editMission })).toBeNull();
  });
});

describe('Avatars page', () => {
  const pilot: Avatar = {
    _id: 'a1',
    name: 'Pilot',
    unlocklevel: 0,
    iap_id: '',
    default: true,
    disabled: false,
    skins: [{ name: 'Night Flyer', index: 1, unlocklevel: 5, iap_id: 'skin.pilot.night' }],
    weaponskins: [],
  };

  it('shows any signed-in user the characters, with nothing to change and so nothing said about it', async () => {
    renderPage(<AvatarsPage />, {
      path: '/admin/childproducts/:id/avatars',
      url: '/admin/childproducts/p1/avatars',
      dataProvider: { childProduct: product, avatars: () => Promise.resolve({ avatars: [pilot] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Skies Avatars' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Night Flyer' })).toBeTruthy();
    expect(screen.queryByText(MISSION_TEXTS.readOnly)).toBeNull();
  });
});
