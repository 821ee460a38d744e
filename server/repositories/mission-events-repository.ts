/**
 * The mission event tools of a child product (tables `mission_event_configs`, `mission_event_cycles`,
 * `mission_events`): every read and write names the child product, so a record of another one is not found.
 * Changes and deletions are guarded by the version the client read (`updated`, sent back as `timestamp`);
 * call the writes inside a transaction together with the audit entry that describes them.
 */
import type { Queryable } from '../db/connection.ts';
import { nextVersion } from './admin-documents-writes.ts';

/** The stored fields of a mission event config. */
export interface MissionEventConfigDoc {
  name: string;
  display_name: string;
  importance: number;
  icon?: string;
  environment?: string;
  modes: string[];
  any_mode: boolean;
  no_mode: boolean;
}

export interface MissionEventConfigRecord extends MissionEventConfigDoc {
  id: string;
  timestamp: string;
}

/** The stored fields of a mission event cycle (times complete: the minute is filled in). */
export interface MissionEventCycleDoc {
  mission_event_config_name: string;
  day_of_week_utc: number;
  start_time_utc: { hour: number; minute: number };
  end_time_utc: { hour: number; minute: number };
  option: number;
  disabled: boolean;
}

export interface MissionEventCycleRecord extends MissionEventCycleDoc {
  _id: string;
  timestamp: string;
}

/** The stored fields of a mission event (dates as ISO date-times, to the minute). */
export interface MissionEventFields {
  mission_event_config: string;
  startdate: string;
  enddate: string;
  option: number;
}

export interface MissionEventRecord extends MissionEventFields {
  id: string;
  timestamp: string;
}

/** What a versioned change or deletion found. */
export type VersionedOutcome<T> =
  { kind: 'done'; before: T; after: T } | { kind: 'missing' } | { kind: 'stale'; current: T };

type Table = 'mission_event_configs' | 'mission_event_cycles' | 'mission_events';

interface ConfigRow {
  id: string;
  doc: MissionEventConfigDoc;
  updated: Date;
}
interface CycleRow {
  id: string;
  doc: MissionEventCycleDoc;
  updated: Date;
}
interface EventRow {
  id: string;
  config_id: string;
  startdate: Date;
  enddate: Date;
  option: number;
  updated: Date;
}

const configOf = (row: ConfigRow): MissionEventConfigRecord => ({
  id: row.id,
  ...row.doc,
  timestamp: row.updated.toISOString(),
});
const cycleOf = (row: CycleRow): MissionEventCycleRecord => ({
  _id: row.id,
  ...row.doc,
  timestamp: row.updated.toISOString(),
});
const eventOf = (row: EventRow): MissionEventRecord => ({
  id: row.id,
  mission_event_config: row.config_id,
  startdate: row.startdate.toISOString(),
  enddate: row.enddate.toISOString(),
  option: row.option,
  timestamp: row.updated.toISOString(),
});

const minuteOfDay = (time: { hour: number; minute: number }) => time.hour * 60 + time.minute;

const CONFIG = 'SELECT id, doc, updated FROM mission_event_configs';
const CYCLE = 'SELECT id, doc, updated FROM mission_event_cycles';
const EVENT = 'SELECT id, config_id, startdate, enddate, option, updated FROM mission_events';

/** At most this many records of each kind are listed. */
export const MISSION_EVENT_LIST_LIMIT = 1000;

export interface MissionEventsRepository {
  configs(product: string): Promise<MissionEventConfigRecord[]>;
  configByName(product: string, name: string): Promise<MissionEventConfigRecord | null>;
  configById(product: string, id: string): Promise<MissionEventConfigRecord | null>;
  createConfig(product: string, id: string, doc: MissionEventConfigDoc): Promise<MissionEventConfigRecord>;
  updateConfig(
    product: string,
    id: string,
    version: string,
    doc: MissionEventConfigDoc,
  ): Promise<VersionedOutcome<MissionEventConfigRecord>>;
  /** Deletes the config with its cycles and events. */
  deleteConfig(
    product: string,
    id: string,
    version: string,
  ): Promise<VersionedOutcome<MissionEventConfigRecord>>;

  cycles(product: string): Promise<MissionEventCycleRecord[]>;
  cycle(product: string, id: string): Promise<MissionEventCycleRecord | null>;
  createCycle(
    product: string,
    id: string,
    configId: string,
    doc: MissionEventCycleDoc,
  ): Promise<MissionEventCycleRecord>;
  updateCycle(
    product: string,
    id: string,
    version: string,
    configId: string,
    doc: MissionEventCycleDoc,
  ): Promise<VersionedOutcome<MissionEventCycleRecord>>;
  deleteCycle(
    product: string,
    id: string,
    version: string,
  ): Promise<VersionedOutcome<MissionEventCycleRecord>>;

