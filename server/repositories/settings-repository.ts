/** Site-wide settings in `admin_settings` (migration 005): one JSON value per key. */
import type { Queryable } from '../db/connection.ts';

export interface SettingsRepository {
  /** The stored value, or null when the setting was never saved. */
  read<T>(key: string): Promise<T | null>;
  /** Stores the value, replacing any previous one. */
  write(key: string, value: unknown): Promise<void>;
}

/** The settings over a connection or a transaction. */
export function createSettingsRepository(q: Queryable): SettingsRepository {
  return {
    async read<T>(key: string) {
      const { rows } = await q.query<{ value: T }>('SELECT value FROM admin_settings WHERE key = $1', [key]);
      return rows[0]?.value ?? null;
    },
    async write(key, value) {
      await q.query(
        `INSERT INTO admin_settings (key, value, updated) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated = EXCLUDED.updated`,
        [key, JSON.stringify(value)],
      );
    },
  };
}
