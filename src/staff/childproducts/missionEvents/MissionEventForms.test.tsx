// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../dataProvider';
import type { MissionEventConfig, MissionEventCycle } from '../../../dataProvider/missionEvents';
import { renderPage } from '../../../dataProvider/testing';
import { FORM_TEXTS } from '../../../forms/editState';
import { MISSION_TEXTS } from '../../missions/texts';
import { MissionEventConfigPage } from './MissionEventConfigPage';
import { MissionEventCyclePage } from './MissionEventCyclePage';
import { MissionEventPage } from './MissionEventPage';
import { MISSION_EVENT_TEXTS } from './texts';

// The signed-in user: staff with every permission unless a test says otherwise.
const session = vi.hoisted(() => ({ permissions: ['superuser'] as string[] }));
vi.mock('../../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: session.permissions },
    domains: [],
    currentDomain: null,
    inventory: {},
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

const common: Partial<AppDataProvider> = {
  childProduct: () => Promise.resolve({ id: 'demo-child', name: 'Demo Skies', root_domain: 'd' }),
  missionEventConfigs: () => Promise.resolve({ mission_event_configs: [config] }),
};

afterEach(() => {
  cleanup();
  session.permissions = ['superuser'];
});

function field(id: string) {
  return document.getElementById(id) as HTMLInputElement | null;
}

describe('the mission event config form', () => {
  it('keeps the stored name read-only and sets importance, icon and modes aside for any mode', async () => {
    renderPage(<MissionEventConfigPage />, {
      path: '/admin/childproducts/:id/missioneventconfig/:name?',
      url: '/admin/childproducts/demo-child/missioneventconfig/storm_front',
      dataProvider: { ...common, missionEventConfig: () => Promise.resolve(config) },
    });
    await waitFor(() => expect(field('root_name')).not.toBeNull());
    // @rjsf/mui shows a read-only field as a disabled one.
    expect(field('root_name')?.disabled).toBe(true);
    expect(field('root_icon')?.disabled).toBe(false);
    fireEvent.click(field('root_any_mode') as HTMLInputElement);
    await waitFor(() => expect(field('root_icon')?.disabled).toBe(true));
    expect(screen.getByRole('button', { name: FORM_TEXTS.update })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FORM_TEXTS.cancel }));
    await waitFor(() => expect(field('root_icon')?.disabled).toBe(false));
  });
});

describe('the mission event cycle form', () => {
  it('sends an hour-only start time with minute 0', async () => {
    const stored: MissionEventCycle = {
      _id: 'abc123',
      mission_event_config_name: 'storm_front',
      day_of_week_utc: 3,
      start_time_utc: { hour: 20, minute: 30 },
      end_time_utc: { hour: 21, minute: 30 },
      option: 1,
      disabled: false,
      timestamp: '2026-05-01T10:00:00.000Z',
    };
    const updateMissionEventCycle = vi.fn(
      (
        _product: string,
        _id: string,
        _version: string,
        fields: Parameters<AppDataProvider['updateMissionEventCycle']>[3],
      ) => Promise.resolve({ ...stored, ...fields, start_time_utc: { hour: 18, minute: 0 } }),
    );
    renderPage(<MissionEventCyclePage />, {
      path: '/admin/childproducts/:id/missioneventcycle/:cycleid?',
      url: '/admin/childproducts/demo-child/missioneventcycle/abc123',
      dataProvider: {
        ...common,
        missionEventCycle: () => Promise.resolve(stored),
        updateMissionEventCycle:
          updateMissionEventCycle as unknown as AppDataProvider['updateMissionEventCycle'],
      },
    });
    await waitFor(() => expect(field('root_start_time_utc_hour')).not.toBeNull());
    fireEvent.change(field('root_start_time_utc_hour') as HTMLInputElement, { target: { value: '18' } });
    fireEvent.change(field('root_start_time_utc_minute') as HTMLInputElement, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: FORM_TEXTS.update }));
    await waitFor(() => expect(updateMissionEventCycle).toHaveBeenCalled());
    expect(updateMissionEventCycle.mock.calls[0][3].start_time_utc).toEqual({ hour: 18, minute: 0 });
    expect(await screen.findByText(FORM_TEXTS.saved)).toBeTruthy();
  });
});