  /** Events that have not ended at `now` (soonest first) or have (latest first). */
  events(product: string, direction: 'future' | 'past', now: Date): Promise<MissionEventRecord[]>;
  event(product: string, id: string): Promise<MissionEventRecord | null>;
  createEvent(product: string, id: string, fields: MissionEventFields): Promise<MissionEventRecord>;
  updateEvent(
    product: string,
    id: string,
    version: string,
    fields: MissionEventFields,
  ): Promise<VersionedOutcome<MissionEventRecord>>;
  deleteEvent(product: string, id: string, version: string): Promise<VersionedOutcome<MissionEventRecord>>;
}

/** The first row of a read, mapped; null when none. */
async function one<R, T>(
  q: Queryable,
  sql: string,
  params: unknown[],
  map: (row: R) => T,
): Promise<T | null> {
  const { rows } = await q.query<R>(sql, params);
  return rows[0] ? map(rows[0]) : null;
}

/** The row locked until the end of the transaction, checked against the version read. */
async function locked<R, T extends { timestamp: string }>(
  q: Queryable,
  select: string,
  product: string,
  id: string,
  version: string,
  map: (row: R) => T,
): Promise<{ kind: 'missing' } | { kind: 'stale'; current: T } | { kind: 'found'; before: T }> {
  const before = await one(
    q,
    `${select} WHERE id = $1 AND child_product = $2 FOR UPDATE`,
    [id, product],
    map,
  );
  if (!before) return { kind: 'missing' };
  if (before.timestamp !== version) return { kind: 'stale', current: before };
  return { kind: 'found', before };
}

/** Deletes the row when it is still at the version read. */
async function remove<R, T extends { timestamp: string }>(
  q: Queryable,
  select: string,
  table: Table,
  product: string,
  id: string,
  version: string,
  map: (row: R) => T,
): Promise<VersionedOutcome<T>> {
  const found = await locked(q, select, product, id, version, map);
  if (found.kind !== 'found') return found;
  await q.query(`DELETE FROM ${table} WHERE id = $1 AND child_product = $2`, [id, product]);
  return { kind: 'done', before: found.before, after: found.before };
}

/** The mission event tools over a connection or a transaction. */
export function createMissionEventsRepository(q: Queryable): MissionEventsRepository {
  return { ...eventConfigs(q), ...eventCycles(q), ...eventDates(q) };
}

/** Mission event configs (staff-and-agents.md §2.11): what an event is, named once at creation. */
function eventConfigs(
  q: Queryable,
): Pick<
  MissionEventsRepository,
  'configs' | 'configByName' | 'configById' | 'createConfig' | 'updateConfig' | 'deleteConfig'
> {
  return {
    async configs(product) {
      const { rows } = await q.query<ConfigRow>(
        `${CONFIG} WHERE child_product = $1 ORDER BY name LIMIT ${MISSION_EVENT_LIST_LIMIT}`,
        [product],
      );
      return rows.map(configOf);
    },
    configByName: (product, name) =>
      one(q, `${CONFIG} WHERE child_product = $1 AND name = $2`, [product, name], configOf),
    configById: (product, id) =>
      one(q, `${CONFIG} WHERE child_product = $1 AND id = $2`, [product, id], configOf),
    async createConfig(product, id, doc) {
      const { rows } = await q.query<ConfigRow>(
        `INSERT INTO mission_event_configs (id, child_product, name, doc, updated)
         VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id, doc, updated`,
        [id, product, doc.name, JSON.stringify(doc), nextVersion(undefined)],
      );
      return configOf(rows[0]);
    },
    async updateConfig(product, id, version, doc) {
      const found = await locked(q, CONFIG, product, id, version, configOf);
      if (found.kind !== 'found') return found;
      // The name is set once, at creation.
      const kept = { ...doc, name: found.before.name };
      const { rows } = await q.query<ConfigRow>(
        `UPDATE mission_event_configs SET doc = $3::jsonb, updated = $4 WHERE id = $1 AND child_product = $2
         RETURNING id, doc, updated`,
        [id, product, JSON.stringify(kept), nextVersion(found.before.timestamp)],
      );
      return { kind: 'done', before: found.before, after: configOf(rows[0]) };
    },
    deleteConfig: (product, id, version) =>
      remove(q, CONFIG, 'mission_event_configs', product, id, version, configOf),
  };
}

