import { describe, expect, it } from 'vitest';
import {
  cachedDriveMeta,
  DRIVE_META_TTL_MS,
  forgetDriveMeta,
  readDriveMeta,
  writeDriveMeta,
  type KeyValueStore,
} from './driveMetaCache';

function memoryStore(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('drive metadata cache', () => {
  it('keeps an entry for exactly one hour (3600000 ms)', () => {
    expect(DRIVE_META_TTL_MS).toBe(3_600_000);
    const store = memoryStore();
    writeDriveMeta(store, 'metaverses/demo-premium/uploads/a.png', { size: 3 }, 1000);
    expect(readDriveMeta(store, 'metaverses/demo-premium/uploads/a.png', 1000 + 3_599_999)).toEqual({
      size: 3,
    });
    expect(readDriveMeta(store, 'metaverses/demo-premium/uploads/a.png', 1000 + 3_600_000)).toBeNull();
    // The expired entry is dropped from storage.
    expect(store.items.size).toBe(0);
  });

  it('misses on unknown, corrupt and future-dated entries, and forgets on request', () => {
    const store = memoryStore();
    expect(readDriveMeta(store, 'x', 0)).toBeNull();
    store.items.set('driveMeta:x', '{not json');
    expect(readDriveMeta(store, 'x', 0)).toBeNull();
    writeDriveMeta(store, 'y', 'meta', 5000);
    expect(readDriveMeta(store, 'y', 4000)).toBeNull();
    writeDriveMeta(store, 'z', 'meta', 0);
    forgetDriveMeta(store, 'z');
    expect(readDriveMeta(store, 'z', 1)).toBeNull();
  });

  it('loads once within the hour and again after it; survives a store that throws', async () => {
    const store = memoryStore();
    let clock = 0;
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cachedDriveMeta(store, 'p', load, () => clock)).toEqual({ n: 1 });
    clock = DRIVE_META_TTL_MS - 1;
    expect(await cachedDriveMeta(store, 'p', load, () => clock)).toEqual({ n: 1 });
    clock = DRIVE_META_TTL_MS;
    expect(await cachedDriveMeta(store, 'p', load, () => clock)).toEqual({ n: 2 });

    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(await cachedDriveMeta(broken, 'p', load, () => clock)).toEqual({ n: 3 });
    expect(await cachedDriveMeta(undefined, 'p', load, () => clock)).toEqual({ n: 4 });
  });
});