describe('the mission event forms without the mission tools permission (staff-and-agents.md §6)', () => {
  function openConfig(url: string) {
    renderPage(<MissionEventConfigPage />, {
      path: '/admin/childproducts/:id/missioneventconfig/:name?',
      url,
      dataProvider: { ...common, missionEventConfig: () => Promise.resolve(config) },
    });
  }

  it('gives holders of admin_missions the fields to change, Delete and New', async () => {
    session.permissions = ['administrator', 'admin_missions'];
    openConfig('/admin/childproducts/demo-child/missioneventconfig/storm_front');
    await waitFor(() => expect(field('root_display_name')).not.toBeNull());
    expect(field('root_display_name')?.disabled).toBe(false);
    expect(screen.getByRole('button', { name: FORM_TEXTS.delete })).toBeTruthy();
    expect(screen.getByRole('button', { name: FORM_TEXTS.new })).toBeTruthy();
    expect(screen.queryByText(MISSION_TEXTS.readOnly)).toBeNull();
  });

  it('shows a stored config with every field disabled and Back alone, saying why once', async () => {
    session.permissions = [];
    openConfig('/admin/childproducts/demo-child/missioneventconfig/storm_front');
    expect(
      await screen.findByRole('heading', { level: 1, name: MISSION_EVENT_TEXTS.configTitle }),
    ).toBeTruthy();
    await waitFor(() => expect(field('root_display_name')).not.toBeNull());
    expect(field('root_display_name')?.value).toBe('Storm Front');
    for (const id of ['root_name', 'root_display_name', 'root_icon', 'root_importance', 'root_any_mode'])
      expect(field(id)?.disabled, id).toBe(true);
    expect(screen.getAllByText(MISSION_TEXTS.readOnly)).toHaveLength(1);
    expect(screen.getByRole('button', { name: FORM_TEXTS.back })).toBeTruthy();
    for (const name of [FORM_TEXTS.delete, FORM_TEXTS.new, FORM_TEXTS.update, FORM_TEXTS.save])
      expect(screen.queryByRole('button', { name }), name).toBeNull();
  });

  it('offers no form for a new record, only the reason', async () => {
    session.permissions = [];
    openConfig('/admin/childproducts/demo-child/missioneventconfig');
    expect(await screen.findByText(MISSION_TEXTS.readOnly)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: MISSION_EVENT_TEXTS.newConfig })).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button', { name: FORM_TEXTS.create })).toBeNull();
  });

  it('shows a stored mission event read-only too', async () => {
    session.permissions = ['administrator'];
    renderPage(<MissionEventPage />, {
      path: '/admin/childproducts/:id/missionevent/:eventid?',
      url: '/admin/childproducts/demo-child/missionevent/e1',
      dataProvider: {
        ...common,
        missionEvent: () =>
          Promise.resolve({
            id: 'e1',
            mission_event_config: 'c0ffee',
            startdate: '2030-05-01T10:00:00.000Z',
            enddate: '2030-05-01T12:00:00.000Z',
            option: 0,
            timestamp: '2026-05-01T10:00:00.000Z',
          }),
      },
    });
    expect(await screen.findByText(MISSION_TEXTS.readOnly)).toBeTruthy();
    await waitFor(() => expect(field('root_startdate')).not.toBeNull());
    expect(field('root_startdate')?.disabled).toBe(true);
    expect(field('root_enddate')?.disabled).toBe(true);
    expect(field('root_mission_event_config')?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: FORM_TEXTS.back })).toBeTruthy();
    expect(screen.queryByRole('button', { name: FORM_TEXTS.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: FORM_TEXTS.new })).toBeNull();
  });
});