/** Mission event cycles (staff-and-agents.md §2.11): a config's weekly times. */
function eventCycles(
  q: Queryable,
): Pick<MissionEventsRepository, 'cycles' | 'cycle' | 'createCycle' | 'updateCycle' | 'deleteCycle'> {
  return {
    async cycles(product) {
      const { rows } = await q.query<CycleRow>(
        `${CYCLE} WHERE child_product = $1 ORDER BY day_of_week, start_minute, id
         LIMIT ${MISSION_EVENT_LIST_LIMIT}`,
        [product],
      );
      return rows.map(cycleOf);
    },
    cycle: (product, id) => one(q, `${CYCLE} WHERE child_product = $1 AND id = $2`, [product, id], cycleOf),
    async createCycle(product, id, configId, doc) {
      const { rows } = await q.query<CycleRow>(
        `INSERT INTO mission_event_cycles (id, child_product, config_id, day_of_week, start_minute, doc, updated)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id, doc, updated`,
        [
          id,
          product,
          configId,
          doc.day_of_week_utc,
          minuteOfDay(doc.start_time_utc),
          JSON.stringify(doc),
          nextVersion(undefined),
        ],
      );
      return cycleOf(rows[0]);
    },
    async updateCycle(product, id, version, configId, doc) {
      const found = await locked(q, CYCLE, product, id, version, cycleOf);
      if (found.kind !== 'found') return found;
      const { rows } = await q.query<CycleRow>(
        `UPDATE mission_event_cycles SET config_id = $3, day_of_week = $4, start_minute = $5, doc = $6::jsonb,
                updated = $7
         WHERE id = $1 AND child_product = $2 RETURNING id, doc, updated`,
        [
          id,
          product,
          configId,
          doc.day_of_week_utc,
          minuteOfDay(doc.start_time_utc),
          JSON.stringify(doc),
          nextVersion(found.before.timestamp),
        ],
      );
      return { kind: 'done', before: found.before, after: cycleOf(rows[0]) };
    },
    deleteCycle: (product, id, version) =>
      remove(q, CYCLE, 'mission_event_cycles', product, id, version, cycleOf),
  };
}

/** Mission events (staff-and-agents.md §2.11): a config's dated runs, past and to come. */
function eventDates(
  q: Queryable,
): Pick<MissionEventsRepository, 'events' | 'event' | 'createEvent' | 'updateEvent' | 'deleteEvent'> {
  return {
    async events(product, direction, now) {
      const sql =
        direction === 'future'
          ? `${EVENT} WHERE child_product = $1 AND enddate > $2 ORDER BY startdate, id`
          : `${EVENT} WHERE child_product = $1 AND enddate <= $2 ORDER BY startdate DESC, id`;
      const { rows } = await q.query<EventRow>(`${sql} LIMIT ${MISSION_EVENT_LIST_LIMIT}`, [
        product,
        now.toISOString(),
      ]);
      return rows.map(eventOf);
    },
    event: (product, id) => one(q, `${EVENT} WHERE child_product = $1 AND id = $2`, [product, id], eventOf),
    async createEvent(product, id, fields) {
      const { rows } = await q.query<EventRow>(
        `INSERT INTO mission_events (id, child_product, config_id, startdate, enddate, option, updated)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, config_id, startdate, enddate, option, updated`,
        [
          id,
          product,
          fields.mission_event_config,
          fields.startdate,
          fields.enddate,
          fields.option,
          nextVersion(undefined),
        ],
      );
      return eventOf(rows[0]);
    },
    async updateEvent(product, id, version, fields) {
      const found = await locked(q, EVENT, product, id, version, eventOf);
      if (found.kind !== 'found') return found;
      const { rows } = await q.query<EventRow>(
        `UPDATE mission_events SET config_id = $3, startdate = $4, enddate = $5, option = $6, updated = $7
         WHERE id = $1 AND child_product = $2
         RETURNING id, config_id, startdate, enddate, option, updated`,
        [
          id,
          product,
          fields.mission_event_config,
          fields.startdate,
          fields.enddate,
          fields.option,
          nextVersion(found.before.timestamp),
        ],
      );
      return { kind: 'done', before: found.before, after: eventOf(rows[0]) };
    },
    deleteEvent: (product, id, version) => remove(q, EVENT, 'mission_events', product, id, version, eventOf),
  };
}
