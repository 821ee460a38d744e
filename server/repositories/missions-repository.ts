/**
 * Mission tools of a child product (migration 014): mission configs, their icons, missions, Build Banners
 * jobs and avatars. Every read and write names the child product, so another product's record is never found.
 */
import type { Queryable } from '../db/connection.ts';
import { bannerJobs } from './missions-banner-jobs.ts';

/** A mission config as the API returns it. */
export interface MissionConfigRow {
  id: string;
  child_product: string;
  location: string;
  description: string;
  metadata: string;
  selection_weight: number;
  banner_blob?: string;
  icon_blob?: string;
  feature: string;
  importance: number;
  environment: string;
  mode: string;
  timestamp: string;
}

/** The writable fields of a mission config. */
export interface MissionConfigFields {
  location: string;
  description: string;
  metadata: string;
  selection_weight: number;
  banner_blob?: string;
  feature: string;
  importance: number;
  environment: string;
  mode: string;
}

/** A mission as the API returns it (`location` from its config). */
export interface MissionRow {
  id: string;
  child_product: string;
  mission_config: string;
  location?: string;
  option: number;
  startdate: string;
  feature: string;
  event: string;
  importance: number;
  timestamp: string;
}

/** The writable fields of a mission. */
export interface MissionFields {
  mission_config: string;
  option: number;
  startdate: string;
  feature: string;
  event: string;
  importance: number;
}

export interface BannerJobRow {
  id: string;
  status: 'running' | 'complete' | 'failed';
  done: number;
  total: number;
  error?: string;
}

/** A config whose banner Build Banners renders: its icon and the text written on it. */
export interface BannerSource {
  id: string;
  location: string;
  description: string;
  icon_blob: string;
}

export interface AvatarSkinRow {
  name: string;
  index: number;
  unlocklevel: number;
  iap_id: string;
}

export interface AvatarRow {
  _id: string;
  name: string;
  unlocklevel: number;
  iap_id: string;
  default: boolean;
  disabled: boolean;
  skins: AvatarSkinRow[];
  weaponskins: AvatarSkinRow[];
}

export interface MissionsRepository {
  configs(product: string): Promise<MissionConfigRow[]>;
  config(product: string, id: string): Promise<MissionConfigRow | null>;
  insertConfig(product: string, id: string, fields: MissionConfigFields): Promise<MissionConfigRow>;
  /** The updated config, or null when the product has no config `id`. */
  updateConfig(product: string, id: string, fields: MissionConfigFields): Promise<MissionConfigRow | null>;
  /** Whether a config was deleted. */
  deleteConfig(product: string, id: string): Promise<boolean>;
  /** Whether any mission uses the config. */
  configInUse(product: string, id: string): Promise<boolean>;
  setBanner(product: string, id: string, blob: string): Promise<boolean>;
  /** Stores icons by name (a name already stored is replaced). */
  putIcons(product: string, icons: readonly { name: string; blob: string }[]): Promise<void>;
  /** How many of the product's configs have an icon. */
  configsWithIcons(product: string): Promise<number>;
  bannerSources(product: string): Promise<BannerSource[]>;
  /** Missions starting at or after `from`, soonest first. */
  upcoming(product: string, from: Date): Promise<MissionRow[]>;
  mission(product: string, id: string): Promise<MissionRow | null>;
  insertMission(product: string, id: string, fields: MissionFields): Promise<MissionRow>;
  updateMission(product: string, id: string, fields: MissionFields): Promise<MissionRow | null>;
  deleteMission(product: string, id: string): Promise<boolean>;
  startBannerJob(product: string, id: string, total: number): Promise<BannerJobRow>;
  bannerJob(product: string, id: string): Promise<BannerJobRow | null>;
  /**
   * Ends as failed a job still running after `before` (its server stopped while it ran); whether one was ended.
   */
  failStaleBannerJob(id: string, before: Date, error: string): Promise<boolean>;
  bannerJobProgress(id: string, done: number): Promise<void>;
  finishBannerJob(id: string, status: 'complete' | 'failed', error?: string): Promise<void>;
  avatars(product: string): Promise<AvatarRow[]>;
}

