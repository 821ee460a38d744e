// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MissionEventConfig } from '../../dataProvider/missionEvents';
import { renderPage } from '../../dataProvider/testing';
import { MISSION_TEXTS } from '../missions/texts';
import { ChildProductPage } from './ChildProductPage';
import { MISSION_EVENT_TEXTS } from './missionEvents/texts';
import { CHILD_PRODUCT_TEXTS } from './texts';

// The signed-in user: a plain user unless a test says otherwise.
const session = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: session.permissions },
  }),
}));

const config: MissionEventConfig = {
  id: 'c0ffee',
  name: 'storm_front',
  display_name: 'Storm Front',
  importance: 3,
  icon: 'icons/storm.png',
  modes: ['rescue'],
  any_mode: false,
  no_mode: false,
  timestamp: '2026-05-01T10:00:00.000Z',
};

const getOne = vi.fn(() => Promise.resolve({ data: { id: 'd1', name: 'Demo Business' } }));

function open() {
  renderPage(<ChildProductPage />, {
    path: '/admin/childproducts/:id',
    url: '/admin/childproducts/demo-child',
    dataProvider: {
      childProduct: () => Promise.resolve({ id: 'demo-child', name: 'Demo Skies', root_domain: 'd1' }),
      missionEventConfigs: () => Promise.resolve({ mission_event_configs: [config] }),
      getOne: getOne as unknown as DataProvider['getOne'],
    },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  getOne.mockClear();
  session.permissions = [];
});

describe('the child product page (staff-and-agents.md §2.10, §6)', () => {
  it('shows any signed-in user the product, the mission tool links and the tables, read-only', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Skies' })).toBeTruthy();
    const tools = screen.getByRole('region', { name: CHILD_PRODUCT_TEXTS.missionTools });
    expect(within(tools).getAllByText(MISSION_TEXTS.readOnly)).toHaveLength(1);
    for (const label of Object.values(CHILD_PRODUCT_TEXTS.buttons))
      expect(within(tools).getByRole('link', { name: label })).toBeTruthy();
    // The config's name is a cell, not a link to its form; no New button.
    expect(await screen.findByRole('cell', { name: 'storm_front' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: MISSION_EVENT_TEXTS.editConfig('storm_front') })).toBeNull();
    expect(screen.queryByRole('link', { name: MISSION_EVENT_TEXTS.new })).toBeNull();
    // The list of child products and the domain's record are staff pages: no link there, no staff read.
    expect(screen.queryByRole('link', { name: CHILD_PRODUCT_TEXTS.backToList })).toBeNull();
    expect(screen.getByRole('cell', { name: 'd1' })).toBeTruthy();
    expect(getOne).not.toHaveBeenCalled();
  });

  it('gives holders of admin_missions New and the links to the records, and staff the way back', async () => {
    session.permissions = ['administrator', 'admin_missions'];
    open();
    expect(await screen.findByRole('link', { name: MISSION_EVENT_TEXTS.new })).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: MISSION_EVENT_TEXTS.editConfig('storm_front') }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: CHILD_PRODUCT_TEXTS.backToList })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Demo Business (d1)' })).toBeTruthy();
    expect(screen.queryByText(MISSION_TEXTS.readOnly)).toBeNull();
  });
});
