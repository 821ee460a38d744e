/**
 * Mission event tools of a child product (staff-and-agents.md §2.10, §2.11, §4, §7): event configs, cycles and
 * mission events through the contract — success, bad input, an unknown child product and a record of another
 * child product. Who may read and change them (and no session) is in admin-mission-events-access.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { MISSION_EVENT_MESSAGES } from '../../routes/admin/mission-events/rules.ts';
import { DOCUMENT_WRITE_MESSAGES } from '../../routes/admin/records/documents-write.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { demoMissionEventConfigId } from '../../seed/mission-events.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['superuser'] });
const path = { id: DEMO_CHILD_PRODUCT_ID };
const OTHER = 'other-child';

beforeAll(async () => {
  await api.app.db.query('INSERT INTO child_products (id, doc) VALUES ($1, $2::jsonb)', [
    OTHER,
    JSON.stringify({ id: OTHER, root_domain: domainId('demo-free') }),
  ]);
});

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

async function auditActions(target: string): Promise<string[]> {
  const { rows } = await api.app.db.query<{ action: string }>(
    'SELECT action FROM audit_log WHERE target_id = $1 ORDER BY ts, id',
    [target],
  );
  return rows.map((row) => row.action);
}

describe('event configs', () => {
  it('lists the demo configs, one of them for any mode', async () => {
    const { json } = await api.op('listMissionEventConfigs', { path, as: 'superuser' }, 200);
    const names = json.mission_event_configs.map((config) => config.name);
    expect(names).toEqual([...names].sort());
    expect(json.mission_event_configs.find((config) => config.name === 'free_flight')?.any_mode).toBe(true);
  });

  it('creates, reads, updates and deletes a config, audited, and keeps its name', async () => {
    const created = (
      await api.op('createMissionEventConfig', { path, body: newConfig, as: 'superuser' }, 200)
    ).json;
    expect(created).toMatchObject(newConfig);
    const read = await api.op(
      'getMissionEventConfig',
      { path: { ...path, name: 'sky_race' }, as: 'superuser' },
      200,
    );
    expect(read.json.id).toBe(created.id);

    const renamed = await api.op(
      'updateMissionEventConfig',
      {
        path,
        body: { ...newConfig, id: created.id, name: 'other_name' },
        headers: { 'If-Match': created.timestamp },
        as: 'superuser',
      },
      400,
    );
    expect(renamed.text).toBe(MISSION_EVENT_MESSAGES.nameFixed);

    const updated = (
      await api.op(
        'updateMissionEventConfig',
        {
          path,
          body: { ...newConfig, id: created.id, display_name: 'Sky Race II', modes: ['race', 'duel'] },
          headers: { 'If-Match': created.timestamp },
          as: 'superuser',
        },
        200,
      )
    ).json;
    expect(updated).toMatchObject({ name: 'sky_race', display_name: 'Sky Race II', modes: ['race', 'duel'] });
    expect(updated.timestamp).not.toBe(created.timestamp);

    const stale = await api.op(
      'deleteMissionEventConfig',
      { path, query: { id: created.id }, headers: { 'If-Match': created.timestamp }, as: 'superuser' },
      409,
    );
    expect(stale.text).toBe(DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
    await api.op(
      'deleteMissionEventConfig',
      { path, query: { id: created.id }, headers: { 'If-Match': updated.timestamp }, as: 'superuser' },
      200,
    );
    const gone = await api.op(
      'getMissionEventConfig',
      { path: { ...path, name: 'sky_race' }, as: 'superuser' },
      404,
    );
    expect(gone.text).toBe(COMMON_TEXTS.missionConfigNotFound);
    expect(await auditActions(created.id)).toEqual([
      'missionEventConfig.create',
      'missionEventConfig.update',
      'missionEventConfig.delete',
    ]);
  });

  it('refuses a name already taken, and bad input', async () => {
    const taken = await api.op(
      'createMissionEventConfig',
      { path, body: { ...newConfig, name: 'double_xp' }, as: 'superuser' },
      409,
    );
    expect(taken.text).toBe(MISSION_EVENT_MESSAGES.nameTaken('double_xp'));
    await api.op(
      'createMissionEventConfig',
      { path, invalidBody: { ...newConfig, importance: 4 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionEventConfig',
      { path, invalidBody: { ...newConfig, modes: [''] }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionEventConfig',
      { path, invalidBody: { ...newConfig, name: 'Has Spaces' }, as: 'superuser' },
      400,
    );
  });
});

describe('event cycles', () => {
  const cycle = {
    mission_event_config_name: 'storm_front',
    day_of_week_utc: 2 as const,
    start_time_utc: { hour: 18 },
    end_time_utc: { hour: 19, minute: 45 },
    option: 1 as const,
    disabled: false,
  };

  it('lists the demo cycles, some disabled', async () => {
    const { json } = await api.op('listMissionEventCycles', { path, as: 'superuser' }, 200);
    expect(json.event_cycles.some((c) => c.disabled)).toBe(true);
    expect(json.event_cycles.some((c) => !c.disabled)).toBe(true);
  });

  it('creates a cycle with the minute of an hour-only time at 0, then updates and deletes it', async () => {
    const created = (await api.op('createMissionEventCycle', { path, body: cycle, as: 'superuser' }, 200))
      .json;
    expect(created.start_time_utc).toEqual({ hour: 18, minute: 0 });
    expect(created.end_time_utc).toEqual({ hour: 19, minute: 45 });
    const updated = (
      await api.op(
        'updateMissionEventCycle',
        {
          path: { ...path, cycleid: created._id },
          body: { ...cycle, end_time_utc: { hour: 20 }, disabled: true },
          headers: { 'If-Match': created.timestamp },
          as: 'superuser',
        },
        200,
      )
    ).json;
    expect(updated).toMatchObject({ end_time_utc: { hour: 20, minute: 0 }, disabled: true });
    await api.op(
      'deleteMissionEventCycle',
      {
        path: { ...path, cycleid: created._id },
        headers: { 'If-Match': updated.timestamp },
        as: 'superuser',
      },
      200,
    );
    const gone = await api.op(
      'getMissionEventCycle',
      { path: { ...path, cycleid: created._id }, as: 'superuser' },
      404,
    );
    expect(gone.text).toBe(COMMON_TEXTS.missionCycleNotFound);
    expect(await auditActions(created._id)).toHaveLength(3);
  });

  it('refuses a day or hour out of range and a config the product does not have', async () => {
    await api.op(
      'createMissionEventCycle',
      { path, invalidBody: { ...cycle, day_of_week_utc: 7 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionEventCycle',
      { path, invalidBody: { ...cycle, start_time_utc: { hour: 24 } }, as: 'superuser' },
      400,
    );
    const unknown = await api.op(
      'createMissionEventCycle',
      { path, body: { ...cycle, mission_event_config_name: 'nothing' }, as: 'superuser' },
      400,
    );
    expect(unknown.text).toBe(MISSION_EVENT_MESSAGES.unknownConfig);
  });

  it('names a malformed cycle or event id by its label, in words', async () => {
    const cycleReply = await api.op(
      'getMissionEventCycle',
      { path: { ...path, cycleid: 'not-hex' }, as: 'superuser' },
      400,
    );
    expect(cycleReply.text).toBe('Cycle ID may contain only digits and the letters a to f.');
    const eventReply = await api.op(
      'getMissionEvent',
      { path: { ...path, eventid: 'not-hex' }, as: 'superuser' },
      400,
    );
    expect(eventReply.text).toBe('Event ID may contain only digits and the letters a to f.');
  });

  it('does not find a cycle through another child product', async () => {
    const { json } = await api.op('listMissionEventCycles', { path, as: 'superuser' }, 200);
    const mine = json.event_cycles[0];
    const elsewhere = await api.op(
      'getMissionEventCycle',
      { path: { id: OTHER, cycleid: mine._id }, as: 'superuser' },
      404,
    );
    expect(elsewhere.text).toBe(COMMON_TEXTS.missionCycleNotFound);
    await api.op(
      'deleteMissionEventCycle',
      { path: { id: OTHER, cycleid: mine._id }, headers: { 'If-Match': mine.timestamp }, as: 'superuser' },
      404,
    );
  });
});

describe('mission events', () => {
  const config = demoMissionEventConfigId('storm_front');

  it('lists future events soonest first and past events latest first', async () => {
    const future = (
      await api.op('listMissionEvents', { path, query: { direction: 'future' }, as: 'superuser' }, 200)
    ).json.mission_events;
    const past = (
      await api.op('listMissionEvents', { path, query: { direction: 'past' }, as: 'superuser' }, 200)
    ).json.mission_events;
    expect(future.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    const now = Date.now();
    expect(future.every((e) => Date.parse(e.enddate) > now)).toBe(true);
    expect(past.every((e) => Date.parse(e.enddate) <= now)).toBe(true);
    expect(future.map((e) => e.startdate)).toEqual(future.map((e) => e.startdate).sort());
    expect(past.map((e) => e.startdate)).toEqual(
      past
        .map((e) => e.startdate)
        .sort()
        .reverse(),
    );
  });

  it('rounds dates down to the minute, updates and deletes an event', async () => {
    const created = (
      await api.op(
        'createMissionEvent',
        {
          path,
          body: {
            mission_event_config: config,
            startdate: '2031-06-01T10:15:42.123Z',
            enddate: '2031-06-01T12:00:59.000Z',
            option: 0,
          },
          as: 'superuser',
        },
        200,
      )
    ).json;
    expect(created.startdate).toBe('2031-06-01T10:15:00.000Z');
    expect(created.enddate).toBe('2031-06-01T12:00:00.000Z');
    const updated = (
      await api.op(
        'updateMissionEvent',
        {
          path,
          body: {
            id: created.id,
            mission_event_config: created.mission_event_config,
            startdate: created.startdate,
            enddate: created.enddate,
            option: 1,
          },
          headers: { 'If-Match': created.timestamp },
          as: 'superuser',
        },
        200,
      )
    ).json;
    expect(updated.option).toBe(1);
    await api.op(
      'deleteMissionEvent',
      { path, query: { id: created.id }, headers: { 'If-Match': updated.timestamp }, as: 'superuser' },
      200,
    );
    const gone = await api.op(
      'getMissionEvent',
      { path: { ...path, eventid: created.id }, as: 'superuser' },
      404,
    );
    expect(gone.text).toBe(COMMON_TEXTS.missionEventNotFound);
  });

  it('refuses an end before the start, a bad date and an unknown config', async () => {
    const body = {
      mission_event_config: config,
      startdate: '2031-06-01T10:00:00Z',
      enddate: '2031-06-01T09:00:00Z',
      option: 0 as const,
    };
    expect((await api.op('createMissionEvent', { path, body, as: 'superuser' }, 400)).text).toBe(
      MISSION_EVENT_MESSAGES.endBeforeStart,
    );
    await api.op(
      'createMissionEvent',
      { path, invalidBody: { ...body, startdate: 'tomorrow' }, as: 'superuser' },
      400,
    );
    await api.op('createMissionEvent', { path, invalidBody: { ...body, option: 2 }, as: 'superuser' }, 400);
    await api.op(
      'listMissionEvents',
      { path, invalidQuery: { direction: 'sideways' }, as: 'superuser' },
      400,
    );
    const unknown = await api.op(
      'createMissionEvent',
      {
        path,
        body: { ...body, enddate: '2031-06-01T11:00:00Z', mission_event_config: 'abcdef' },
        as: 'superuser',
      },
      400,
    );
    expect(unknown.text).toBe(MISSION_EVENT_MESSAGES.unknownConfig);
  });
});

describe('an unknown child product', () => {
  it('answers "Child product not found" for an unknown child product', async () => {
    for (const reply of [
      await api.op('listMissionEventConfigs', { path: { id: 'no-such-product' }, as: 'superuser' }, 404),
      await api.op('listMissionEventCycles', { path: { id: 'no-such-product' }, as: 'superuser' }, 404),
      await api.op(
        'listMissionEvents',
        { path: { id: 'no-such-product' }, query: { direction: 'future' }, as: 'superuser' },
        404,
      ),
    ]) {
      expect(reply.text).toBe('Child product not found');
    }
  });
});
