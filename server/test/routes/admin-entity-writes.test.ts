import { beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { RECORD_MESSAGES } from '../../routes/admin/records/access.ts';
import { DOCUMENT_WRITE_MESSAGES } from '../../routes/admin/records/documents-write.ts';
import { ENTITY_TEXTS } from '../../routes/entities/texts.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { stableId } from '../../seed/random.ts';
import { bareAdministrator } from './admin-records-helpers.ts';
import { apiTest, type OperationId } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['admin', 'member'] });
/** Staff without admin_write_entities. */
let bareAdmin: Session;

beforeAll(async () => {
  bareAdmin = await bareAdministrator(api);
});

type Doc = Record<string, unknown> & { id: string; timestamp: string };

async function stored(collection: string, id: string): Promise<Doc | undefined> {
  const { rows } = await api.app.db.query<{ doc: Doc }>(`SELECT doc FROM "${collection}" WHERE id = $1`, [
    id,
  ]);
  return rows[0]?.doc;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await api.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0].n;
}

const version = (doc: Doc) => ({ headers: { 'If-Match': doc.timestamp } });

async function audited(collection: string, id: string) {
  const [entry] = await createAuditRepository(api.app.db).ofRecord(collection, id);
  return entry;
}

const beach = stableId('location', 'demo-free/beach');