interface ConfigDbRow extends Omit<MissionConfigRow, 'banner_blob' | 'icon_blob' | 'timestamp'> {
  banner_blob: string | null;
  icon_blob: string | null;
  updated: Date;
}

const CONFIG_SELECT = `SELECT c.id, c.child_product, c.location, c.description, c.metadata, c.selection_weight,
         c.banner_blob, i.blob_id AS icon_blob, c.feature, c.importance, c.environment, c.mode, c.updated
  FROM mission_configs c
  LEFT JOIN mission_icons i ON i.child_product = c.child_product AND i.name = lower(c.location)`;

function configOf(row: ConfigDbRow): MissionConfigRow {
  const { banner_blob, icon_blob, updated, ...rest } = row;
  return {
    ...rest,
    selection_weight: Number(rest.selection_weight),
    ...(banner_blob ? { banner_blob } : {}),
    ...(icon_blob ? { icon_blob } : {}),
    timestamp: updated.toISOString(),
  };
}

interface MissionDbRow extends Omit<MissionRow, 'startdate' | 'timestamp' | 'location'> {
  location: string | null;
  startdate: Date;
  updated: Date;
}

const MISSION_SELECT = `SELECT m.id, m.child_product, m.mission_config, c.location, m.option, m.startdate,
         m.feature, m.event, m.importance, m.updated
  FROM missions m LEFT JOIN mission_configs c ON c.id = m.mission_config`;

function missionOf(row: MissionDbRow): MissionRow {
  const { location, startdate, updated, ...rest } = row;
  return {
    ...rest,
    ...(location !== null ? { location } : {}),
    startdate: startdate.toISOString(),
    timestamp: updated.toISOString(),
  };
}

const configParams = (f: MissionConfigFields) => [
  f.location,
  f.description,
  f.metadata,
  f.selection_weight,
  f.banner_blob ?? null,
  f.feature,
  f.importance,
  f.environment,
  f.mode,
];

const missionParams = (f: MissionFields) => [
  f.mission_config,
  f.option,
  f.startdate,
  f.feature,
  f.event,
  f.importance,
];

/** The mission tools' data over a connection or a transaction. */
export function createMissionsRepository(q: Queryable): MissionsRepository {
  return { ...missionConfigs(q), ...missionDates(q), ...bannerJobs(q), ...missionAvatars(q) };
}

/** Mission configs (staff-and-agents.md §2.11) with their banners and the icons uploaded for them. */
function missionConfigs(
  q: Queryable,
): Pick<
  MissionsRepository,
  | 'configs'
  | 'config'
  | 'insertConfig'
  | 'updateConfig'
  | 'deleteConfig'
  | 'configInUse'
  | 'setBanner'
  | 'putIcons'
  | 'configsWithIcons'
  | 'bannerSources'
