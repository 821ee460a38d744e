/**
 * The mission tool pages' records (staff-and-agents.md §2.11): a child product's mission configs (created,
 * updated and deleted, audited, with bad input refused in words), its upcoming missions, and its avatars,
 * never another product's: read by any signed-in user (staff-and-agents.md §6), changed only by holders of
 * admin_missions. Icon archives and banners are in admin-missions-icons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { demoMissionConfigId } from '../../seed/missions.ts';
import { MISSION_TEXTS } from '../../routes/admin/missions/texts.ts';
import { apiTest } from '../api-test.ts';
import { OTHER, otherProduct, product } from './admin-missions-helpers.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'member'] });
const { otherProductConfig } = otherProduct(api);

/** A mission item with the contract's defaults, as the form sends it. */
const missionItem = (fields: { mission_config: string; startdate: string; [key: string]: unknown }) => ({
  option: 0,
  feature: '',
  event: '',
  importance: 0,
  ...fields,
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('mission configs', () => {
  it('lists the demo configs with their icons, and creates, updates and deletes one (audited)', async () => {
    const listed = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    const harbour = listed.json.mission_configs.find((c) => c.id === demoMissionConfigId('harbour'));
    expect(harbour).toMatchObject({ location: 'harbour', importance: 1, selection_weight: 0.5 });
    expect(harbour?.icon_blob).toMatch(/^[0-9a-f]{64}$/);

    const created = await api.op(
      'createMissionConfig',
      {
        path: product,
        body: { location: 'Reef', description: 'Reef dive', selection_weight: 0.25, importance: 2 },
        as: 'superuser',
      },
      200,
    );
    const config = created.json.mission_config!;
    expect(config).toMatchObject({ location: 'Reef', metadata: '{}', selection_weight: 0.25, importance: 2 });
    const updated = await api.op(
      'updateMissionConfig',
      {
        path: product,
        body: { id: config.id, location: 'Reef', mode: 'team', importance: 3 },
        as: 'superuser',
      },
      200,
    );
    expect(updated.json.mission_config).toMatchObject({ mode: 'team', importance: 3, selection_weight: 0.5 });
    const audit = await api.op(
      'listAuditLog',
      { query: { collection: 'mission_configs', target: config.id }, as: 'superuser' },
      200,
    );
    expect(JSON.stringify(audit.json)).toContain('missionconfig.update');
    await api.op('deleteMissionConfig', { path: { ...product, configid: config.id }, as: 'superuser' }, 200);
    const after = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    expect(after.json.mission_configs.map((c) => c.id)).not.toContain(config.id);
  });

  it('refuses bad input in words: a weight that is not a number or out of range, importance 4, an id on create', async () => {
    const weight = await api.op(
      'createMissionConfig',
      { path: product, invalidBody: { location: 'x', selection_weight: 'heavy' }, as: 'superuser' },
      400,
    );
    expect(weight.text).toBe('Selection Weight must be a number.');
    await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'x', selection_weight: 1.5 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'x', importance: 4 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'x', metadata: 'm'.repeat(10_001) }, as: 'superuser' },
      400,
    );
    const withId = await api.op(
      'createMissionConfig',
      { path: product, body: { id: 'abc', location: 'x' }, as: 'superuser' },
      400,
    );
    expect(withId.text).toBe(MISSION_TEXTS.newHasNoId);
    const noId = await api.op(
      'updateMissionConfig',
      { path: product, body: { location: 'x' }, as: 'superuser' },
      400,
    );
    expect(noId.text).toBe(MISSION_TEXTS.idNeeded);
  });

  it('refuses deleting a config that missions use', async () => {
    const reply = await api.op(
      'deleteMissionConfig',
      { path: { ...product, configid: demoMissionConfigId('harbour') }, as: 'superuser' },
      400,
    );
    expect(reply.text).toBe(MISSION_TEXTS.configInUse);
  });

  it("does not find another product's config, nor an unknown product", async () => {
    const foreign = await otherProductConfig();
    const update = await api.op(
      'updateMissionConfig',
      { path: product, body: { id: foreign, location: 'mine now' }, as: 'superuser' },
      404,
    );
    expect(update.text).toBe(MISSION_TEXTS.configNotFound);
    await api.op('deleteMissionConfig', { path: { ...product, configid: foreign }, as: 'superuser' }, 404);
    const unknown = await api.op(
      'listMissionConfigs',
      { path: { id: 'no-such-product' }, as: 'superuser' },
      404,
    );
    expect(unknown.text).toBe(MISSION_TEXTS.childProductNotFound);
  });

  it('are read by any signed-in user and changed only with admin_missions (not by an administrator without it)', async () => {
    await api.op('listMissionConfigs', { path: product }, 401);
    await api.op('createMissionConfig', { path: product, body: { location: 'reef' } }, 401);
    const harbour = demoMissionConfigId('harbour');
    for (const as of ['admin', 'member'] as const) {
      const listed = await api.op('listMissionConfigs', { path: product, as }, 200);
      expect(listed.json.mission_configs.map((c) => c.id)).toContain(harbour);
      for (const refused of [
        await api.op('createMissionConfig', { path: product, body: { location: 'reef' }, as }, 403),
        await api.op(
          'updateMissionConfig',
          { path: product, body: { id: harbour, location: 'harbour', mode: 'team' }, as },
          403,
        ),
        await api.op('deleteMissionConfig', { path: { ...product, configid: harbour }, as }, 403),
      ]) {
        expect(refused.text).toBe('Invalid Permission');
      }
    }
    const after = await api.op('listMissionConfigs', { path: product, as: 'member' }, 200);
    expect(after.json.mission_configs.find((c) => c.id === harbour)?.mode).not.toBe('team');
  });
});

