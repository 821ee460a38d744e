import { describe, expect, it } from 'vitest';
import { COLLECTION_WRITES } from '../../../common/api/collections.ts';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { RECORD_MESSAGES } from '../../routes/admin/records/access.ts';
import { BULK_MESSAGES } from '../../routes/admin/records/bulk-write.ts';
import { DOCUMENT_WRITE_MESSAGES } from '../../routes/admin/records/documents-write.ts';
import { ENTITY_TEXTS } from '../../routes/entities/texts.ts';
import { stableId } from '../../seed/random.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'member'] });

type Doc = Record<string, unknown> & { id: string; timestamp: string };

async function made(count: number, word: string): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (let i = 0; i < count; i++) {
    const body = { input: `${word} ${i}`, output: `${word} fixed ${i}`, score: 0.5, uses: i };
    docs.push((await api.op('createAdminStringmatch', { body, as: 'admin' }, 200)).json as Doc);
  }
  return docs;
}

async function stored(collection: string, id: string): Promise<Doc | undefined> {
  const { rows } = await api.app.db.query<{ doc: Doc }>(`SELECT doc FROM "${collection}" WHERE id = $1`, [
    id,
  ]);
  return rows[0]?.doc;
}

const records = (docs: Doc[]) => docs.map((doc) => ({ id: doc.id, version: doc.timestamp }));
const bulk = (collection: string, body: unknown, status: number, as: 'admin' | 'member' | null = 'admin') =>
  api.op('bulkAdminRecords', { invalidPath: { collection }, invalidBody: body, as }, status);

describe('bulkAdminRecords', () => {
  it('deletes three records in one go, audits each, and refuses a stale or missing one with its reason', async () => {
    const docs = await made(4, 'bulk delete');
    // The fourth changes after it was read.
    const [, , , changed] = docs;
    await api.op(
      'updateAdminStringmatch',
      {
        path: { id: changed.id },
        body: { input: 'changed', output: 'since', score: 0.1, uses: 1 },
        headers: { 'If-Match': changed.timestamp },
        as: 'admin',
      },
      200,
    );
    const reply = await bulk(
      'stringmatches',
      {
        action: 'delete',
        records: [...records(docs), { id: 'no-such', version: '2020-01-01T00:00:00.000Z' }],
      },
      200,
    );
    expect(reply.json).toEqual({
      changed: docs.slice(0, 3).map(({ id }) => ({ id })),
      refused: [
        { id: changed.id, reason: DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse },
        { id: 'no-such', reason: RECORD_MESSAGES.recordNotFound },
      ],
    });
    for (const doc of docs.slice(0, 3)) {
      expect(await stored('stringmatches', doc.id)).toBeUndefined();
      const [entry] = await createAuditRepository(api.app.db).ofRecord('stringmatches', doc.id);
      expect(entry).toMatchObject({ action: 'record.delete', actor: api.as.admin.id, before: doc });
    }
    expect(await stored('stringmatches', changed.id)).toBeDefined();
  });

  it("sets one field on several records, each checked against the field's rule", async () => {
    const docs = await made(2, 'bulk set');
    const reply = await bulk(
      'stringmatches',
      { action: 'set', records: records(docs), field: 'uses', value: 42 },
      200,
    );
    expect(reply.json).toEqual({ changed: docs.map(({ id }) => ({ id })), refused: [] });
    for (const doc of docs)
      expect(await stored('stringmatches', doc.id)).toMatchObject({ uses: 42, input: doc.input });
    const fresh = await Promise.all(docs.map((doc) => stored('stringmatches', doc.id)));
    const bad = await bulk(
      'stringmatches',
      { action: 'set', records: records(fresh as Doc[]), field: 'score', value: 5 },
      200,
    );
    expect(bad.json.refused).toEqual(
      docs.map(({ id }) => ({ id, reason: 'Score must be a number from 0 to 1.' })),
    );
    expect(bad.json.changed).toEqual([]);
  });

  it('keeps the rules of each collection: a home location is refused, the others are deleted', async () => {
    const home = (await stored('locations', stableId('location', 'demo-free/home')))!;
    const reply = await bulk('locations', { action: 'delete', records: records([home]) }, 200);
    expect(reply.json.refused).toEqual([{ id: home.id, reason: ENTITY_TEXTS.reservedLocation }]);
    expect(await stored('locations', home.id)).toBeDefined();
  });

  it('leaves a stale record and what goes with it as they were', async () => {
    const { rows } = await api.app.db.query<{ doc: Doc }>('SELECT doc FROM events ORDER BY id LIMIT 1');
    const event = rows[0].doc;
    await api.app.db.query(
      `INSERT INTO target_styles (domain_id, target_type, target_id, release) VALUES ($1, 'events', $2, 'dev')`,
      [event.domain, event.id],
    );
    const stale = { id: event.id, version: '2020-01-01T00:00:00.000Z' };
    const reply = await bulk('events', { action: 'delete', records: [stale] }, 200);
    expect(reply.json.refused).toEqual([
      { id: event.id, reason: DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse },
    ]);
    expect(await stored('events', event.id)).toEqual(event);
    const styles = await api.app.db.query('SELECT 1 FROM target_styles WHERE target_id = $1', [event.id]);
    expect(styles.rows).toHaveLength(1);
  });

  it('refuses a read-only collection, a field staff may not set, a record named twice, and bad input', async () => {
    const [doc] = await made(1, 'bulk refusals');
    const one = records([doc]);
    expect((await bulk('witrequests', { action: 'delete', records: one }, 400)).text).toContain(
      BULK_MESSAGES.cannotDelete('witrequests', COLLECTION_WRITES.witrequests.readOnly),
    );
    expect(
      (await bulk('stringmatches', { action: 'set', records: one, field: 'id', value: 'x' }, 400)).text,
    ).toContain(BULK_MESSAGES.notWritable('id', ['input', 'output', 'score', 'uses']));
    expect((await bulk('stringmatches', { action: 'set', records: one }, 400)).text).toContain(
      BULK_MESSAGES.fieldNeeded,
    );
    expect(
      (await bulk('stringmatches', { action: 'delete', records: [...one, ...one] }, 400)).text,
    ).toContain(BULK_MESSAGES.sentTwice(doc.id));
    await bulk('stringmatches', { action: 'delete', records: [] }, 400);
    await bulk('stringmatches', { action: 'explode', records: one }, 400);
    await bulk('stringmatches', { action: 'delete', records: one }, 403, 'member');
    await bulk('stringmatches', { action: 'delete', records: one }, 401, null);
    expect(await stored('stringmatches', doc.id)).toBeDefined();
  });
});
