/** The blob store's index on a real database: a blob is recorded once, found with its type and size, removed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createBlobsRepository } from './blobs-repository.ts';

describe('blob index', () => {
  let test: TestDatabase | undefined;
  let db: Db;
  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
  });
  // When opening failed there is nothing to close, and the failure is the one to report.
  afterAll(() => test?.dispose());

  const id = (n: number) => n.toString(16).padStart(64, '0');

  it('records a blob and finds its type and size (a size past 2^31 included)', async () => {
    const blobs = createBlobsRepository(db);
    expect(await blobs.find(id(1))).toBeNull();
    expect(await blobs.has(id(1))).toBe(false);
    await blobs.record(id(1), { contentType: 'image/png', size: 1000 });
    await blobs.record(id(2), { contentType: 'video/mp4', size: 5_000_000_000 });
    expect(await blobs.find(id(1))).toEqual({ contentType: 'image/png', size: 1000 });
    expect(await blobs.find(id(2))).toEqual({ contentType: 'video/mp4', size: 5_000_000_000 });
    expect(await blobs.has(id(1))).toBe(true);
  });

  it('keeps the first row when the same blob is recorded again', async () => {
    const blobs = createBlobsRepository(db);
    await blobs.record(id(3), { contentType: 'image/gif', size: 10 });
    await blobs.record(id(3), { contentType: 'image/png', size: 20 });
    expect(await blobs.find(id(3))).toEqual({ contentType: 'image/gif', size: 10 });
  });

  it('removes a row, and removing an unknown blob is no error', async () => {
    const blobs = createBlobsRepository(db);
    await blobs.record(id(4), { contentType: 'image/webp', size: 5 });
    await blobs.remove(id(4));
    await blobs.remove(id(5));
    expect(await blobs.has(id(4))).toBe(false);
    expect(await blobs.find(id(4))).toBeNull();
  });
});
