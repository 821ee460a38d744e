/**
 * Live records (pure rules): whether the record a page shows, or the page of a list, was changed by someone
 * else, from the changes heard on the realtime channel (common/realtime.ts `RecordChange`). A change whose new
 * version is the one shown is the page's own (or already read), so it does not count.
 */
import type { RecordChange } from '../../common/realtime';

/** What happened to a shown record elsewhere: changed, deleted, or perhaps changed (a write of many at once). */
export type ElsewhereChange = 'changed' | 'deleted' | 'maybe' | null;

/** The last change heard of record `id`, compared with the `version` shown. */
export function recordChangedElsewhere(
  changes: readonly RecordChange[],
  id: string,
  version: unknown,
): ElsewhereChange {
  for (let i = changes.length - 1; i >= 0; i--) {
    const change = changes[i];
    if (change.ev === 'many') return 'maybe';
    if (change.id !== id) continue;
    if (change.ev === 'delete') return 'deleted';
    return change.ts === version ? null : 'changed';
  }
  return null;
}

/**
 * How many records of a list page changed since it was read: those of the page changed to another version or
 * deleted, and records added; `many` when a write of many at once may have changed it.
 */
export function listChangedElsewhere(
  changes: readonly RecordChange[],
  rows: readonly { id: string; timestamp?: unknown }[],
): { count: number; many: boolean } {
  const shown = new Map(rows.map((row) => [row.id, row.timestamp]));
  const changed = new Set<string>();
  let many = false;
  for (const change of changes) {
    if (change.ev === 'many') {
      many = true;
      continue;
    }
    if (change.ev === 'insert') {
      if (!shown.has(change.id)) changed.add(change.id);
      continue;
    }
    if (!shown.has(change.id)) continue;
    if (change.ev === 'delete' || change.ts !== shown.get(change.id)) changed.add(change.id);
    else changed.delete(change.id);
  }
  return { count: changed.size, many };
}