describe('updateAdminLocation', () => {
  it('replaces the writable fields, keeps the rest, audits what changed and refuses the old version', async () => {
    const before = (await stored('locations', beach))!;
    const body = {
      nickname: 'The Beach',
      description: 'Sand and sea.',
      visibility: 'public' as const,
      published: true,
    };
    const reply = await api.op(
      'updateAdminLocation',
      { path: { id: beach }, body, as: 'admin', ...version(before) },
      200,
    );
    const after = reply.json as Doc;
    expect(after).toMatchObject({
      ...body,
      id: beach,
      name: before.name,
      domain: before.domain,
      path: before.path,
    });
    expect(after.timestamp).not.toBe(before.timestamp);
    expect(await stored('locations', beach)).toEqual(after);
    expect(await audited('locations', beach)).toMatchObject({
      action: 'record.update',
      actor: api.as.admin.id,
      after: { nickname: 'The Beach', description: 'Sand and sea.' },
    });
    // Someone else's copy (the version before this write) is refused, and nothing changes.
    const stale = await api.op(
      'updateAdminLocation',
      { path: { id: beach }, body: { nickname: 'Old copy' }, as: 'admin', ...version(before) },
      409,
    );
    expect(stale.text).toContain(DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
    expect((await stored('locations', beach))!.nickname).toBe('The Beach');
  });

  it('refuses bad input in plain English', async () => {
    const doc = (await stored('locations', beach))!;
    const cases: [unknown, string][] = [
      [{ nickname: '   ' }, 'Display name must not be blank.'],
      [{ nickname: 'x'.repeat(101) }, 'Display name must be at most 100 characters long.'],
      [{ nickname: 'Ok', visibility: 'secret' }, 'Visibility must be one of'],
      [{ nickname: 'Ok', owner: 'someone' }, 'Unknown field: owner.'],
      [{}, 'Display name is required.'],
    ];
    for (const [payload, message] of cases) {
      const reply = await api.op(
        'updateAdminLocation',
        { path: { id: beach }, invalidBody: payload, as: 'admin', ...version(doc) },
        400,
      );
      expect(reply.text).toContain(message);
    }
    expect(await stored('locations', beach)).toEqual(doc);
  });

  it('refuses without a session, members, staff without admin_write_entities, and an unknown record', async () => {
    const doc = (await stored('locations', beach))!;
    const input = { path: { id: beach }, body: { nickname: 'Nope' }, ...version(doc) };
    await api.op('updateAdminLocation', { ...input, as: null }, 401);
    await api.op('updateAdminLocation', { ...input, as: 'member' }, 403);
    await api.op('updateAdminLocation', { ...input, as: bareAdmin }, 403);
    const missing = await api.op(
      'updateAdminLocation',
      { ...input, path: { id: 'no-such' }, as: 'admin' },
      404,
    );
    expect(missing.text).toContain(RECORD_MESSAGES.recordNotFound);
    expect(await stored('locations', beach)).toEqual(doc);
  });
});

describe('getAdminDeleteCascade and deleteAdminLocation', () => {
  it('tells what goes with a location, then deletes it with its styles, agents settings and sessions', async () => {
    const doc = (await stored('locations', beach))!;
    await api.app.db.query(
      `INSERT INTO mvbot_location_contexts (location_uri, domain_id, settings) VALUES ($1, $2, '{}'::jsonb)`,
      [doc.path, domainId('demo-free')],
    );
    const sessions = await count('domain_sessions WHERE location_id = $1', [beach]);
    const cascade = await api.op(
      'getAdminDeleteCascade',
      { path: { collection: 'locations', id: beach }, as: bareAdmin },
      200,
    );
    expect(cascade.json.items).toEqual([
      { what: 'styles', count: 1 },
      { what: 'AI agents settings', count: 1 },
      ...(sessions > 0 ? [{ what: 'player sessions (domain stats)', count: sessions }] : []),
    ]);
    await api.op('deleteAdminLocation', { path: { id: beach }, as: bareAdmin, ...version(doc) }, 403);
    const reply = await api.op(
      'deleteAdminLocation',
      { path: { id: beach }, as: 'admin', ...version(doc) },
      200,
    );
    expect(reply.json).toEqual(doc);
    expect(await stored('locations', beach)).toBeUndefined();
    expect(await count('target_styles WHERE target_id = $1', [beach])).toBe(0);
    expect(await count('mvbot_location_contexts WHERE location_uri = $1', [doc.path])).toBe(0);
    expect(await count('domain_sessions WHERE location_id = $1', [beach])).toBe(0);
    expect(await audited('locations', beach)).toMatchObject({ action: 'record.delete', before: doc });
    await api.op('getAdminDeleteCascade', { path: { collection: 'locations', id: beach }, as: 'admin' }, 404);
  });

  it("refuses a metaverse's home and map as its owner is refused, and keeps them", async () => {
    for (const name of ['home', 'map']) {
      const id = stableId('location', `demo-free/${name}`);
      const doc = (await stored('locations', id))!;
      const reply = await api.op('deleteAdminLocation', { path: { id }, as: 'admin', ...version(doc) }, 400);
      expect(reply.text).toContain(ENTITY_TEXTS.reservedLocation);
      expect(await stored('locations', id)).toEqual(doc);
    }
  });

  it('answers an empty cascade for a record nothing depends on, and refuses an unknown collection', async () => {
    const { rows } = await api.app.db.query<{ id: string }>('SELECT id FROM files ORDER BY id LIMIT 1');
    const reply = await api.op(
      'getAdminDeleteCascade',
      { path: { collection: 'files', id: rows[0].id }, as: 'admin' },
      200,
    );
    expect(reply.json).toEqual({ items: [] });
    await api.op(
      'getAdminDeleteCascade',
      { invalidPath: { collection: 'ledgers', id: rows[0].id }, as: 'admin' },
      400,
    );
    await api.op(
      'getAdminDeleteCascade',
      { path: { collection: 'files', id: rows[0].id }, as: 'member' },
      403,
    );
    await api.op('getAdminDeleteCascade', { path: { collection: 'files', id: rows[0].id }, as: null }, 401);
  });
});

describe('plots, files and events', () => {
  async function first(collection: string): Promise<Doc> {
    const { rows } = await api.app.db.query<{ doc: Doc }>(
      `SELECT doc FROM "${collection}" ORDER BY id LIMIT 1`,
    );
    return rows[0].doc;
  }

  it('edits and deletes a plot, keeping its place in the building world', async () => {
    const plot = await first('plots');
    const edited = (
      await api.op(
        'updateAdminPlot',
        { path: { id: plot.id }, body: { nickname: 'Corner plot' }, as: 'admin', ...version(plot) },
        200,
      )
    ).json as Doc;
    expect(edited).toMatchObject({ nickname: 'Corner plot', cellx: plot.cellx, buildingid: plot.buildingid });
    await api.op('deleteAdminPlot', { path: { id: plot.id }, as: 'admin', ...version(plot) }, 409);
    await api.op('deleteAdminPlot', { path: { id: plot.id }, as: 'admin', ...version(edited) }, 200);
    expect(await stored('plots', plot.id)).toBeUndefined();
  });

  it('renames and deletes a file; a name with a slash is refused', async () => {
    const file = await first('files');
    const bad = await api.op(
      'updateAdminFile',
      { path: { id: file.id }, invalidBody: { name: 'a/b.txt' }, as: 'admin', ...version(file) },
      400,
    );
    expect(bad.text).toContain('File name must not be blank or contain a slash.');
    const renamed = (
      await api.op(
        'updateAdminFile',
        { path: { id: file.id }, body: { name: 'renamed.txt' }, as: 'admin', ...version(file) },
        200,
      )
    ).json as Doc;
    expect(renamed).toMatchObject({
      name: 'renamed.txt',
      blob: file.blob,
      size: file.size,
      owner: file.owner,
    });
    await api.op('deleteAdminFile', { path: { id: file.id }, as: 'admin', ...version(renamed) }, 200);
    expect(await stored('files', file.id)).toBeUndefined();
  });

  it('deletes an event with its styles', async () => {
    const event = await first('events');
    await api.app.db.query(
      `INSERT INTO target_styles (domain_id, target_type, target_id, release) VALUES ($1, 'events', $2, 'dev')`,
      [event.domain, event.id],
    );
    const cascade = await api.op(
      'getAdminDeleteCascade',
      { path: { collection: 'events', id: event.id }, as: 'admin' },
      200,
    );
    expect(cascade.json.items).toEqual([{ what: 'styles', count: 1 }]);
    await api.op('deleteAdminEvent', { path: { id: event.id }, as: 'member', ...version(event) }, 403);
    await api.op('deleteAdminEvent', { path: { id: event.id }, as: 'admin', ...version(event) }, 200);
    expect(await stored('events', event.id)).toBeUndefined();
    expect(await count('target_styles WHERE target_id = $1', [event.id])).toBe(0);
  });

  it('every write operation needs the version read', async () => {
    const plot = await first('plots');
    const ops: [OperationId, Record<string, unknown> | undefined][] = [
      ['updateAdminPlot', { nickname: 'x' }],
      ['deleteAdminPlot', undefined],
    ];
    for (const [operationId, body] of ops) {
      const reply = await api.op(
        operationId,
        { path: { id: plot.id }, ...(body && { invalidBody: body }), as: 'admin' },
        400,
      );
      expect(reply.text).toMatch(/if-match/i);
    }
  });
});
