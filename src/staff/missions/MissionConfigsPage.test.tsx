// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import type { MissionBannerJob, MissionConfig } from '../../dataProvider/missions';
import { FORM_TEXTS } from '../../forms/editState';
import { currentTasks } from '../../lib/tasks';
import { MissionConfigsPage } from './MissionConfigsPage';
import { MISSION_TEXTS } from './texts';

// The signed-in user: staff with every permission unless a test says otherwise.
const session = vi.hoisted(() => ({ permissions: ['superuser'] as string[] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: session.permissions },
  }),
}));

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

const job = (status: MissionBannerJob['status'], done: number): MissionBannerJob => ({
  id: 'job-1',
  status,
  done,
  total: 2,
});

function open(dataProvider: Parameters<typeof renderPage>[1]['dataProvider']) {
  return renderPage(<MissionConfigsPage />, {
    path: '/admin/childproducts/:id/missionconfigs',
    url: '/admin/childproducts/p1/missionconfigs',
    dataProvider: {
      childProduct: () => Promise.resolve({ id: 'p1', name: 'Demo Skies', root_domain: 'd1' }),
      ...dataProvider,
    },
  });
}

afterEach(() => {
  cleanup();
  session.permissions = ['superuser'];
});

describe('Mission Configs page', () => {
  it('titles the page after the product, shows the configs with the weight to 2 decimals', async () => {
    open({
      missionConfigs: () => Promise.resolve({ mission_configs: [{ ...config, selection_weight: 0.333 }] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Skies Mission Configs' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: '0.33' })).toBeTruthy();
  });

  it('says when the product has no configs', async () => {
    open({ missionConfigs: () => Promise.resolve({ mission_configs: [] }) });
    expect(await screen.findByText(MISSION_TEXTS.noConfigs)).toBeTruthy();
  });

  it('follows Build Banners in the task bar, saying how far it got, until the job completes', async () => {
    const replies = [job('running', 0), job('running', 1), job('complete', 2)];
    const missionBannerJob = vi.fn(() => Promise.resolve(replies.shift() ?? job('complete', 2)));
    const missionConfigs = vi.fn(() => Promise.resolve({ mission_configs: [config] }));
    open({
      missionConfigs,
      buildMissionBanners: () => Promise.resolve({ job: job('running', 0) }),
      missionBannerJob,
    });
    fireEvent.click(await screen.findByRole('button', { name: MISSION_TEXTS.buildBanners }));
    await waitFor(() =>
      expect(currentTasks().map((task) => task.label)).toEqual([MISSION_TEXTS.buildingBanners]),
    );
    // While it runs, nothing is said to be built yet.
    expect((await screen.findByRole('status')).textContent).toBe('Building banners: 0 of 2 done.');
    expect(await screen.findByText('Building banners: 1 of 2 done.')).toBeTruthy();
    expect(await screen.findByText('Built 2 banners.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Built 2 banners.');
    expect(currentTasks()).toEqual([]);
    expect(missionBannerJob).toHaveBeenCalledTimes(3);
    // The configs are read again, now with their banners.
    await waitFor(() => expect(missionConfigs).toHaveBeenCalledTimes(2));
  });

  it('shows a msg in the reply in red, and starts no task', async () => {
    open({
      missionConfigs: () => Promise.resolve({ mission_configs: [config] }),
      buildMissionBanners: () => Promise.resolve({ msg: 'No mission config has an icon yet.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: MISSION_TEXTS.buildBanners }));
    expect((await screen.findByRole('alert')).textContent).toBe('No mission config has an icon yet.');
    expect(currentTasks()).toEqual([]);
  });
});

describe('Mission Configs form', () => {
  it('says Deleted in green after a config is deleted, on the new config form that replaces it', async () => {
    const deleteMissionConfig = vi.fn(() => Promise.resolve({ id: 'c1' }));
    open({
      missionConfigs: () => Promise.resolve({ mission_configs: [config] }),
      deleteMissionConfig,
    });
    fireEvent.click(await screen.findByRole('button', { name: MISSION_TEXTS.editRow('harbour') }));
    const form = await screen.findByRole('region', { name: MISSION_TEXTS.editConfig('harbour') });
    fireEvent.click(within(form).getByRole('button', { name: FORM_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: FORM_TEXTS.delete }));
    const fresh = await screen.findByRole('region', { name: MISSION_TEXTS.newConfig });
    expect(within(fresh).getByRole('status').textContent).toBe(FORM_TEXTS.deleted);
    expect(deleteMissionConfig).toHaveBeenCalledWith('p1', 'c1');
  });

  it('shows a msg in the save reply in red and keeps the form as it was', async () => {
    const msg = 'A mission config for this location exists already.';
    open({
      missionConfigs: () => Promise.resolve({ mission_configs: [config] }),
      createMissionConfig: () => Promise.resolve({ msg }),
    });
    const form = await screen.findByRole('region', { name: MISSION_TEXTS.newConfig });
    fireEvent.change(within(form).getByLabelText(/Location/), { target: { value: 'reef' } });
    fireEvent.click(within(form).getByRole('button', { name: FORM_TEXTS.create }));
    expect((await within(form).findByRole('alert')).textContent).toBe(msg);
    // Still the new config's form: nothing was stored.
    expect(screen.getByRole('region', { name: MISSION_TEXTS.newConfig })).toBeTruthy();
  });
});

describe('Mission Configs page, by permission (staff-and-agents.md §6)', () => {
  const configs = () => Promise.resolve({ mission_configs: [config] });

  it('gives holders of admin_missions the icons, Build Banners, the form and Edit on every row', async () => {
    session.permissions = ['administrator', 'admin_missions'];
    open({ missionConfigs: configs });
    expect(await screen.findByRole('region', { name: MISSION_TEXTS.newConfig })).toBeTruthy();
    expect(screen.getByRole('button', { name: MISSION_TEXTS.buildBanners })).toBeTruthy();
    expect(screen.getByRole('button', { name: MISSION_TEXTS.uploadIcons })).toBeTruthy();
    expect(screen.getByRole('button', { name: MISSION_TEXTS.editRow('harbour') })).toBeTruthy();
    expect(screen.queryByText(MISSION_TEXTS.readOnly)).toBeNull();
  });

  it('shows any other signed-in user the same title and table, read-only, saying why once', async () => {
    session.permissions = [];
    open({ missionConfigs: configs });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Skies Mission Configs' })).toBeTruthy();
    const cell = await screen.findByRole('cell', { name: 'Rescue at the harbour' });
    expect(screen.getByRole('region', { name: MISSION_TEXTS.configsTable })).toBeTruthy();
    expect(screen.getAllByText(MISSION_TEXTS.readOnly)).toHaveLength(1);
    // No form, no icons, no Build Banners, no Edit; a click on a row opens nothing.
    expect(screen.queryByRole('region', { name: MISSION_TEXTS.newConfig })).toBeNull();
    expect(screen.queryByRole('button', { name: MISSION_TEXTS.buildBanners })).toBeNull();
    expect(screen.queryByRole('button', { name: MISSION_TEXTS.uploadIcons })).toBeNull();
    expect(screen.queryByRole('button', { name: MISSION_TEXTS.editRow('harbour') })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: MISSION_TEXTS.edit })).toBeNull();
    fireEvent.click(cell);
    expect(screen.queryByRole('region', { name: MISSION_TEXTS.editConfig('harbour') })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
