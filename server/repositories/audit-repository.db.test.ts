import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createAuditRepository } from './audit-repository.ts';

describe('audit log', () => {
  let test: TestDatabase | undefined;
  let db: Db;
  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
  });
  // When opening failed there is nothing to close, and the failure is the one to report.
  afterAll(() => test?.dispose());

  it('records an entry with before and after and lists it for its record, newest first', async () => {
    await createAuditRepository(db).record({
      actorId: 'a1',
      action: 'user.permissions',
      collection: 'users',
      targetId: 'u1',
      before: { permissions: [] },
      after: { permissions: ['tester'] },
    });
    await createAuditRepository(db).record({
      actorId: 'a1',
      action: 'user.addcurrency',
      collection: 'users',
      targetId: 'u1',
    });
    await createAuditRepository(db).record({
      actorId: 'a1',
      action: 'user.addcurrency',
      collection: 'users',
      targetId: 'u2',
    });
    const entries = await createAuditRepository(db).ofRecord('users', 'u1');
    expect(entries.map((e) => e.action)).toEqual(['user.addcurrency', 'user.permissions']);
    expect(entries[1]).toMatchObject({
      actor: 'a1',
      before: { permissions: [] },
      after: { permissions: ['tester'] },
    });
    expect(entries[0].before).toBeNull();
  });

  it('is rolled back with the write it describes', async () => {
    await expect(
      db.transaction(async (tx) => {
        await createAuditRepository(tx).record({
          actorId: 'a1',
          action: 'domain.delete',
          collection: 'domains',
          targetId: 'd9',
        });
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await createAuditRepository(db).ofRecord('domains', 'd9')).toEqual([]);
  });
});
