/**
 * The plan side of the access matrix (owner-console.md §3 Plan resource, §6, §9): what each plan allows —
 * invites by link and by email, member roles, the member limit, storage and streaming — refused on a plan
 * that forbids it and allowed on one that has it, an expired trial counting as free; then keys of another
 * metaverse reached through one's own, and a second subscription of the same metaverse.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';

const GB = 1_073_741_824;

/** The rival is the owner of another metaverse (a developer who created their own). */
const api = apiTest({ roles: ['owner', 'manager', 'developer'] });
let rivalUri: string;

beforeAll(async () => {
  const created = await api.op(
    'createDomain',
    { body: { name: 'Rival World', domainaccess: 'invite_only' }, as: 'developer' },
    200,
  );
  rivalUri = created.json.uri;
});

const uniq = () => randomBytes(4).toString('hex');
const planOf = async (domain: string) =>
  (await api.op('getDomainPlan', { path: { domain }, as: 'manager' }, 200)).json;

/** Each capability: the call that needs it, the plans that refuse it (with the message) and allow it. */
const CAPABILITY_RULES: {
  capability: string;
  call: (domain: string, status: number) => Promise<{ text: string }>;
  refused: string[];
  allowed: string[];
  message: string;
}[] = [
  {
    capability: 'canInviteByLink',
    call: (domain, status) => api.op('createSharedInvite', { path: { domain }, as: 'manager' }, status),
    refused: ['demo-free', 'demo-expired'],
    allowed: ['demo-trial', 'demo-premium', 'demo-business', 'demo-enterprise'],
    message: T.linkInvitesNeedPlan,
  },
  {
    capability: 'canInviteByEmail',
    call: (domain, status) =>
      api.op(
        'sendEmailInvites',
        { path: { domain }, body: { emails: [`p${uniq()}@example.test`] }, as: 'manager' },
        status,
      ),
    refused: ['demo-free', 'demo-expired', 'demo-trial', 'demo-premium'],
    allowed: ['demo-business', 'demo-enterprise'],
    message: T.emailInvitesNeedPlan,
  },
  {
    capability: 'canManageRoles',
    call: (domain, status) =>
      api.op(
        'setMemberPermissions',
        {
          path: { domain, userId: demoUserId('host@demo.test') },
          body: { permissions: ['host'] },
          as: 'manager',
        },
        status,
      ),
    refused: ['demo-free', 'demo-expired'],
    allowed: ['demo-trial', 'demo-premium', 'demo-business', 'demo-enterprise'],
    message: T.rolesNeedPlan,
  },
];

describe.each(CAPABILITY_RULES.map((rule) => [rule.capability, rule] as const))('%s', (capability, rule) => {
  it.each(rule.refused)(`is refused on %s`, async (domain) => {
    expect((await rule.call(domain, 403)).text).toBe(rule.message);
    expect(await planOf(domain)).toMatchObject({ [capability]: false });
  });

  it.each(rule.allowed)(`is allowed on %s`, async (domain) => {
    await rule.call(domain, 200);
    expect(await planOf(domain)).toMatchObject({ [capability]: true });
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
  ])('%s can stream: %s', async (domain, canStream) => {
    expect((await planOf(domain)).canStream).toBe(canStream);
  });
});

