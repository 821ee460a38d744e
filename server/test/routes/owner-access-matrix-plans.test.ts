/**
 * The plan side of the access matrix (owner-console.md §3 Plan resource, §6, §9): what each plan allows —
 * invites by link and by email, member roles, the member limit, storage and streaming — refused on a plan
 * that forbids it and allowed on one that has it, an expired trial counting as free; then keys of another
 * metaverse reached through one's own, and a second subscription of the same metaverse.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { asUser, createTestApp, expectMatchesSchema, login, pngOfSize, signupAndLogin } from '../helpers.ts';
import type { Session, TestApp } from '../helpers.ts';

const GB = 1_073_741_824;

let t: TestApp;
let owner: Session;
let manager: Session;
let rival: Session;
let rivalUri: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, rival] = await Promise.all(
    ['owner', 'manager', 'developer'].map((r) => login(t.app, `${r}@demo.test`)),
  );
  const created = await post(rival, '/v2/domains', { name: 'Rival World', domainaccess: 'invite_only' });
  rivalUri = created.json<{ uri: string }>().uri;
});
afterAll(() => t?.close());

const get = (session: Session, url: string) => asUser(t.app, session, { method: 'GET', url });
const post = (session: Session, url: string, payload?: object) =>
  asUser(t.app, session, { method: 'POST', url, ...(payload && { payload }) });
const uniq = () => randomBytes(4).toString('hex');

/** Each capability: the call that needs it, the plans that refuse it (with the message) and allow it. */
const CAPABILITY_RULES: {
  capability: string;
  op: string;
  call: (uri: string) => ReturnType<typeof post>;
  refused: string[];
  allowed: string[];
  message: string;
}[] = [
  {
    capability: 'canInviteByLink',
    op: 'createSharedInvite',
    call: (uri) => post(manager, `/v2/domains/${uri}/invite/shared`),
    refused: ['demo-free', 'demo-expired'],
    allowed: ['demo-trial', 'demo-premium', 'demo-business', 'demo-enterprise'],
    message: T.linkInvitesNeedPlan,
  },
  {
    capability: 'canInviteByEmail',
    op: 'sendEmailInvites',
    call: (uri) =>
      post(manager, `/v2/domains/${uri}/invite/singleuse`, { emails: [`p${uniq()}@example.test`] }),
    refused: ['demo-free', 'demo-expired', 'demo-trial', 'demo-premium'],
    allowed: ['demo-business', 'demo-enterprise'],
    message: T.emailInvitesNeedPlan,
  },
  {
    capability: 'canManageRoles',
    op: 'setMemberPermissions',
    call: (uri) =>
      post(manager, `/v2/domains/${uri}/members/${demoUserId('host@demo.test')}`, { permissions: ['host'] }),
    refused: ['demo-free', 'demo-expired'],
    allowed: ['demo-trial', 'demo-premium', 'demo-business', 'demo-enterprise'],
    message: T.rolesNeedPlan,
  },
];

describe.each(CAPABILITY_RULES.map((rule) => [rule.capability, rule] as const))('%s', (capability, rule) => {
  it.each(rule.refused)(`is refused on %s`, async (uri) => {
    const response = await rule.call(uri);
    expectMatchesSchema(response, rule.op, 403);
    expect(response.body).toBe(rule.message);
    expect((await get(manager, `/v2/domains/${uri}/plan`)).json()).toMatchObject({ [capability]: false });
  });

  it.each(rule.allowed)(`is allowed on %s`, async (uri) => {
    expectMatchesSchema(await rule.call(uri), rule.op, 200);
    expect((await get(manager, `/v2/domains/${uri}/plan`)).json()).toMatchObject({ [capability]: true });
  });
});

describe('streaming (canStream, read from the plan resource)', () => {
  it.each([
    ['demo-free', false],
    ['demo-expired', false],
    ['demo-trial', false],
    ['demo-premium', false],
    ['demo-business', true],
    ['demo-enterprise', true],
  ])('%s can stream: %s', async (uri, canStream) => {
    const plan = await get(manager, `/v2/domains/${uri}/plan`);
    expectMatchesSchema(plan, 'getDomainPlan', 200);
    expect(plan.json<{ canStream: boolean }>().canStream).toBe(canStream);
  });
});

