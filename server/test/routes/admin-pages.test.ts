import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let admin: Session;
let superuser: Session;
let member: Session;
/** An administrator holding none of the specific permissions. */
let bareAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superuser, member] = await Promise.all(
    ['admin', 'superuser', 'member'].map((role) => login(t.app, `${role}@demo.test`)),
  );
  bareAdmin = await signupAndLogin(t.app);
  await t.app.db.query(
    `UPDATE users SET doc = jsonb_set(doc, '{permissions}', '["administrator"]') WHERE id = $1`,
    [bareAdmin.id],
  );
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });
const post = (session: Session | null, url: string, payload?: unknown) =>
  asUser(t.app, session, {
    method: 'POST',
    url,
    ...(payload !== undefined && {
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'text/plain' },
    }),
  });

async function auditCount(action: string, targetId: string): Promise<number> {
  const { rows } = await t.app.db.query<{ n: number }>(
    'SELECT count(*) AS n FROM audit_log WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );
  return Number(rows[0].n);
}

/** Every operation refuses anonymous callers (401), non-staff (403) and, where given, a bare administrator. */
async function expectRefusals(
  operationId: string,
  call: (session: Session | null) => ReturnType<typeof get>,
  needsSpecific: boolean,
) {
  expectMatchesSchema(await call(null), operationId, 401);
  const nonStaff = await call(member);
  expectMatchesSchema(nonStaff, operationId, 403);
  expect(nonStaff.body).toBe('Invalid Permission');
  if (needsSpecific) {
    const bare = await call(bareAdmin);
    expectMatchesSchema(bare, operationId, 403);
    expect(bare.body).toBe('Invalid Permission');
  }
}

interface Storefront {
  id: string;
  nickname: string;
  approval: string;
  approvalmessage?: string;
  domainuri?: string;
}

describe('storefront approvals', () => {
  it('lists the pending storefront and joke locations, oldest first', async () => {
    const response = await get(admin, '/v2/admin/approvals/pending');
    expectMatchesSchema(response, 'listPendingApprovals', 200);
    const documents = response.json<{ documents: Storefront[] }>().documents;
    expect(documents.map((d) => d.nickname).sort()).toEqual(
      ['Corner Shop', 'Gadget Store', 'Joke Booth', 'Record Store'].sort(),
    );
    expect(documents.every((d) => d.approval === 'pending' && d.domainuri)).toBe(true);
    expectMatchesSchema(await get(superuser, '/v2/admin/approvals/pending'), 'listPendingApprovals', 200);
  });

  it('needs admin_approvals', async () => {
    await expectRefusals('listPendingApprovals', (s) => get(s, '/v2/admin/approvals/pending'), true);
  });

  it('approves one: it leaves the queue, the decision is audited, a second decision is refused', async () => {
    const [first] = (await get(admin, '/v2/admin/approvals/pending')).json<{ documents: Storefront[] }>()
      .documents;
    await expectRefusals(
      'approveStorefront',
      (s) => post(s, `/v2/admin/approvals/${first.id}/approve`),
      true,
    );
    const response = await post(admin, `/v2/admin/approvals/${first.id}/approve`);
    expectMatchesSchema(response, 'approveStorefront', 200);
    expect(response.json<Storefront>().approval).toBe('approved');
    const after = (await get(admin, '/v2/admin/approvals/pending')).json<{ documents: Storefront[] }>()
      .documents;
    expect(after.map((d) => d.id)).not.toContain(first.id);
    expect(await auditCount('storefront.approve', first.id)).toBe(1);
    const again = await post(admin, `/v2/admin/approvals/${first.id}/approve`);
    expectMatchesSchema(again, 'approveStorefront', 400);
    expect(again.body).toBe('This storefront is not waiting for approval');
  });

  it('rejects one with a message for its owner', async () => {
    const [first] = (await get(admin, '/v2/admin/approvals/pending')).json<{ documents: Storefront[] }>()
      .documents;
    const url = `/v2/admin/approvals/${first.id}/reject`;
    await expectRefusals('rejectStorefront', (s) => post(s, url, { message: 'no' }), true);
    expectMatchesSchema(await post(admin, url, {}), 'rejectStorefront', 400);
    expectMatchesSchema(await post(admin, url, { message: 'x', extra: 1 }), 'rejectStorefront', 400);
    expectMatchesSchema(await post(admin, url, { message: 7 }), 'rejectStorefront', 400);
    const response = await post(admin, url, { message: ' Please add a shop sign. ' });
    expectMatchesSchema(response, 'rejectStorefront', 200);
    expect(response.json<Storefront>()).toMatchObject({
      approval: 'unapproved',
      approvalmessage: 'Please add a shop sign.',
    });
    const { rows } = await t.app.db.query<{ after: { approvalmessage: string } }>(
      `SELECT after FROM audit_log WHERE action = 'storefront.reject' AND target_id = $1`,
      [first.id],
    );
    expect(rows[0].after.approvalmessage).toBe('Please add a shop sign.');
  });

  it('does not know ids that are not storefronts', async () => {
    const unknown = await post(superuser, '/v2/admin/approvals/nope/approve');
    expectMatchesSchema(unknown, 'approveStorefront', 404);
    expect(unknown.body).toBe('Storefront not found');
    const { rows } = await t.app.db.query<{ id: string }>(
      `SELECT id FROM locations WHERE doc->>'template' IS NULL LIMIT 1`,
    );
    expectMatchesSchema(
      await post(admin, `/v2/admin/approvals/${rows[0].id}/approve`),
      'approveStorefront',
      404,
    );
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
    (await get(admin, '/v2/admin/adverts/pending')).json<{ documents: PendingAdvert[] }>().documents;

  it('lists adverts waiting for approval with their image', async () => {
    const response = await get(admin, '/v2/admin/adverts/pending');
    expectMatchesSchema(response, 'listPendingAdverts', 200);
    const documents = await pending();
    expect(documents.map((d) => d.name)).toEqual(['Summer Sale', 'Neon Nights', 'Coffee Corner']);
    expect(documents[0].pendingimpressions).toBe(5000);
    const image = await get(null, documents[0].iconurl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await expectRefusals('listPendingAdverts', (s) => get(s, '/v2/admin/adverts/pending'), true);
  });

  it('approves: the ordered impressions go live', async () => {
    const [first] = await pending();
    const url = `/v2/admin/adverts/${first._id}/approve`;
    await expectRefusals('approveAdvert', (s) => post(s, url), true);
    const response = await post(admin, url);
    expectMatchesSchema(response, 'approveAdvert', 200);
    expect(response.json()).toMatchObject({
      approved: true,
      pendingimpressions: 0,
      totalimpressions: 5000,
      remainingimpressions: 5000,
    });
    expect((await pending()).map((d) => d._id)).not.toContain(first._id);
    expect(await auditCount('advert.approve', first._id)).toBe(1);
    expectMatchesSchema(await post(admin, url), 'approveAdvert', 400);
  });

  it('rejects only with a reason; the order is dropped', async () => {
    const [first] = await pending();
    const url = `/v2/admin/adverts/${first._id}/reject`;
    await expectRefusals('rejectAdvert', (s) => post(s, url, { rejectionreason: 'x' }), true);
    expectMatchesSchema(await post(admin, url, {}), 'rejectAdvert', 400);
    const blank = await post(admin, url, { rejectionreason: '   ' });
    expectMatchesSchema(blank, 'rejectAdvert', 400);
    expect(blank.body).toBe('A reason is required to reject an advert');
    const response = await post(admin, url, { rejectionreason: 'Text is unreadable' });
    expectMatchesSchema(response, 'rejectAdvert', 200);
    expect(response.json()).toMatchObject({
      approved: false,
      rejectionreason: 'Text is unreadable',
      pendingimpressions: 0,
    });
    expect((await pending()).map((d) => d._id)).not.toContain(first._id);
    expect(await auditCount('advert.reject', first._id)).toBe(1);
    const unknown = await post(admin, '/v2/admin/adverts/nope/reject', { rejectionreason: 'x' });
    expectMatchesSchema(unknown, 'rejectAdvert', 404);
    expect(unknown.body).toBe('Advert not found');
  });
});

interface Featured {
  featured: string[];
  items: { id: string; type: string; name: string; uri: string; ownernickname?: string }[];
}

describe('featured', () => {
  it('gives the ordered list with each entry', async () => {
    const response = await get(admin, '/v2/admin/featured');
    expectMatchesSchema(response, 'getFeatured', 200);
    const body = response.json<Featured>();
    expect(body.items.map((i) => i.id)).toEqual(body.featured);
    expect(body.items[0]).toMatchObject({ type: 'domain', uri: 'demo-premium', ownernickname: 'Demo Owner' });
    expect(new Set(body.items.map((i) => i.type))).toEqual(new Set(['domain', 'location', 'event']));
    await expectRefusals('getFeatured', (s) => get(s, '/v2/admin/featured'), false);
  });

  it('looks entries up by id, uri or path', async () => {
    const byUri = await get(admin, '/v2/admin/featured/lookup?text=demo-free');
    expectMatchesSchema(byUri, 'lookupFeaturedItem', 200);
    expect(byUri.json()).toMatchObject({ type: 'domain', uri: 'demo-free' });
    const byPath = await get(admin, '/v2/admin/featured/lookup?text=demo-free%2Flocations%2Fbeach');
    expect(byPath.json()).toMatchObject({ type: 'location', name: 'beach' });
    const byId = await get(admin, `/v2/admin/featured/lookup?text=${byPath.json<{ id: string }>().id}`);
    expect(byId.json()).toMatchObject({ type: 'location' });
    const none = await get(admin, '/v2/admin/featured/lookup?text=no-such-thing');
    expectMatchesSchema(none, 'lookupFeaturedItem', 404);
    expectMatchesSchema(await get(admin, '/v2/admin/featured/lookup'), 'lookupFeaturedItem', 400);
    await expectRefusals(
      'lookupFeaturedItem',
      (s) => get(s, '/v2/admin/featured/lookup?text=demo-free'),
      false,
    );
  });

  it('saves a new order, checking ids (admin_write_entities) and auditing', async () => {
    const current = (await get(admin, '/v2/admin/featured')).json<Featured>().featured;
    const reordered = [...current].reverse();
    await expectRefusals('setFeatured', (s) => post(s, '/v2/admin/featured', { featured: reordered }), true);
    const duplicate = await post(admin, '/v2/admin/featured', { featured: [current[0], current[0]] });
    expectMatchesSchema(duplicate, 'setFeatured', 400);
    expect(duplicate.body).toBe(`Listed twice: ${current[0]}`);
    const unknown = await post(admin, '/v2/admin/featured', { featured: [current[0], 'ghost'] });
    expectMatchesSchema(unknown, 'setFeatured', 400);
    expect(unknown.body).toBe('Not found: ghost');
    expectMatchesSchema(await post(admin, '/v2/admin/featured', { featured: 'x' }), 'setFeatured', 400);
    expectMatchesSchema(await post(admin, '/v2/admin/featured', { featured: [1] }), 'setFeatured', 400);
    const saved = await post(admin, '/v2/admin/featured', { featured: reordered });
    expectMatchesSchema(saved, 'setFeatured', 200);
    expect(saved.json<Featured>().featured).toEqual(reordered);
    expect((await get(superuser, '/v2/admin/featured')).json<Featured>().featured).toEqual(reordered);
    const { rows } = await t.app.db.query<{ before: { featured: string[] }; after: { featured: string[] } }>(
      `SELECT before, after FROM audit_log WHERE action = 'featured.save' ORDER BY ts DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ before: { featured: current }, after: { featured: reordered } });
  });
});

describe('build numbers', () => {
  it('reads and saves whole numbers (admin_build), audited', async () => {
    const response = await get(admin, '/v2/admin/build');
    expectMatchesSchema(response, 'getBuildConfig', 200);
    expect(response.json()).toEqual({ warnbuildnumber: 1210, failbuildnumber: 1200 });
    await expectRefusals('getBuildConfig', (s) => get(s, '/v2/admin/build'), true);
    const body = { warnbuildnumber: 1300, failbuildnumber: 1250 };
    await expectRefusals('setBuildConfig', (s) => post(s, '/v2/admin/build', body), true);
    const saved = await post(admin, '/v2/admin/build', body);
    expectMatchesSchema(saved, 'setBuildConfig', 200);
    expect((await get(superuser, '/v2/admin/build')).json()).toEqual(body);
    const { rows } = await t.app.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'build.save'`,
    );
    expect(rows).toEqual([{ before: { warnbuildnumber: 1210, failbuildnumber: 1200 }, after: body }]);
  });

  it('refuses fractions, text, negatives, missing fields and a fail number above the warn number', async () => {
    for (const bad of [
      { warnbuildnumber: 1.5, failbuildnumber: 1 },
      { warnbuildnumber: '12', failbuildnumber: 1 },
      { warnbuildnumber: -1, failbuildnumber: 0 },
      { warnbuildnumber: 5 },
      { warnbuildnumber: 5, failbuildnumber: 1, other: 2 },
    ]) {
      expectMatchesSchema(await post(admin, '/v2/admin/build', bad), 'setBuildConfig', 400);
    }
    const order = await post(admin, '/v2/admin/build', { warnbuildnumber: 5, failbuildnumber: 6 });
    expectMatchesSchema(order, 'setBuildConfig', 400);
    expect(order.body).toBe('The error build number cannot be above the warn build number');
  });
});

describe('marketing emails', () => {
  it('lists users who agreed to updates (admin_read_entities) and audits the export', async () => {
    const response = await get(admin, '/v2/admin/marketingemails');
    expectMatchesSchema(response, 'listMarketingEmails', 200);
    const documents = response.json<{ documents: { email: string; nickname: string }[] }>().documents;
    expect(documents.map((d) => d.email)).toContain('member@demo.test');
    expect(documents.map((d) => d.email)).not.toContain('admin@demo.test');
    expect(documents.map((d) => d.nickname)).toContain('-=Sniper=-');
    const { rows } = await t.app.db.query<{ after: { count: number } }>(
      `SELECT after FROM audit_log WHERE action = 'marketingemails.export' AND actor_id = $1`,
      [admin.id],
    );
    expect(rows[0].after.count).toBe(documents.length);
    await expectRefusals('listMarketingEmails', (s) => get(s, '/v2/admin/marketingemails'), true);
  });
});

describe('headset-platform events, counts and escrows', () => {
  it('lists headset events with their linked platform events', async () => {
    const response = await get(admin, '/v2/admin/oculusevents');
    expectMatchesSchema(response, 'listOculusEvents', 200);
    const documents = response.json<{ documents: { title: string; event_entities: unknown[] }[] }>()
      .documents;
    expect(documents).toHaveLength(4);
    expect(documents.flatMap((d) => d.event_entities)).toHaveLength(3);
    await expectRefusals('listOculusEvents', (s) => get(s, '/v2/admin/oculusevents'), false);
  });

  it('counts every collection', async () => {
    const response = await get(admin, '/v2/admin/counts');
    expectMatchesSchema(response, 'getCollectionCounts', 200);
    const counts = response.json<{ counts: { collection: string; count: number }[] }>().counts;
    expect(counts).toHaveLength(10);
    const { rows } = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(counts.find((c) => c.collection === 'users')?.count).toBe(Number(rows[0].n));
    await expectRefusals('getCollectionCounts', (s) => get(s, '/v2/admin/counts'), false);
  });

  it('pages open and archived escrows separately, newest first', async () => {
    await t.app.db.query(
      `INSERT INTO escrows (id, user_id, receiver_id, ts, amount, itemname, archived)
       VALUES ('test-open-escrow', $1, $2, now() + interval '1 day', 777, 'Test slot', false)`,
      [member.id, admin.id],
    );
    const open = await get(admin, '/v2/admin/escrows?count=1');
    expectMatchesSchema(open, 'listEscrows', 200);
    expect(open.json()).toMatchObject({
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
    const archived = await get(admin, '/v2/admin/escrows?archived=true&count=5');
    const page = archived.json<{ total: number; documents: { archived: boolean; timestamp: string }[] }>();
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.documents).toHaveLength(5);
    expect(page.documents.every((d) => d.archived)).toBe(true);
    const stamps = page.documents.map((d) => d.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const next = (await get(admin, '/v2/admin/escrows?archived=true&first=5&count=5')).json<typeof page>();
    expect(next.documents[0].timestamp < stamps[4]).toBe(true);
    expectMatchesSchema(await get(admin, '/v2/admin/escrows?count=0'), 'listEscrows', 400);
    expectMatchesSchema(await get(admin, '/v2/admin/escrows?archived=maybe'), 'listEscrows', 400);
    await expectRefusals('listEscrows', (s) => get(s, '/v2/admin/escrows'), false);
  });
});
