import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { DOCUMENT_WRITE_MESSAGES } from '../../routes/admin/records/documents-write.ts';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { stableId } from '../../seed/random.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let member: Session;
/** Staff without any specific admin permission. */
let bareAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all(['admin', 'member'].map((role) => login(t.app, `${role}@demo.test`)));
  // The developer account becomes staff with nothing else (an administrator lacking admin_write_entities).
  await t.app.db.query(
    `UPDATE users SET doc = jsonb_set(doc, '{permissions}', '["administrator"]') WHERE id = $1`,
    [demoUserId('developer@demo.test')],
  );
  bareAdmin = await login(t.app, 'developer@demo.test');
});

afterAll(async () => {
  await t?.close();
});

type Method = 'POST' | 'PUT';
const call = (session: Session | null, method: Method, url: string, payload: unknown, version?: unknown) =>
  asUser(t.app, session, {
    method,
    url,
    payload: payload as object,
    ...(version !== undefined && { headers: { 'if-match': String(version) } }),
  });

async function stored(collection: string, id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await t.app.db.query<{ doc: Record<string, unknown> }>(
    `SELECT doc FROM "${collection}" WHERE id = $1`,
    [id],
  );
  return rows[0]?.doc;
}

async function firstEventId(offset: number): Promise<string> {
  const { rows } = await t.app.db.query<{ id: string }>(
    'SELECT id FROM events ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return rows[0].id;
}

const match = { input: 'the beech 99', output: 'the beach 99', score: 0.75, uses: 3 };

describe('createAdminStringmatch', () => {
  it('stores a new record with its id and stamps, audited', async () => {
    const response = await call(admin, 'POST', '/v2/admin/stringmatches', match);
    expectMatchesSchema(response, 'createAdminStringmatch', 200);
    const created = response.json<Record<string, unknown> & { id: string }>();
    expect(created).toMatchObject(match);
    expect(typeof created.timestamp).toBe('string');
    expect(created.created).toBe(created.timestamp);
    expect(await stored('stringmatches', created.id)).toEqual(created);
    const [entry] = await createAuditRepository(t.app.db).ofRecord('stringmatches', created.id);
    expect(entry).toMatchObject({ action: 'record.create', actor: admin.id, after: created });
    // The list's trigger-maintained total counts it.
    const page = await asUser(t.app, admin, { method: 'GET', url: '/v2/admin/stringmatches?count=1' });
    const { rows } = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stringmatches');
    expect(page.json().total).toBe(rows[0].n);
  });

  it('refuses bad input in plain English', async () => {
    const cases: [unknown, string][] = [
      [{ ...match, input: 'x'.repeat(201) }, '"input" must be at most 200 characters long'],
      [{ ...match, colour: 'red' }, 'Unknown field "colour"'],
      [{ ...match, score: 2 }, '"score" must be at most 1'],
      [{ ...match, uses: 1.5 }, '"uses" must be a whole number'],
      [{ input: 'a', output: 'b', score: 0.5 }, '"uses" is required'],
      [{ ...match, output: '' }, '"output" must not be empty'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(admin, 'POST', '/v2/admin/stringmatches', payload);
      expectMatchesSchema(response, 'createAdminStringmatch', 400);
      expect(response.body).toBe(message);
    }
  });

  it('needs a session and staff with admin_write_entities', async () => {
    expectMatchesSchema(
      await call(null, 'POST', '/v2/admin/stringmatches', match),
      'createAdminStringmatch',
      401,
    );
    const plain = await call(member, 'POST', '/v2/admin/stringmatches', match);
    expectMatchesSchema(plain, 'createAdminStringmatch', 403);
    expect(plain.body).toBe('Invalid Permission');
    const bare = await call(bareAdmin, 'POST', '/v2/admin/stringmatches', match);
    expectMatchesSchema(bare, 'createAdminStringmatch', 403);
    expect(bare.body).toBe('Invalid Permission');
  });
});

describe('updateAdminStringmatch', () => {
  const id = stableId('stringmatch', 1);

  it('replaces the writable fields with the version read, audits the changed fields, then refuses the old version', async () => {
    const before = (await stored('stringmatches', id))!;
    const next = { input: before.input, output: 'the gallery, corrected', score: 0.5, uses: 7 };
    const response = await call(admin, 'PUT', `/v2/admin/stringmatches/${id}`, next, before.timestamp);
    expectMatchesSchema(response, 'updateAdminStringmatch', 200);
    const after = response.json<Record<string, unknown>>();
    expect(after).toMatchObject({ ...next, id, created: before.created });
    expect(after.timestamp).not.toBe(before.timestamp);
    expect(await stored('stringmatches', id)).toEqual(after);
    const [entry] = await createAuditRepository(t.app.db).ofRecord('stringmatches', id);
    expect(entry).toMatchObject({
      action: 'record.update',
      actor: admin.id,
      before: { output: before.output, score: before.score, uses: before.uses },
      after: { output: next.output, score: 0.5, uses: 7 },
    });

    const stale = await call(admin, 'PUT', `/v2/admin/stringmatches/${id}`, next, before.timestamp);
    expectMatchesSchema(stale, 'updateAdminStringmatch', 409);
    expect(stale.body).toBe(DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
    expect(stale.body).toContain('changed by someone else');
    expect(await stored('stringmatches', id)).toEqual(after);
  });

  it('refuses bad input, a missing version and unknown records', async () => {
    const current = (await stored('stringmatches', id))!;
    const url = `/v2/admin/stringmatches/${id}`;
    const long = await call(admin, 'PUT', url, { ...match, output: 'y'.repeat(201) }, current.timestamp);
    expectMatchesSchema(long, 'updateAdminStringmatch', 400);
    expect(long.body).toBe('"output" must be at most 200 characters long');
    const unknown = await call(admin, 'PUT', url, { ...match, id: 'other' }, current.timestamp);
    expectMatchesSchema(unknown, 'updateAdminStringmatch', 400);
    expect(unknown.body).toBe('Unknown field "id"');
    const noVersion = await call(admin, 'PUT', url, match);
    expectMatchesSchema(noVersion, 'updateAdminStringmatch', 400);
    expect(noVersion.body).toBe('The "if-match" header is required');
    const missing = await call(admin, 'PUT', '/v2/admin/stringmatches/no-such-id', match, current.timestamp);
    expectMatchesSchema(missing, 'updateAdminStringmatch', 404);
    expect(missing.body).toBe('Record not found');
    expect(await stored('stringmatches', id)).toEqual(current);
  });

  it('needs a session and staff with admin_write_entities', async () => {
    const current = (await stored('stringmatches', id))!;
    const url = `/v2/admin/stringmatches/${id}`;
    expectMatchesSchema(
      await call(null, 'PUT', url, match, current.timestamp),
      'updateAdminStringmatch',
      401,
    );
    const plain = await call(member, 'PUT', url, match, current.timestamp);
    expectMatchesSchema(plain, 'updateAdminStringmatch', 403);
    const bare = await call(bareAdmin, 'PUT', url, match, current.timestamp);
    expectMatchesSchema(bare, 'updateAdminStringmatch', 403);
    expect(bare.body).toBe('Invalid Permission');
    expect(await stored('stringmatches', id)).toEqual(current);
  });
});

describe('updateAdminEvent', () => {
  it('replaces the writable fields, keeps the others and removes an absent optional one', async () => {
    const id = await firstEventId(0);
    await t.app.db.query(`UPDATE events SET doc = doc || '{"oculussubmission": "accepted"}' WHERE id = $1`, [
      id,
    ]);
    const before = (await stored('events', id))!;
    const next = {
      nickname: 'Renamed event',
      startdate: '2030-01-02T10:00:00.000Z',
      enddate: '2030-01-02T12:30:00.000Z',
      published: true,
    };
    const response = await call(admin, 'PUT', `/v2/admin/events/${id}`, next, before.timestamp);
    expectMatchesSchema(response, 'updateAdminEvent', 200);
    const after = response.json<Record<string, unknown>>();
    expect(after).toMatchObject({ ...next, name: before.name, domain: before.domain, owner: before.owner });
    expect(after).not.toHaveProperty('oculussubmission');
    const [entry] = await createAuditRepository(t.app.db).ofRecord('events', id);
    expect(entry.action).toBe('record.update');
    expect(entry.before).toMatchObject({ oculussubmission: 'accepted' });
    expect(entry.after).not.toHaveProperty('oculussubmission');
  });

  it('refuses an end before the start, a wrong enum value and a bad date', async () => {
    const id = await firstEventId(1);
    const before = (await stored('events', id))!;
    const base = {
      nickname: 'Event',
      startdate: '2030-01-02T10:00:00.000Z',
      enddate: '2030-01-02T12:00:00.000Z',
      published: false,
    };
    const cases: [unknown, string][] = [
      [{ ...base, enddate: base.startdate }, 'The end must be after the start'],
      [
        { ...base, oculussubmission: 'maybe' },
        '"oculussubmission" must be one of: submitted, accepted, refused',
      ],
      [{ ...base, startdate: 'tomorrow' }, '"startdate" must be a valid date-time'],
      [{ ...base, nickname: 'n'.repeat(101) }, '"nickname" must be at most 100 characters long'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(admin, 'PUT', `/v2/admin/events/${id}`, payload, before.timestamp);
      expectMatchesSchema(response, 'updateAdminEvent', 400);
      expect(response.body).toBe(message);
    }
    expect(await stored('events', id)).toEqual(before);
  });
});
