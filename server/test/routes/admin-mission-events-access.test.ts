/**
 * Who may use the mission event tools of a child product (staff-and-agents.md §6): any signed-in user reads event
 * configs, cycles and mission events; only holders of admin_missions (besides administrator) change them; no
 * session is refused.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'member'] });
const path = { id: DEMO_CHILD_PRODUCT_ID };

const newConfig = {
  name: 'sky_race',
  display_name: 'Sky Race',
  importance: 1,
  icon: 'icons/race.png',
  environment: 'sky',
  modes: ['race'],
  any_mode: false,
  no_mode: false,
};

describe('who may use the mission event tools', () => {
  it('needs a session to read, and admin_missions besides administrator to change', async () => {
    await api.op('listMissionEventConfigs', { path }, 401);
    await api.op('getMissionEvent', { path: { ...path, eventid: 'no-such-event' } }, 401);
    await api.op('createMissionEventConfig', { path, body: newConfig }, 401);
    await api.op('listMissionEventConfigs', { path, as: 'admin' }, 200);
    const refused = await api.op('createMissionEventConfig', { path, body: newConfig, as: 'admin' }, 403);
    expect(refused.text).toBe(COMMON_TEXTS.invalidPermission);
  });

  it('lets a plain signed-in user read every mission event tool and change none', async () => {
    const as = 'member';
    const configs = await api.op('listMissionEventConfigs', { path, as }, 200);
    const config = configs.json.mission_event_configs[0];
    expect(config).toBeDefined();
    await api.op('getMissionEventConfig', { path: { ...path, name: config.name }, as }, 200);
    const cycles = await api.op('listMissionEventCycles', { path, as }, 200);
    const cycle = cycles.json.event_cycles[0];
    await api.op('getMissionEventCycle', { path: { ...path, cycleid: cycle._id }, as }, 200);
    const future = await api.op('listMissionEvents', { path, query: { direction: 'future' }, as }, 200);
    await api.op('listMissionEvents', { path, query: { direction: 'past' }, as }, 200);
    const event = future.json.mission_events[0];
    await api.op('getMissionEvent', { path: { ...path, eventid: event.id }, as }, 200);

    const version = (timestamp: string) => ({ 'If-Match': timestamp });
    const { id: _configId, timestamp: _configVersion, ...configFields } = config;
    const cycleFields = {
      mission_event_config_name: cycle.mission_event_config_name,
      day_of_week_utc: 3 as const,
      start_time_utc: { hour: 20 },
      end_time_utc: { hour: 21 },
      option: 1 as const,
      disabled: false,
    };
    const eventFields = {
      mission_event_config: event.mission_event_config,
      startdate: event.startdate,
      enddate: event.enddate,
      option: 0 as const,
    };
    for (const reply of [
      await api.op('createMissionEventConfig', { path, body: newConfig, as }, 403),
      await api.op(
        'updateMissionEventConfig',
        { path, body: { ...configFields, id: config.id }, headers: version(config.timestamp), as },
        403,
      ),
      await api.op(
        'deleteMissionEventConfig',
        { path, query: { id: config.id }, headers: version(config.timestamp), as },
        403,
      ),
      await api.op('createMissionEventCycle', { path, body: cycleFields, as }, 403),
      await api.op(
        'updateMissionEventCycle',
        { path: { ...path, cycleid: cycle._id }, body: cycleFields, headers: version(cycle.timestamp), as },
        403,
      ),
      await api.op(
        'deleteMissionEventCycle',
        { path: { ...path, cycleid: cycle._id }, headers: version(cycle.timestamp), as },
        403,
      ),
      await api.op('createMissionEvent', { path, body: eventFields, as }, 403),
      await api.op(
        'updateMissionEvent',
        { path, body: { ...eventFields, id: event.id }, headers: version(event.timestamp), as },
        403,
      ),
      await api.op(
        'deleteMissionEvent',
        { path, query: { id: event.id }, headers: version(event.timestamp), as },
        403,
      ),
    ]) {
      expect(reply.text).toBe(COMMON_TEXTS.invalidPermission);
    }
    const after = await api.op('listMissionEventConfigs', { path, as }, 200);
    expect(after.json).toEqual(configs.json);
  });
});