describe('the member limit of a business plan (maxMembers 100)', () => {
  let uri: string;
  beforeAll(async () => {
    const created = await post(owner, '/v2/domains', { name: `Limit ${uniq()}`, plan: 'business' });
    uri = created.json<{ uri: string }>().uri;
  });

  it('counts open email invites against the limit', async () => {
    // At most 50 addresses a call: 50 + 49 open invites and the owner make 100.
    for (const [from, length] of [
      [0, 50],
      [50, 49],
    ]) {
      const emails = Array.from({ length }, (_, i) => `limit${from + i}@example.test`);
      expectMatchesSchema(
        await post(owner, `/v2/domains/${uri}/invite/singleuse`, { emails }),
        'sendEmailInvites',
        200,
      );
    }
    const over = await post(owner, `/v2/domains/${uri}/invite/singleuse`, {
      emails: ['one-more@example.test'],
    });
    expectMatchesSchema(over, 'sendEmailInvites', 403);
    expect(over.body).toBe(T.memberLimit(100));
  });

  it('stops adding when the members reach it', async () => {
    expect((await get(owner, `/v2/domains/${uri}/membersummary`)).json()).toMatchObject({
      count: 1,
      canAdd: true,
    });
    await t.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions)
       SELECT d.id, u.id, '{}' FROM domains d, users u
       WHERE d.doc->>'uri' = $1 AND u.id <> d.doc->>'owner' ORDER BY u.id LIMIT 99`,
      [uri],
    );
    const summary = await get(owner, `/v2/domains/${uri}/membersummary`);
    expectMatchesSchema(summary, 'getMemberSummary', 200);
    expect(summary.json()).toMatchObject({ count: 100, canAdd: false });
  });
});

describe('storage quota by plan (§9)', () => {
  it.each([
    ['demo-free', GB / 4],
    ['demo-premium', 5 * GB],
    ['demo-business', 32 * GB],
    ['demo-enterprise', 128 * GB],
    // An expired premium trial that was never activated stores like the free plan.
    ['demo-expired', GB / 4],
  ])('%s offers %d bytes', async (uri, available) => {
    const storage = await get(manager, `/v2/domains/${uri}/content/storage`);
    expectMatchesSchema(storage, 'getContentStorage', 200);
    expect(storage.json<{ available: number }>().available).toBe(available);
  });

  it('refuses an upload beyond the quota and accepts it on a larger plan', async () => {
    const info = { name: `big-${uniq()}.mp4`, size: GB / 2, mimetype: 'video/mp4' };
    expectMatchesSchema(
      await post(manager, '/v2/domains/demo-free/content/videoupload/begin', info),
      'videoUploadBegin',
      413,
    );
    expectMatchesSchema(
      await post(manager, '/v2/domains/demo-premium/content/videoupload/begin', info),
      'videoUploadBegin',
      200,
    );
  });
});

describe('keys of another metaverse, reached through one’s own', () => {
  let rivalLocation: string;
  let rivalContent: string;
  beforeAll(async () => {
    const rivalId = (await t.app.repos.domains.findByKey(rivalUri))!.id;
    rivalLocation = `rival${uniq()}`;
    const now = new Date().toISOString();
    await t.app.db.query(`INSERT INTO locations (id, doc) VALUES ($1, $2::jsonb)`, [
      rivalLocation,
      JSON.stringify({
        id: rivalLocation,
        type: 'location',
        name: rivalLocation,
        domain: rivalId,
        created: now,
        timestamp: now,
      }),
    ]);
    await t.app.db.query(`INSERT INTO events (id, doc) VALUES ($1, $2::jsonb)`, [
      `${rivalLocation}e`,
      JSON.stringify({
        id: `${rivalLocation}e`,
        type: 'event',
        name: 'e',
        domain: rivalId,
        created: now,
        timestamp: now,
      }),
    ]);
    const uploaded = await asUser(t.app, rival, {
      method: 'POST',
      url: `/v2/domains/${rivalUri}/content?name=r.png`,
      payload: pngOfSize(300, 77),
      headers: { 'content-type': 'image/png' },
    });
    rivalContent = uploaded.json<{ id: string }>().id;
  });

  it('answers 404 and leaves the other metaverse’s records alone', async () => {
    const mine = '/v2/domains/demo-business';
    const calls: [string, 'GET' | 'POST' | 'DELETE', string, object?][] = [
      ['deleteEntity', 'DELETE', `${mine}/locations/${rivalLocation}`],
      ['deleteEntity', 'DELETE', `${mine}/events/${rivalLocation}e`],
      ['deleteContent', 'DELETE', `${mine}/content/${rivalContent}`],
      ['getEntityIcon', 'GET', `${mine}/locations/${rivalLocation}/icon`],
      ['getLocationDeepLink', 'GET', `${mine}/locations/${rivalLocation}/oculusdeeplink`],
      ['getLocationCustomStyle', 'GET', `${mine}/locations/${rivalLocation}/styles/customstyle`],
      [
        'setLocationStyleVariables',
        'POST',
        `${mine}/locations/${rivalLocation}/styles/variables`,
        { release: 'dev', variables: [] },
      ],
      ['setMemberPermissions', 'POST', `${mine}/members/${rival.id}`, { permissions: ['host'] }],
      ['removeMember', 'DELETE', `${mine}/members/${rival.id}`],
    ];
    for (const [op, method, url, payload] of calls)
      expectMatchesSchema(await asUser(t.app, owner, { method, url, ...(payload && { payload }) }), op, 404);
    const left = await t.app.db.query(
      `SELECT id FROM locations WHERE id = $1 UNION ALL SELECT id FROM events WHERE id = $2`,
      [rivalLocation, `${rivalLocation}e`],
    );
    expect(left.rows).toHaveLength(2);
    expect((await get(rival, `/v2/domains/${rivalUri}/content/storage`)).json()).toMatchObject({ used: 300 });
  });

  it('keeps another user’s video upload out of reach of the metaverse’s other managers', async () => {
    const begun = await post(manager, '/v2/domains/demo-business/content/videoupload/begin', {
      name: `v${uniq()}.mp4`,
      size: 10,
      mimetype: 'video/mp4',
    });
    const id = begun.json<{ upload: { upload_id: string } }>().upload.upload_id;
    expectMatchesSchema(
      await post(owner, `/v2/domains/demo-business/content/videoupload/process/${id}`),
      'videoUploadProcess',
      404,
    );
    expectMatchesSchema(
      await post(rival, `/v2/domains/${rivalUri}/content/videoupload/process/${id}`),
      'videoUploadProcess',
      404,
    );
  });
});

describe('one subscription per metaverse', () => {
  it('refuses a checkout for a metaverse that already pays, and a second paid checkout', async () => {
    const subscribed = await post(owner, '/v2/stripe/createupgradesession', {
      domain: 'demo-premium',
      plan: 'business',
      priceId: 'price_business_annual',
    });
    expectMatchesSchema(subscribed, 'createUpgradeSession', 400);
    expect(subscribed.body).toBe(T.alreadySubscribed);

    const created = await post(owner, '/v2/domains', { name: `Twice ${uniq()}` });
    const body = {
      domain: created.json<{ uri: string }>().uri,
      plan: 'premium',
      priceId: 'price_premium_annual',
    };
    const first = (await post(owner, '/v2/stripe/createupgradesession', body)).json<{ id: string }>().id;
    const second = (await post(owner, '/v2/stripe/createupgradesession', body)).json<{ id: string }>().id;
    expectMatchesSchema(await post(owner, `/v2/payments/checkout/${first}/pay`, {}), 'payLocalCheckout', 200);
    const again = await post(owner, `/v2/payments/checkout/${second}/pay`, {});
    expectMatchesSchema(again, 'payLocalCheckout', 400);
    expect(again.body).toBe(T.alreadySubscribed);
    const subscriptions = await t.app.db.query(
      `SELECT 1 FROM payment_subscriptions s JOIN domains d ON d.id = s.domain_id WHERE d.doc->>'uri' = $1`,
      [body.domain],
    );
    expect(subscriptions.rows).toHaveLength(1);
  });
});

describe('a stranger on a public metaverse', () => {
  it('sees the metaverse, its icons and launch links, and none of the member-only reads', async () => {
    const stranger = await signupAndLogin(t.app);
    const base = '/v2/domains/demo-free';
    for (const [op, url] of [
      ['getDomain', base],
      ['getDomainDeepLink', `${base}/oculusdeeplink`],
      ['getLocationDeepLink', `${base}/locations/home/oculusdeeplink`],
    ])
      expectMatchesSchema(await get(stranger, url), op, 200);
    for (const [op, url] of [
      ['getDomainPlan', `${base}/plan`],
      ['getMemberSummary', `${base}/membersummary`],
      ['listEntities', `${base}/locations`],
      ['countEntities', `${base}/locations/querycount`],
      ['listSupportDocs', `${base}/supportdocs`],
      ['listMembers', `${base}/members`],
    ])
      expectMatchesSchema(await get(stranger, url), op, 403);
  });
});

describe('creating a metaverse', () => {
  it('lets a signed-up stranger with no right create no metaverse', async () => {
    const stranger = await signupAndLogin(t.app);
    const refused = await post(stranger, '/v2/domains', { name: 'Nope' });
    expectMatchesSchema(refused, 'createDomain', 403);
    expect(refused.body).toBe(T.cannotCreate);
  });
});
