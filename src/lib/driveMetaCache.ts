/**
 * The drive metadata cache of owner-console.md §9: a file's metadata is kept in local storage for 1 hour
 * (3600000 ms), keyed by its drive path. Pure over a Storage-like object and a clock, so it is testable;
 * storage that refuses (full, private mode) just means no caching.
 */

export const DRIVE_META_TTL_MS = 3_600_000;
const PREFIX = 'driveMeta:';

/** The part of `Storage` the cache needs. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Entry<T> {
  at: number;
  value: T;
}

function isEntry(value: unknown): value is Entry<unknown> {
  return typeof value === 'object' && value !== null && 'at' in value && 'value' in value;
}

/** The cached metadata of `path`, or null when absent, unreadable or older than an hour (then dropped). */
export function readDriveMeta<T>(store: KeyValueStore, path: string, now: number): T | null {
  try {
    const raw = store.getItem(PREFIX + path);
    if (raw === null) return null;
    const entry: unknown = JSON.parse(raw);
    if (
      isEntry(entry) &&
      typeof entry.at === 'number' &&
      now - entry.at < DRIVE_META_TTL_MS &&
      now >= entry.at
    ) {
      return entry.value as T;
    }
    store.removeItem(PREFIX + path);
  } catch {
    // Unreadable storage or a corrupt entry: behave as a miss.
  }
  return null;
}

/** Caches the metadata of `path` as of `now`. */
export function writeDriveMeta<T>(store: KeyValueStore, path: string, value: T, now: number): void {
  try {
    store.setItem(PREFIX + path, JSON.stringify({ at: now, value } satisfies Entry<T>));
  } catch {
    // Full or disabled storage: the next lookup asks the server again.
  }
}

/** Drops the cached metadata of `path` (after the file changed or was deleted). */
export function forgetDriveMeta(store: KeyValueStore, path: string): void {
  try {
    store.removeItem(PREFIX + path);
  } catch {
    // Nothing cached can be read either.
  }
}

/** Cached lookup: the cached value when fresh, else `load()` stored for an hour. */
export async function cachedDriveMeta<T>(
  store: KeyValueStore | undefined,
  path: string,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const hit = store ? readDriveMeta<T>(store, path, now()) : null;
  if (hit !== null) return hit;
  const value = await load();
  if (store) writeDriveMeta(store, path, value, now());
  return value;
}
