import { beforeAll, describe, expect, it } from 'vitest';
import { apiTest, type OperationId, type OpReply } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'member'] });
/** An administrator holding none of the specific permissions. */
let bareAdmin: Session;

beforeAll(async () => {
  bareAdmin = await api.signup();
  await api.app.db.query(
    `UPDATE users SET doc = jsonb_set(doc, '{permissions}', '["administrator"]') WHERE id = $1`,
    [bareAdmin.id],
  );
});

async function auditCount(action: string, targetId: string): Promise<number> {
  const { rows } = await api.app.db.query<{ n: number }>(
    'SELECT count(*) AS n FROM audit_log WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );
  return Number(rows[0].n);
}

type Caller = 'member' | Session | null;

/** Every operation refuses anonymous callers (401), non-staff (403) and, where given, a bare administrator. */
async function expectRefusals<K extends OperationId>(
  call: (as: Caller, status: number) => Promise<OpReply<K>>,
  needsSpecific: boolean,
) {
  await call(null, 401);
  expect((await call('member', 403)).text).toBe('Invalid Permission');
  if (needsSpecific) expect((await call(bareAdmin, 403)).text).toBe('Invalid Permission');
}

interface Storefront {
  id: string;
  nickname: string;
  approval: string;
  approvalmessage?: string;
  domainuri?: string;
}

const pendingStorefronts = async () =>
  (await api.op('listPendingApprovals', { as: 'admin' }, 200)).json.documents as Storefront[];

describe('storefront approvals', () => {
  it('lists the pending storefront and joke locations, oldest first', async () => {
    const documents = await pendingStorefronts();
    expect(documents.map((d) => d.nickname).sort()).toEqual(
      ['Corner Shop', 'Gadget Store', 'Joke Booth', 'Record Store'].sort(),
    );
    expect(documents.every((d) => d.approval === 'pending' && d.domainuri)).toBe(true);
    await api.op('listPendingApprovals', { as: 'superuser' }, 200);
  });

  it('needs admin_approvals', async () => {
    await expectRefusals((as, status) => api.op('listPendingApprovals', { as }, status), true);
  });

  it('approves one: it leaves the queue, the decision is audited, a second decision is refused', async () => {
    const [first] = await pendingStorefronts();
    const path = { id: first.id };
    await expectRefusals((as, status) => api.op('approveStorefront', { path, as }, status), true);
    const response = await api.op('approveStorefront', { path, as: 'admin' }, 200);
    expect((response.json as Storefront).approval).toBe('approved');
    const after = await pendingStorefronts();
    expect(after.map((d) => d.id)).not.toContain(first.id);
    expect(await auditCount('storefront.approve', first.id)).toBe(1);
    const again = await api.op('approveStorefront', { path, as: 'admin' }, 400);
    expect(again.text).toBe('This storefront is not waiting for approval');
  });

  it('rejects one with a message for its owner', async () => {
    const [first] = await pendingStorefronts();
    const path = { id: first.id };
    await expectRefusals(
      (as, status) => api.op('rejectStorefront', { path, body: { message: 'no' }, as }, status),
      true,
    );
    for (const invalidBody of [{}, { message: 'x', extra: 1 }, { message: 7 }]) {
      await api.op('rejectStorefront', { path, invalidBody, as: 'admin' }, 400);
    }
    const response = await api.op(
      'rejectStorefront',
      { path, body: { message: ' Please add a shop sign. ' }, as: 'admin' },
      200,
    );
    expect(response.json).toMatchObject({
      approval: 'unapproved',
      approvalmessage: 'Please add a shop sign.',
    });
    const { rows } = await api.app.db.query<{ after: { approvalmessage: string } }>(
      `SELECT after FROM audit_log WHERE action = 'storefront.reject' AND target_id = $1`,
      [first.id],
    );
    expect(rows[0].after.approvalmessage).toBe('Please add a shop sign.');
  });

  it('does not know ids that are not storefronts', async () => {
    const unknown = await api.op('approveStorefront', { path: { id: 'nope' }, as: 'superuser' }, 404);
    expect(unknown.text).toBe('Storefront not found');
    const { rows } = await api.app.db.query<{ id: string }>(
      `SELECT id FROM locations WHERE doc->>'template' IS NULL LIMIT 1`,
    );
    await api.op('approveStorefront', { path: { id: rows[0].id }, as: 'admin' }, 404);
  });
});

interface PendingAdvert {
  _id: string;
  name: string;
  iconurl: string;
  pendingimpressions: number;
  raw: { approved: boolean };
}

describe('advert approvals', () => {
  const pending = async () =>
    (await api.op('listPendingAdverts', { as: 'admin' }, 200)).json.documents as PendingAdvert[];

  it('lists adverts waiting for approval with their image', async () => {
    const documents = await pending();
    expect(documents.map((d) => d.name)).toEqual(['Summer Sale', 'Neon Nights', 'Coffee Corner']);
    expect(documents[0].pendingimpressions).toBe(5000);
    const image = await api.inject(null, { method: 'GET', url: documents[0].iconurl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await expectRefusals((as, status) => api.op('listPendingAdverts', { as }, status), true);
  });

  it('approves: the ordered impressions go live', async () => {
    const [first] = await pending();
    const path = { id: first._id };
    await expectRefusals((as, status) => api.op('approveAdvert', { path, as }, status), true);
    const response = await api.op('approveAdvert', { path, as: 'admin' }, 200);
    expect(response.json).toMatchObject({
      approved: true,
      pendingimpressions: 0,
      totalimpressions: 5000,
      remainingimpressions: 5000,
    });
    expect((await pending()).map((d) => d._id)).not.toContain(first._id);
    expect(await auditCount('advert.approve', first._id)).toBe(1);
    await api.op('approveAdvert', { path, as: 'admin' }, 400);
  });

  it('rejects only with a reason; the order is dropped', async () => {
    const [first] = await pending();
    const path = { id: first._id };
    await expectRefusals(
      (as, status) => api.op('rejectAdvert', { path, body: { rejectionreason: 'x' }, as }, status),
      true,
    );
    await api.op('rejectAdvert', { path, invalidBody: {}, as: 'admin' }, 400);
    const blank = await api.op('rejectAdvert', { path, body: { rejectionreason: '   ' }, as: 'admin' }, 400);
    expect(blank.text).toBe('A reason is required to reject an advert');
    const response = await api.op(
      'rejectAdvert',
      { path, body: { rejectionreason: 'Text is unreadable' }, as: 'admin' },
      200,
    );
    expect(response.json).toMatchObject({
      approved: false,
      rejectionreason: 'Text is unreadable',
      pendingimpressions: 0,
    });
    expect((await pending()).map((d) => d._id)).not.toContain(first._id);
    expect(await auditCount('advert.reject', first._id)).toBe(1);
    const unknown = await api.op(
      'rejectAdvert',
      { path: { id: 'nope' }, body: { rejectionreason: 'x' }, as: 'admin' },
      404,
    );
    expect(unknown.text).toBe('Advert not found');
  });
});

interface Featured {
  featured: string[];
  items: { id: string; type: string; name: string; uri: string; ownernickname?: string }[];
}

describe('featured', () => {
  const featured = async (as: 'admin' | 'superuser') =>
    (await api.op('getFeatured', { as }, 200)).json as Featured;

  it('gives the ordered list with each entry', async () => {
    const body = await featured('admin');
    expect(body.items.map((i) => i.id)).toEqual(body.featured);
    expect(body.items[0]).toMatchObject({ type: 'domain', uri: 'demo-premium', ownernickname: 'Demo Owner' });
    expect(new Set(body.items.map((i) => i.type))).toEqual(new Set(['domain', 'location', 'event']));
    await expectRefusals((as, status) => api.op('getFeatured', { as }, status), false);
  });

  it('looks entries up by id, uri or path', async () => {
    const lookup = (text: string, status: number) =>
      api.op('lookupFeaturedItem', { query: { text }, as: 'admin' }, status);
    const byUri = await lookup('demo-free', 200);
    expect(byUri.json).toMatchObject({ type: 'domain', uri: 'demo-free' });
    const byPath = await lookup('demo-free/locations/beach', 200);
    expect(byPath.json).toMatchObject({ type: 'location', name: 'beach' });
    const byId = await lookup((byPath.json as { id: string }).id, 200);
    expect(byId.json).toMatchObject({ type: 'location' });
    await lookup('no-such-thing', 404);
    await api.op('lookupFeaturedItem', { invalidQuery: {}, as: 'admin' }, 400);
    await expectRefusals(
      (as, status) => api.op('lookupFeaturedItem', { query: { text: 'demo-free' }, as }, status),
      false,
    );
  });

  it('saves a new order, checking ids (admin_write_entities) and auditing', async () => {
    const current = (await featured('admin')).featured;
    const reordered = [...current].reverse();
    await expectRefusals(
      (as, status) => api.op('setFeatured', { body: { featured: reordered }, as }, status),
      true,
    );
    const duplicate = await api.op(
      'setFeatured',
      { body: { featured: [current[0], current[0]] }, as: 'admin' },
      400,
    );
    expect(duplicate.text).toBe(`Listed twice: ${current[0]}`);
    const unknown = await api.op(
      'setFeatured',
      { body: { featured: [current[0], 'ghost'] }, as: 'admin' },
      400,
    );
    expect(unknown.text).toBe('Not found: ghost');
    await api.op('setFeatured', { invalidBody: { featured: 'x' }, as: 'admin' }, 400);
    await api.op('setFeatured', { invalidBody: { featured: [1] }, as: 'admin' }, 400);
    const saved = await api.op('setFeatured', { body: { featured: reordered }, as: 'admin' }, 200);
    expect((saved.json as Featured).featured).toEqual(reordered);
    expect((await featured('superuser')).featured).toEqual(reordered);
    const { rows } = await api.app.db.query<{
      before: { featured: string[] };
      after: { featured: string[] };
    }>(`SELECT before, after FROM audit_log WHERE action = 'featured.save' ORDER BY ts DESC LIMIT 1`);
    expect(rows[0]).toEqual({ before: { featured: current }, after: { featured: reordered } });
  });
});

describe('build numbers', () => {
  it('reads and saves whole numbers (admin_build), audited', async () => {
    const response = await api.op('getBuildConfig', { as: 'admin' }, 200);
    expect(response.json).toEqual({ warnbuildnumber: 1210, failbuildnumber: 1200 });
    await expectRefusals((as, status) => api.op('getBuildConfig', { as }, status), true);
    const body = { warnbuildnumber: 1300, failbuildnumber: 1250 };
    await expectRefusals((as, status) => api.op('setBuildConfig', { body, as }, status), true);
    await api.op('setBuildConfig', { body, as: 'admin' }, 200);
    expect((await api.op('getBuildConfig', { as: 'superuser' }, 200)).json).toEqual(body);
    const { rows } = await api.app.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'build.save'`,
    );
    expect(rows).toEqual([{ before: { warnbuildnumber: 1210, failbuildnumber: 1200 }, after: body }]);
  });

  it('refuses fractions, text, negatives, missing fields and a fail number above the warn number', async () => {
    for (const invalidBody of [
      { warnbuildnumber: 1.5, failbuildnumber: 1 },
      { warnbuildnumber: '12', failbuildnumber: 1 },
      { warnbuildnumber: -1, failbuildnumber: 0 },
      { warnbuildnumber: 5 },
      { warnbuildnumber: 5, failbuildnumber: 1, other: 2 },
    ]) {
      await api.op('setBuildConfig', { invalidBody, as: 'admin' }, 400);
    }
    const order = await api.op(
      'setBuildConfig',
      { body: { warnbuildnumber: 5, failbuildnumber: 6 }, as: 'admin' },
      400,
    );
    expect(order.text).toBe('The error build number cannot be above the warn build number');
  });
});

describe('marketing emails', () => {
  it('lists users who agreed to updates (admin_read_entities) and audits the export', async () => {
    const response = await api.op('listMarketingEmails', { as: 'admin' }, 200);
    const documents = (response.json as { documents: { email: string; nickname: string }[] }).documents;
    expect(documents.map((d) => d.email)).toContain('member@demo.test');
    expect(documents.map((d) => d.email)).not.toContain('admin@demo.test');
    expect(documents.map((d) => d.nickname)).toContain('-=Sniper=-');
    const { rows } = await api.app.db.query<{ after: { count: number } }>(
      `SELECT after FROM audit_log WHERE action = 'marketingemails.export' AND actor_id = $1`,
      [api.as.admin.id],
    );
    expect(rows[0].after.count).toBe(documents.length);
    await expectRefusals((as, status) => api.op('listMarketingEmails', { as }, status), true);
  });
});

describe('headset-platform events, counts and escrows', () => {
  it('lists headset events with their linked platform events', async () => {
    const response = await api.op('listOculusEvents', { as: 'admin' }, 200);
    const documents = (response.json as { documents: { title: string; event_entities: unknown[] }[] })
      .documents;
    // Four demo headset events (three linked) and three matching submitted demo events, not linked yet.
    expect(documents).toHaveLength(7);
    expect(documents.flatMap((d) => d.event_entities)).toHaveLength(3);
    await expectRefusals((as, status) => api.op('listOculusEvents', { as }, status), false);
  });

  it('counts every collection', async () => {
    const response = await api.op('getCollectionCounts', { as: 'admin' }, 200);
    const counts = (response.json as { counts: { collection: string; count: number }[] }).counts;
    expect(counts).toHaveLength(10);
    const { rows } = await api.app.db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(counts.find((c) => c.collection === 'users')?.count).toBe(Number(rows[0].n));
    await expectRefusals((as, status) => api.op('getCollectionCounts', { as }, status), false);
  });

  it('pages open and archived escrows separately, newest first', async () => {
    await api.app.db.query(
      `INSERT INTO escrows (id, user_id, receiver_id, ts, amount, itemname, archived)
       VALUES ('test-open-escrow', $1, $2, now() + interval '1 day', 777, 'Test slot', false)`,
      [api.as.member.id, api.as.admin.id],
    );
    const open = await api.op('listEscrows', { query: { count: 1 }, as: 'admin' }, 200);
    expect(open.json).toMatchObject({
      documents: [
        {
          escrowid: 'test-open-escrow',
          amount: 777,
          usernickname: 'Demo Member',
          receivername: 'Demo Admin',
          archived: false,
        },
      ],
    });
    type Page = { total: number; documents: { archived: boolean; timestamp: string }[] };
    const archived = await api.op('listEscrows', { query: { archived: true, count: 5 }, as: 'admin' }, 200);
    const page = archived.json as Page;
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.documents).toHaveLength(5);
    expect(page.documents.every((d) => d.archived)).toBe(true);
    const stamps = page.documents.map((d) => d.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const next = (
      await api.op('listEscrows', { query: { archived: true, first: 5, count: 5 }, as: 'admin' }, 200)
    ).json as Page;
    expect(next.documents[0].timestamp < stamps[4]).toBe(true);
    await api.op('listEscrows', { invalidQuery: { count: '0' }, as: 'admin' }, 400);
    await api.op('listEscrows', { invalidQuery: { archived: 'maybe' }, as: 'admin' }, 400);
    await expectRefusals((as, status) => api.op('listEscrows', { as }, status), false);
  });
});