describe('the member limit of a business plan (maxMembers 100)', () => {
  let domain: string;
  beforeAll(async () => {
    const created = await api.op(
      'createDomain',
      { body: { name: `Limit ${uniq()}`, plan: 'business' }, as: 'owner' },
      200,
    );
    domain = created.json.uri;
  });

  it('counts open email invites against the limit', async () => {
    // At most 50 addresses a call: 50 + 49 open invites and the owner make 100.
    for (const [from, length] of [
      [0, 50],
      [50, 49],
    ]) {
      const emails = Array.from({ length }, (_, i) => `limit${from + i}@example.test`);
      await api.op('sendEmailInvites', { path: { domain }, body: { emails }, as: 'owner' }, 200);
    }
    const over = await api.op(
      'sendEmailInvites',
      { path: { domain }, body: { emails: ['one-more@example.test'] }, as: 'owner' },
      403,
    );
    expect(over.text).toBe(T.memberLimit(100));
  });

  it('stops adding when the members reach it', async () => {
    const summary = () => api.op('getMemberSummary', { path: { domain }, as: 'owner' }, 200);
    expect((await summary()).json).toMatchObject({ count: 1, canAdd: true });
    await api.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions)
       SELECT d.id, u.id, '{}' FROM domains d, users u
       WHERE d.doc->>'uri' = $1 AND u.id <> d.doc->>'owner' ORDER BY u.id LIMIT 99`,
      [domain],
    );
    expect((await summary()).json).toMatchObject({ count: 100, canAdd: false });
  });
});

describe('storage quota by plan (owner-console.md §9)', () => {
  it.each([
    ['demo-free', GB / 4],
    ['demo-premium', 5 * GB],
    ['demo-business', 32 * GB],
    ['demo-enterprise', 128 * GB],
    // An expired premium trial that was never activated stores like the free plan.
    ['demo-expired', GB / 4],
  ])('%s offers %d bytes', async (domain, available) => {
    const storage = await api.op('getContentStorage', { path: { domain }, as: 'manager' }, 200);
    expect(storage.json.available).toBe(available);
  });

  it('refuses an upload beyond the quota and accepts it on a larger plan', async () => {
    const body = { name: `big-${uniq()}.mp4`, size: GB / 2, mimetype: 'video/mp4' };
    await api.op('videoUploadBegin', { path: { domain: 'demo-free' }, body, as: 'manager' }, 413);
    await api.op('videoUploadBegin', { path: { domain: 'demo-premium' }, body, as: 'manager' }, 200);
  });
});

describe('keys of another metaverse, reached through one’s own', () => {
  let rivalLocation: string;
  let rivalContent: string;
  beforeAll(async () => {
    const rivalId = (await api.app.repos.domains.findByKey(rivalUri))!.id;
    rivalLocation = `rival${uniq()}`;
    const now = new Date().toISOString();
    await api.app.db.query(`INSERT INTO locations (id, doc) VALUES ($1, $2::jsonb)`, [
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
    await api.app.db.query(`INSERT INTO events (id, doc) VALUES ($1, $2::jsonb)`, [
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
    const uploaded = await api.op(
      'uploadContent',
      {
        path: { domain: rivalUri },
        query: { name: 'r.png' },
        body: pngOfSize(300, 77),
        headers: { 'content-type': 'image/png' },
        as: 'developer',
      },
      200,
    );
    rivalContent = uploaded.json.id;
  });

  it('answers 404 and leaves the other metaverse’s records alone', async () => {
    const domain = 'demo-business';
    const location = { domain, location: rivalLocation };
    const rivalId = api.as.developer.id;
    const as = 'owner';
    await api.op('deleteEntity', { path: { domain, types: 'locations', id: rivalLocation }, as }, 404);
    await api.op('deleteEntity', { path: { domain, types: 'events', id: `${rivalLocation}e` }, as }, 404);
    await api.op('deleteContent', { path: { domain, id: rivalContent }, as }, 404);
    await api.op('getEntityIcon', { path: { domain, types: 'locations', id: rivalLocation }, as }, 404);
    await api.op('getLocationDeepLink', { path: location, as }, 404);
    const rivalPlace = { domain, types: 'locations' as const, id: rivalLocation };
    await api.op('getEntityCustomStyle', { path: rivalPlace, query: { release: 'dev' }, as }, 404);
    await api.op(
      'setEntityStyleVariables',
      { path: rivalPlace, body: { release: 'dev', variables: [{ id: 'accent', value: '#000000' }] }, as },
      404,
    );
    await api.op(
      'setMemberPermissions',
      { path: { domain, userId: rivalId }, body: { permissions: ['host'] }, as },
      404,
    );
    await api.op('removeMember', { path: { domain, userId: rivalId }, as }, 404);
    const left = await api.app.db.query(
      `SELECT id FROM locations WHERE id = $1 UNION ALL SELECT id FROM events WHERE id = $2`,
      [rivalLocation, `${rivalLocation}e`],
    );
    expect(left.rows).toHaveLength(2);
    const storage = await api.op('getContentStorage', { path: { domain: rivalUri }, as: 'developer' }, 200);
    expect(storage.json).toMatchObject({ used: 300 });
  });

  it('keeps another user’s video upload out of reach of the metaverse’s other managers', async () => {
    const begun = await api.op(
      'videoUploadBegin',
      {
        path: { domain: 'demo-business' },
        body: { name: `v${uniq()}.mp4`, size: 10, mimetype: 'video/mp4' },
        as: 'manager',
      },
      200,
    );
    const uploadId = begun.json.upload!.upload_id;
    await api.op('videoUploadProcess', { path: { domain: 'demo-business', uploadId }, as: 'owner' }, 404);
    await api.op('videoUploadProcess', { path: { domain: rivalUri, uploadId }, as: 'developer' }, 404);
  });
});

describe('one subscription per metaverse', () => {
  it('refuses a checkout for a metaverse that already pays, and a second paid checkout', async () => {
    const subscribed = await api.op(
      'createUpgradeSession',
      { body: { domain: 'demo-premium', plan: 'business', priceId: 'price_business_annual' }, as: 'owner' },
      400,
    );
    expect(subscribed.text).toBe(T.alreadySubscribed);

    const created = await api.op('createDomain', { body: { name: `Twice ${uniq()}` }, as: 'owner' }, 200);
    const body = { domain: created.json.uri, plan: 'premium', priceId: 'price_premium_annual' } as const;
    const checkout = async () => (await api.op('createUpgradeSession', { body, as: 'owner' }, 200)).json.id;
    const [first, second] = [await checkout(), await checkout()];
    await api.op('payLocalCheckout', { path: { id: first }, as: 'owner' }, 200);
    const again = await api.op('payLocalCheckout', { path: { id: second }, as: 'owner' }, 400);
    expect(again.text).toBe(T.alreadySubscribed);
    const subscriptions = await api.app.db.query(
      `SELECT 1 FROM payment_subscriptions s JOIN domains d ON d.id = s.domain_id WHERE d.doc->>'uri' = $1`,
      [body.domain],
    );
    expect(subscriptions.rows).toHaveLength(1);
  });
});

describe('a stranger on a public metaverse', () => {
  it('sees the metaverse, its icons and launch links, and none of the member-only reads', async () => {
    const as = await api.signup();
    const domain = 'demo-free';
    const path = { domain };
    await api.op('getDomain', { path, as }, 200);
    await api.op('getDomainDeepLink', { path, as }, 200);
    await api.op('getLocationDeepLink', { path: { domain, location: 'home' }, as }, 200);
    await api.op('getDomainPlan', { path, as }, 403);
    await api.op('getMemberSummary', { path, as }, 403);
    await api.op('listEntities', { path: { domain, types: 'locations' }, as }, 403);
    await api.op('countEntities', { path: { domain, types: 'locations' }, as }, 403);
    await api.op('listSupportDocs', { path, as }, 403);
    await api.op('listMembers', { path, as }, 403);
  });
});

describe('creating a metaverse', () => {
  it('lets a signed-up stranger with no right create no metaverse', async () => {
    const as = await api.signup();
    const refused = await api.op('createDomain', { body: { name: 'Nope' }, as }, 403);
    expect(refused.text).toBe(T.cannotCreate);
  });
});