> {
  const config = async (product: string, id: string) => {
    const { rows } = await q.query<ConfigDbRow>(`${CONFIG_SELECT} WHERE c.child_product = $1 AND c.id = $2`, [
      product,
      id,
    ]);
    return rows[0] ? configOf(rows[0]) : null;
  };
  return {
    async configs(product) {
      const { rows } = await q.query<ConfigDbRow>(
        `${CONFIG_SELECT} WHERE c.child_product = $1 ORDER BY lower(c.location), c.id LIMIT 5000`,
        [product],
      );
      return rows.map(configOf);
    },
    config,
    async insertConfig(product, id, fields) {
      await q.query(
        `INSERT INTO mission_configs (id, child_product, location, description, metadata, selection_weight,
           banner_blob, feature, importance, environment, mode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, product, ...configParams(fields)],
      );
      return (await config(product, id))!;
    },
    async updateConfig(product, id, fields) {
      const { rows } = await q.query(
        `UPDATE mission_configs SET location = $3, description = $4, metadata = $5, selection_weight = $6,
           banner_blob = $7, feature = $8, importance = $9, environment = $10, mode = $11, updated = now()
         WHERE child_product = $1 AND id = $2 RETURNING id`,
        [product, id, ...configParams(fields)],
      );
      return rows.length === 0 ? null : config(product, id);
    },
    async deleteConfig(product, id) {
      const { rows } = await q.query(
        'DELETE FROM mission_configs WHERE child_product = $1 AND id = $2 RETURNING id',
        [product, id],
      );
      return rows.length > 0;
    },
    async configInUse(product, id) {
      const { rows } = await q.query(
        'SELECT 1 FROM missions WHERE child_product = $1 AND mission_config = $2 LIMIT 1',
        [product, id],
      );
      return rows.length > 0;
    },
    async setBanner(product, id, blob) {
      const { rows } = await q.query(
        `UPDATE mission_configs SET banner_blob = $3, updated = now()
         WHERE child_product = $1 AND id = $2 RETURNING id`,
        [product, id, blob],
      );
      return rows.length > 0;
    },
    async putIcons(product, icons) {
      if (icons.length === 0) return;
      await q.query(
        `INSERT INTO mission_icons (child_product, name, blob_id)
         SELECT $1, name, blob FROM unnest($2::text[], $3::text[]) AS t(name, blob)
         ON CONFLICT (child_product, name) DO UPDATE SET blob_id = EXCLUDED.blob_id, updated = now()`,
        [product, icons.map((icon) => icon.name), icons.map((icon) => icon.blob)],
      );
    },
    async configsWithIcons(product) {
      const { rows } = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mission_configs c
         JOIN mission_icons i ON i.child_product = c.child_product AND i.name = lower(c.location)
         WHERE c.child_product = $1`,
        [product],
      );
      return rows[0]?.n ?? 0;
    },
    async bannerSources(product) {
      const { rows } = await q.query<BannerSource>(
        `SELECT c.id, c.location, c.description, i.blob_id AS icon_blob FROM mission_configs c
         JOIN mission_icons i ON i.child_product = c.child_product AND i.name = lower(c.location)
         WHERE c.child_product = $1 ORDER BY c.id`,
        [product],
      );
      return rows;
    },
  };
}

/** Missions (staff-and-agents.md §2.11): a config's dated runs. */
function missionDates(
  q: Queryable,
): Pick<MissionsRepository, 'upcoming' | 'mission' | 'insertMission' | 'updateMission' | 'deleteMission'> {
  const mission = async (product: string, id: string) => {
    const { rows } = await q.query<MissionDbRow>(
      `${MISSION_SELECT} WHERE m.child_product = $1 AND m.id = $2`,
      [product, id],
    );
    return rows[0] ? missionOf(rows[0]) : null;
  };
  return {
    async upcoming(product, from) {
      const { rows } = await q.query<MissionDbRow>(
        `${MISSION_SELECT} WHERE m.child_product = $1 AND m.startdate >= $2 ORDER BY m.startdate, m.id LIMIT 5000`,
        [product, from],
      );
      return rows.map(missionOf);
    },
    mission,
    async insertMission(product, id, fields) {
      await q.query(
        `INSERT INTO missions (id, child_product, mission_config, option, startdate, feature, event, importance)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, product, ...missionParams(fields)],
      );
      return (await mission(product, id))!;
    },
    async updateMission(product, id, fields) {
      const { rows } = await q.query(
        `UPDATE missions SET mission_config = $3, option = $4, startdate = $5, feature = $6, event = $7,
           importance = $8, updated = now()
         WHERE child_product = $1 AND id = $2 RETURNING id`,
        [product, id, ...missionParams(fields)],
      );
      return rows.length === 0 ? null : mission(product, id);
    },
    async deleteMission(product, id) {
      const { rows } = await q.query(
        'DELETE FROM missions WHERE child_product = $1 AND id = $2 RETURNING id',
        [product, id],
      );
      return rows.length > 0;
    },
  };
}

/** The product's avatars (staff-and-agents.md §2.11), read-only. */
function missionAvatars(q: Queryable): Pick<MissionsRepository, 'avatars'> {
  return {
    async avatars(product) {
      const { rows } = await q.query<AvatarRow>(
        `SELECT id AS _id, name, unlocklevel, iap_id, is_default AS default, disabled, skins, weaponskins
         FROM avatars WHERE child_product = $1 ORDER BY unlocklevel, name, id LIMIT 1000`,
        [product],
      );
      return rows;
    },
  };
}
