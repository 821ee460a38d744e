/**
 * Styles of the manage page's targets (single-target-and-flows.md §3 Style spec, §7): per metaverse, location
 * or event and release, the overrides of its template's variables and its custom style.
 */
import type { Queryable } from '../db/connection.ts';

export type StyleRelease = 'dev' | 'prod';
export type StyleTargetType = 'domain' | 'locations' | 'events';

/** One target: its metaverse, its kind and its id (the metaverse's own id for the metaverse). */
export interface StyleTarget {
  domainId: string;
  type: StyleTargetType;
  id: string;
}

export interface StyleVariableValue {
  id: string;
  value: string;
}

/** A target's styles of one release. */
export interface StyleRow {
  variables: StyleVariableValue[];
  customstyle: string;
}

export function createTargetStylesRepository(q: Queryable) {
  return {
    /** The styles of a target and release (empty when never saved). */
    async read(target: StyleTarget, release: StyleRelease): Promise<StyleRow> {
      const { rows } = await q.query<StyleRow>(
        `SELECT variables, customstyle FROM target_styles
         WHERE target_type = $1 AND target_id = $2 AND release = $3`,
        [target.type, target.id, release],
      );
      return rows[0] ?? { variables: [], customstyle: '' };
    },

    /** Stores a target's styles of a release. */
    async save(target: StyleTarget, release: StyleRelease, row: StyleRow): Promise<void> {
      await q.query(
        `INSERT INTO target_styles (domain_id, target_type, target_id, release, variables, customstyle, updated)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, now())
         ON CONFLICT (target_type, target_id, release) DO UPDATE
         SET variables = EXCLUDED.variables, customstyle = EXCLUDED.customstyle, updated = now()`,
        [target.domainId, target.type, target.id, release, JSON.stringify(row.variables), row.customstyle],
      );
    },
  };
}

export type TargetStylesRepository = ReturnType<typeof createTargetStylesRepository>;
