import { describe, expect, it } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { RECORD_MESSAGES } from '../../routes/admin/records/access.ts';
import { DOCUMENT_WRITE_MESSAGES } from '../../routes/admin/records/documents-write.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'developer', 'member'] });

const match = { input: 'the beech 42', output: 'the beach 42', score: 0.5, uses: 1 };

/** A new stringmatches record, as stored (with its `timestamp`, the version a delete names). */
async function created(): Promise<{ id: string; timestamp: string }> {
  const reply = await api.op('createAdminStringmatch', { body: match, as: 'admin' }, 200);
  const record = reply.json as { id: string; timestamp?: unknown };
  expect(typeof record.timestamp).toBe('string');
  return { id: record.id, timestamp: String(record.timestamp) };
}

async function stored(id: string): Promise<unknown> {
  const { rows } = await api.app.db.query('SELECT doc FROM stringmatches WHERE id = $1', [id]);
  return rows[0];
}

describe('deleteAdminStringmatch', () => {
  it('deletes the record read at its version, replies with it and audits the delete', async () => {
    const record = await created();
    const reply = await api.op(
      'deleteAdminStringmatch',
      { path: { id: record.id }, headers: { 'If-Match': record.timestamp }, as: 'admin' },
      200,
    );
    expect(reply.json).toMatchObject({ ...match, id: record.id, timestamp: record.timestamp });
    expect(await stored(record.id)).toBeUndefined();
    const [entry] = await createAuditRepository(api.app.db).ofRecord('stringmatches', record.id);
    expect(entry).toMatchObject({
      action: 'record.delete',
      actor: api.as.admin.id,
      collection: 'stringmatches',
      target: record.id,
      before: reply.json,
    });
  });

  it('refuses a delete without the version read, in plain English', async () => {
    const record = await created();
    const reply = await api.op('deleteAdminStringmatch', { path: { id: record.id }, as: 'admin' }, 400);
    expect(reply.text).toMatch(/if-match/i);
    expect(reply.text).not.toMatch(/must have required property/);
    expect(await stored(record.id)).toBeDefined();
  });

  it('refuses a record id longer than the contract allows', async () => {
    await api.op(
      'deleteAdminStringmatch',
      {
        invalidPath: { id: 'x'.repeat(201) },
        headers: { 'If-Match': '2020-01-01T00:00:00.000Z' },
        as: 'admin',
      },
      400,
    );
  });

  it('refuses a record changed since it was read (409) and keeps it', async () => {
    const record = await created();
    const updated = await api.op(
      'updateAdminStringmatch',
      {
        path: { id: record.id },
        headers: { 'If-Match': record.timestamp },
        body: { ...match, uses: 2 },
        as: 'admin',
      },
      200,
    );
    expect((updated.json as { timestamp?: unknown }).timestamp).not.toBe(record.timestamp);
    const reply = await api.op(
      'deleteAdminStringmatch',
      { path: { id: record.id }, headers: { 'If-Match': record.timestamp }, as: 'admin' },
      409,
    );
    expect(reply.text).toBe(DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
    expect(await stored(record.id)).toBeDefined();
  });

  it('answers 404 for a record that does not exist (or was deleted already)', async () => {
    const record = await created();
    const input = {
      path: { id: record.id },
      headers: { 'If-Match': record.timestamp },
      as: 'admin' as const,
    };
    await api.op('deleteAdminStringmatch', input, 200);
    const again = await api.op('deleteAdminStringmatch', input, 404);
    expect(again.text).toBe(RECORD_MESSAGES.recordNotFound);
    const unknown = await api.op(
      'deleteAdminStringmatch',
      { path: { id: 'no-such-record' }, headers: { 'If-Match': record.timestamp }, as: 'admin' },
      404,
    );
    expect(unknown.text).toBe(RECORD_MESSAGES.recordNotFound);
  });

  it('needs a session (401) and admin_write_entities with administrator (403)', async () => {
    const record = await created();
    const input = { path: { id: record.id }, headers: { 'If-Match': record.timestamp } };
    await api.op('deleteAdminStringmatch', input, 401);
    await api.op('deleteAdminStringmatch', { ...input, as: 'member' }, 403);
    await api.op('deleteAdminStringmatch', { ...input, as: 'developer' }, 403);
    expect(await stored(record.id)).toBeDefined();
  });
});
