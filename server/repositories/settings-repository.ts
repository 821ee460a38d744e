/** Site-wide settings in `admin_settings` (migration 005): one JSON value per key. */
import type { Queryable } from '../db/connection.ts';

/** The stored value, or null when the setting was never saved. */
export async function readSetting<T>(q: Queryable, key: string): Promise<T | null> {
  const { rows } = await q.query<{ value: T }>('SELECT value FROM admin_settings WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

/** Stores the value, replacing any previous one. */
export async function writeSetting(q: Queryable, key: string, value: unknown): Promise<void> {
  await q.query(
    `INSERT INTO admin_settings (key, value, updated) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated = EXCLUDED.updated`,
    [key, JSON.stringify(value)],
  );
}
