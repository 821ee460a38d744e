import { beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { DOCUMENT_WRITE_MESSAGES } from '../../routes/admin/records/documents-write.ts';
import { stableId } from '../../seed/random.ts';
import { bareAdministrator } from './admin-records-helpers.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['admin', 'member'] });
/** Staff without any specific admin permission. */
let bareAdmin: Session;

beforeAll(async () => {
  bareAdmin = await bareAdministrator(api);
});

type Who = 'admin' | 'member' | Session | null;
const ifMatch = (version: unknown) =>
  version === undefined ? {} : { headers: { 'if-match': String(version) } };
const create = (as: Who, body: unknown, status: number) =>
  api.op('createAdminStringmatch', { invalidBody: body, as }, status);
const updateMatch = (as: Who, id: string, body: unknown, version: unknown, status: number) =>
  api.op('updateAdminStringmatch', { path: { id }, invalidBody: body, as, ...ifMatch(version) }, status);
const updateEvent = (id: string, body: unknown, version: unknown, status: number) =>
  api.op('updateAdminEvent', { path: { id }, invalidBody: body, as: 'admin', ...ifMatch(version) }, status);

async function stored(collection: string, id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await api.app.db.query<{ doc: Record<string, unknown> }>(
    `SELECT doc FROM "${collection}" WHERE id = $1`,
    [id],
  );
  return rows[0]?.doc;
}

async function firstEventId(offset: number): Promise<string> {
  const { rows } = await api.app.db.query<{ id: string }>(
    'SELECT id FROM events ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return rows[0].id;
}

const match = { input: 'the beech 99', output: 'the beach 99', score: 0.75, uses: 3 };

describe('createAdminStringmatch', () => {
  it('stores a new record with its id and stamps, audited', async () => {
    const created = (await create('admin', match, 200)).json as Record<string, unknown> & { id: string };
    expect(created).toMatchObject(match);
    expect(typeof created.timestamp).toBe('string');
    expect(created.created).toBe(created.timestamp);
    expect(await stored('stringmatches', created.id)).toEqual(created);
    const [entry] = await createAuditRepository(api.app.db).ofRecord('stringmatches', created.id);
    expect(entry).toMatchObject({ action: 'record.create', actor: api.as.admin.id, after: created });
    // The list's trigger-maintained total counts it.
    const page = await api.op(
      'listAdminCollection',
      { path: { collection: 'stringmatches' }, query: { count: 1 }, as: 'admin' },
      200,
    );
    const { rows } = await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stringmatches');
    expect(page.json.total).toBe(rows[0].n);
  });

  it('refuses bad input in plain English', async () => {
    const cases: [unknown, string][] = [
      [{ ...match, input: 'x'.repeat(201) }, 'Heard text must be at most 200 characters long.'],
      [{ ...match, colour: 'red' }, 'Unknown field: colour.'],
      [{ ...match, score: 2 }, 'Score must be a number from 0 to 1.'],
      [{ ...match, uses: 1.5 }, 'Uses must be a whole number.'],
      [{ input: 'a', output: 'b', score: 0.5 }, 'Uses is required.'],
      [{ ...match, output: '' }, 'Corrected text must not be empty.'],
      [{ ...match, input: ' \t ' }, 'Heard text must not be blank.'],
      [{ ...match, output: '   ' }, 'Corrected text must not be blank.'],
    ];
    for (const [payload, message] of cases) {
      expect((await create('admin', payload, 400)).text).toBe(message);
    }
  });

  it('needs a session and staff with admin_write_entities', async () => {
    await create(null, match, 401);
    expect((await create('member', match, 403)).text).toBe('Invalid Permission');
    expect((await create(bareAdmin, match, 403)).text).toBe('Invalid Permission');
  });
});

describe('updateAdminStringmatch', () => {
  const id = stableId('stringmatch', 1);

  it('replaces the writable fields with the version read, audits the changed fields, then refuses the old version', async () => {
    const before = (await stored('stringmatches', id))!;
    const next = { input: before.input, output: 'the gallery, corrected', score: 0.5, uses: 7 };
    const after = (await updateMatch('admin', id, next, before.timestamp, 200)).json as Record<
      string,
      unknown
    >;
    expect(after).toMatchObject({ ...next, id, created: before.created });
    expect(after.timestamp).not.toBe(before.timestamp);
    expect(await stored('stringmatches', id)).toEqual(after);
    const [entry] = await createAuditRepository(api.app.db).ofRecord('stringmatches', id);
    expect(entry).toMatchObject({
      action: 'record.update',
      actor: api.as.admin.id,
      before: { output: before.output, score: before.score, uses: before.uses },
      after: { output: next.output, score: 0.5, uses: 7 },
    });

    const stale = await updateMatch('admin', id, next, before.timestamp, 409);
    expect(stale.text).toBe(DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
    expect(stale.text).toContain('changed by someone else');
    expect(await stored('stringmatches', id)).toEqual(after);
  });

  it('refuses bad input, a missing version and unknown records', async () => {
    const current = (await stored('stringmatches', id))!;
    const long = await updateMatch(
      'admin',
      id,
      { ...match, output: 'y'.repeat(201) },
      current.timestamp,
      400,
    );
    expect(long.text).toBe('Corrected text must be at most 200 characters long.');
    const unknown = await updateMatch('admin', id, { ...match, id: 'other' }, current.timestamp, 400);
    expect(unknown.text).toBe('Unknown field: id.');
    const noVersion = await updateMatch('admin', id, match, undefined, 400);
    expect(noVersion.text).toBe('The "if-match" header is required.');
    const missing = await updateMatch('admin', 'no-such-id', match, current.timestamp, 404);
    expect(missing.text).toBe('Record not found');
    expect(await stored('stringmatches', id)).toEqual(current);
  });

  it('needs a session and staff with admin_write_entities', async () => {
    const current = (await stored('stringmatches', id))!;
    await updateMatch(null, id, match, current.timestamp, 401);
    await updateMatch('member', id, match, current.timestamp, 403);
    const bare = await updateMatch(bareAdmin, id, match, current.timestamp, 403);
    expect(bare.text).toBe('Invalid Permission');
    expect(await stored('stringmatches', id)).toEqual(current);
  });
});

describe('updateAdminEvent', () => {
  it('replaces the writable fields, keeps the others and removes an absent optional one', async () => {
    const id = await firstEventId(0);
    await api.app.db.query(
      `UPDATE events SET doc = doc || '{"oculussubmission": "accepted"}' WHERE id = $1`,
      [id],
    );
    const before = (await stored('events', id))!;
    const next = {
      nickname: 'Renamed event',
      startdate: '2030-01-02T10:00:00.000Z',
      enddate: '2030-01-02T12:30:00.000Z',
      published: true,
    };
    const after = (await updateEvent(id, next, before.timestamp, 200)).json as Record<string, unknown>;
    expect(after).toMatchObject({ ...next, name: before.name, domain: before.domain, owner: before.owner });
    expect(after).not.toHaveProperty('oculussubmission');
    const [entry] = await createAuditRepository(api.app.db).ofRecord('events', id);
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
        'Headset store submission must be one of: Submitted, Accepted, Refused.',
      ],
      [{ ...base, startdate: 'tomorrow' }, 'Starts must be a date and time.'],
      [{ ...base, nickname: 'n'.repeat(101) }, 'Display name must be at most 100 characters long.'],
    ];
    for (const [payload, message] of cases) {
      expect((await updateEvent(id, payload, before.timestamp, 400)).text).toBe(message);
    }
    expect(await stored('events', id)).toEqual(before);
  });
});
