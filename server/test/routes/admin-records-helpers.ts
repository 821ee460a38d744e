/**
 * What the staff record-operation tests (admin-records-*, admin-documents-*, admin-entity-writes) share: the demo
 * beach location, a record's audit entries and the first id of a table, the check that an operation is for
 * staff only, and a staff account without any specific admin permission.
 */
import { expect } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { stableId } from '../../seed/random.ts';
import type { Session } from '../helpers.ts';
import type { ApiTest, DemoRole, OperationId, OpReply } from '../api-test.ts';

export const beach = stableId('location', 'demo-free/beach');

/** Unauthenticated 401, plain members 403 with "Invalid Permission". */
export async function expectStaffOnly<K extends OperationId>(
  call: (as: 'member' | null, status: number) => Promise<OpReply<K>>,
) {
  await call(null, 401);
  expect((await call('member', 403)).text).toMatch(/^Invalid Permission/);
}

/** Reads of the file's database: a record's audit entries, and the first id of a table. */
export function recordReads<R extends DemoRole>(api: ApiTest<R>) {
  async function audits(collection: string, id: string) {
    return createAuditRepository(api.app.db).ofRecord(collection, id);
  }

  async function firstId(table: string, where = 'true'): Promise<string> {
    const { rows } = await api.app.db.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`,
    );
    return rows[0].id;
  }

  return { audits, firstId };
}

/**
 * Signs in the developer account made staff with nothing else: an administrator lacking admin_write_entities.
 * Call in `beforeAll`.
 */
export async function bareAdministrator<R extends DemoRole>(api: ApiTest<R>): Promise<Session> {
  await api.app.db.query(
    `UPDATE users SET doc = jsonb_set(doc, '{permissions}', '["administrator"]') WHERE id = $1`,
    [demoUserId('developer@demo.test')],
  );
  return api.login('developer@demo.test');
}