describe('missions', () => {
  it('lists upcoming missions with their location, and creates, updates and deletes one', async () => {
    const listed = await api.op('listMissions', { path: product, as: 'superuser' }, 200);
    expect(listed.json.missions.length).toBeGreaterThanOrEqual(4);
    expect(listed.json.missions[0]).toMatchObject({ location: 'harbour', event: 'Harbour Days' });
    const startdate = inAnHour();
    const created = await api.op(
      'createMission',
      {
        path: product,
        body: {
          missions: [
            missionItem({
              mission_config: demoMissionConfigId('canyon'),
              startdate,
              option: 1,
              importance: 2,
            }),
          ],
        },
        as: 'superuser',
      },
      200,
    );
    const [mission] = created.json.missions;
    expect(mission).toMatchObject({ option: 1, importance: 2, location: 'canyon', startdate });
    const updated = await api.op(
      'updateMission',
      {
        path: product,
        body: { id: mission.id, mission_config: mission.mission_config, startdate, event: 'Canyon Cup' },
        as: 'superuser',
      },
      200,
    );
    expect(updated.json.missions[0]).toMatchObject({ event: 'Canyon Cup', option: 0 });
    await api.op('deleteMission', { path: { ...product, missionid: mission.id }, as: 'superuser' }, 200);
    await api.op('deleteMission', { path: { ...product, missionid: mission.id }, as: 'superuser' }, 404);
  });

  it('refuses a past start, another product\u2019s config, a non-integer option and two missions at once', async () => {
    const past = await api.op(
      'createMission',
      {
        path: product,
        body: {
          missions: [
            missionItem({ mission_config: demoMissionConfigId('canyon'), startdate: '2020-01-01T00:00:00Z' }),
          ],
        },
        as: 'superuser',
      },
      400,
    );
    expect(past.text).toBe(MISSION_TEXTS.startInPast);
    const foreign = await otherProductConfig();
    const wrong = await api.op(
      'createMission',
      {
        path: product,
        body: { missions: [missionItem({ mission_config: foreign, startdate: inAnHour() })] },
        as: 'superuser',
      },
      400,
    );
    expect(wrong.text).toBe(MISSION_TEXTS.unknownConfig);
    await api.op(
      'createMission',
      {
        path: product,
        invalidBody: { missions: [{ mission_config: foreign, startdate: inAnHour(), option: 'one' }] },
        as: 'superuser',
      },
      400,
    );
    const item = missionItem({ mission_config: demoMissionConfigId('canyon'), startdate: inAnHour() });
    await api.op('createMission', { path: product, body: { missions: [item, item] }, as: 'superuser' }, 400);
    await api.op('listMissions', { path: product }, 401);
  });

  it('are read by any signed-in user and changed only with admin_missions', async () => {
    const item = missionItem({ mission_config: demoMissionConfigId('canyon'), startdate: inAnHour() });
    const listed = await api.op('listMissions', { path: product, as: 'superuser' }, 200);
    const first = listed.json.missions[0];
    for (const as of ['admin', 'member'] as const) {
      const read = await api.op('listMissions', { path: product, as }, 200);
      expect(read.json.missions).toEqual(listed.json.missions);
      await api.op('createMission', { path: product, body: { missions: [item] }, as }, 403);
      await api.op('updateMission', { path: product, body: { ...item, id: first.id }, as }, 403);
      await api.op('deleteMission', { path: { ...product, missionid: first.id }, as }, 403);
    }
  });
});

describe('avatars', () => {
  it('lists the characters by unlock level with skins and weapon skins', async () => {
    const reply = await api.op('listAvatars', { path: product, as: 'superuser' }, 200);
    expect(reply.json.avatars.map((a) => a.name)).toEqual(['Pilot', 'Medic', 'Engineer']);
    expect(reply.json.avatars[0]).toMatchObject({
      default: true,
      skins: [
        { name: 'Classic', index: 0 },
        { name: 'Night Flyer', iap_id: 'skin.pilot.night' },
      ],
    });
    await otherProductConfig();
    const other = await api.op('listAvatars', { path: { id: OTHER }, as: 'superuser' }, 200);
    expect(other.json.avatars).toEqual([]);
    for (const as of ['admin', 'member'] as const) {
      const read = await api.op('listAvatars', { path: product, as }, 200);
      expect(read.json).toEqual(reply.json);
    }
    await api.op('listAvatars', { path: product }, 401);
  });
});
