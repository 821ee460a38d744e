/**
 * The access matrix of the owner console's metaverse operations (owner-console.md §6): one row per
 * operation that acts on one metaverse (named in the path, or in the body for the billing calls), and from
 * each row the same checks — no session, a stranger, the owner of another metaverse, the roles below the one
 * the row needs, an unknown metaverse or key, bad input, and success for the role it needs. Non-members are
 * refused with 403 everywhere (the metaverse's existence is not secret to signed-in users: unknown ones are
 * 404). Plan rules and the operations of one's own account are in owner-access-matrix-account.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../lib/contract.ts';
import { domainId } from '../../seed/demo-accounts.ts';
import { asUser, createTestApp, expectMatchesSchema, login, pngOfSize, signupAndLogin } from '../helpers.ts';
import type { Session, TestApp } from '../helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Role = 'member' | 'manager' | 'owner';

/** One request: what a row sends for a target. */
interface Call {
  method: Method;
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** The metaverse a row acts on and the row's own key in it (a member, an entity, an upload…). */
interface Target {
  uri: string;
  key: string;
}

interface Row {
  op: string;
  /** The least role that may do it: any member, a manager (manage_domain) or the owner. */
  role: Role;
  call: (t: Target) => Call;
  /** Throwaway data for this row, so a destructive success does not disturb other rows. */
  prepare?: () => Promise<Target>;
  /** The same call with a second key that does not exist (→ 404). */
  missing?: (t: Target) => Call;
  /** Bad inputs besides the generated ones (an unknown body field, a field of the wrong type) (→ 400). */
  bad?: ((t: Target) => Call)[];
}

/** Invite-only, on the business plan (every capability), with an active subscription. */
const TARGET = 'demo-business';
const DEFAULT: Target = { uri: TARGET, key: '' };

let t: TestApp;
let owner: Session;
let manager: Session;
let host: Session;
let member: Session;
let stranger: Session;
/** The owner of another metaverse (a developer who created their own). */
let rival: Session;
let rivalUri: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, host, member, rival] = await Promise.all(
    ['owner', 'manager', 'host', 'member', 'developer'].map((r) => login(t.app, `${r}@demo.test`)),
  );
  stranger = await signupAndLogin(t.app);
  const created = await send(rival, {
    method: 'POST',
    url: '/v2/domains',
    payload: { name: 'Rival World', domainaccess: 'invite_only' },
  });
  rivalUri = created.json<{ uri: string }>().uri;
  // An icon on the target and its home location, so the icon rows have something to serve.
  const picture = await send(owner, {
    method: 'POST',
    url: '/v2/profilepicture',
    payload: pngOfSize(100),
    headers: { 'content-type': 'image/png' },
  });
  const iconblob = JSON.stringify({ iconblob: picture.json<{ iconblob: string }>().iconblob });
  await t.app.db.query(`UPDATE domains SET doc = doc || $2::jsonb WHERE id = $1`, [
    domainId(TARGET),
    iconblob,
  ]);
  await t.app.db.query(`UPDATE locations SET doc = doc || $2::jsonb WHERE doc->>'path' = $1`, [
    `${TARGET}/locations/home`,
    iconblob,
  ]);
});
afterAll(() => t?.close());

function send(session: Session | null, call: Call) {
  return asUser(t.app, session, call);
}

const uniq = () => randomBytes(4).toString('hex');
const GET = (url: string): Call => ({ method: 'GET', url });
const POST = (url: string, payload?: object): Call => ({ method: 'POST', url, ...(payload && { payload }) });
const DELETE = (url: string): Call => ({ method: 'DELETE', url });
const d = (tg: Target, rest = '') => `/v2/domains/${tg.uri}${rest}`;

// ---- throwaway data ----

/** A new metaverse of the owner (a premium trial: no subscription). */
async function ownersNewMetaverse(): Promise<Target> {
  const res = await send(owner, POST('/v2/domains', { name: `Matrix ${uniq()}`, plan: 'premium' }));
  expect(res.statusCode, res.body).toBe(200);
  return { uri: res.json<{ uri: string }>().uri, key: '' };
}

/** A new metaverse of the owner on an active annual premium subscription of the local ledger. */
async function subscribedMetaverse(): Promise<Target> {
  const target = await ownersNewMetaverse();
  const id = (await t.app.repos.domains.findByKey(target.uri))!.id;
  const sub = `sub_matrix_${uniq()}`;
  await t.app.db.query(
    `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end, created)
     VALUES ($1, $2, $3, 'price_premium_annual', 'active', now() - interval '30 days', now() + interval '335 days', now())`,
    [sub, owner.id, id],
  );
  await t.app.db.query(`UPDATE domains SET doc = doc || $2::jsonb WHERE id = $1`, [
    id,
    JSON.stringify({
      stripesubscription: sub,
      plan: { type: 'premium', plan: 'premium-stripe', activated: true },
    }),
  ]);
  return target;
}

/** A fresh account made a plain member of the target. */
async function newMember(): Promise<Target> {
  const user = await signupAndLogin(t.app);
  await t.app.db.query(`INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`, [
    domainId(TARGET),
    user.id,
  ]);
  return { uri: TARGET, key: user.id };
}

/** A new event or location of the target. */
async function newEntity(table: 'events' | 'locations'): Promise<Target> {
  const id = `matrix${uniq()}`;
  const now = new Date().toISOString();
  const type = table === 'events' ? 'event' : 'location';
  await t.app.db.query(`INSERT INTO ${table} (id, doc) VALUES ($1, $2::jsonb)`, [
    id,
    JSON.stringify({
      id,
      type,
      name: id,
      path: `${TARGET}/${table}/${id}`,
      domain: domainId(TARGET),
      created: now,
      timestamp: now,
    }),
  ]);
  return { uri: TARGET, key: id };
}

const upload = (tg: Target): Call => ({
  method: 'POST',
  url: d(tg, '/content?name=matrix.png'),
  payload: pngOfSize(200, 1 + Math.floor(Math.random() * 200)),
  headers: { 'content-type': 'image/png' },
});

async function uploaded(): Promise<Target> {
  const res = await send(manager, upload(DEFAULT));
  expect(res.statusCode, res.body).toBe(200);
  return { uri: TARGET, key: res.json<{ id: string }>().id };
}

/** A small video file as the local transcoder accepts it (an ISO media header). */
const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 3)]);
const videoInfo = () => ({
  name: `m${uniq()}.mp4`,
  size: VIDEO.length,
  mimetype: 'video/mp4',
  lastModified: 1,
});
const chunk = (tg: Target): Call => ({
  method: 'PUT',
  url: d(tg, `/content/videoupload/uploadchunk/${tg.key}`),
  payload: VIDEO,
  headers: {
    'content-type': 'application/octet-stream',
    'content-range': `bytes 0-${VIDEO.length - 1}/${VIDEO.length}`,
  },
});
const video = (tg: Target, step: string, payload?: object) =>
  POST(d(tg, `/content/videoupload/${step}`), payload);

/** A video upload of the manager taken to `stage`; its key is the upload id. */
async function videoAt(stage: 'begun' | 'received' | 'processing' | 'complete'): Promise<Target> {
  const begun = await send(manager, video(DEFAULT, 'begin', videoInfo()));
  const target = { uri: TARGET, key: begun.json<{ upload: { upload_id: string } }>().upload.upload_id };
  if (stage === 'begun') return target;
  expect((await send(manager, chunk(target))).statusCode).toBe(200);
  if (stage === 'received') return target;
  expect((await send(manager, video(target, `process/${target.key}`))).statusCode).toBe(200);
  for (let i = 0; stage === 'complete' && i < 80; i += 1) {
    const status = await send(
      manager,
      video(target, 'status', { upload_id: target.key, transcode_jobname: `local-${target.key}` }),
    );
    if (status.json<{ status: string }>().status === 'complete') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return target;
}

const price = (tg: Target) => ({ domain: tg.uri, plan: 'business', priceId: 'price_business_monthly' });
const style =
  (kind: string, location = 'home') =>
  (tg: Target) =>
    d(tg, `/locations/${location}/styles/${kind}`);

// ---- the table ----

const MATRIX: Row[] = [
  // domains
  { op: 'getDomain', role: 'member', call: (tg) => GET(d(tg)) },
  { op: 'getDomainIcon', role: 'member', call: (tg) => GET(d(tg, '/icon')) },
  {
    op: 'getEntityIcon',
    role: 'member',
    call: (tg) => GET(d(tg, '/locations/home/icon')),
    missing: (tg) => GET(d(tg, '/locations/nowhere/icon')),
    bad: [(tg) => GET(d(tg, '/users/home/icon'))],
  },
  {
    op: 'getLocationStyleVariables',
    role: 'manager',
    call: (tg) => GET(style('variables')(tg)),
    missing: (tg) => GET(style('variables', 'nowhere')(tg)),
    bad: [(tg) => GET(`${style('variables')(tg)}?release=beta`)],
  },
  {
    op: 'setLocationStyleVariables',
    role: 'manager',
    call: (tg) =>
      POST(style('variables')(tg), { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] }),
    missing: (tg) => POST(style('variables', 'nowhere')(tg), { release: 'dev', variables: [] }),
    bad: [(tg) => POST(style('variables')(tg), { release: 'dev', variables: [{ id: '1bad', value: '' }] })],
  },
  {
    op: 'getLocationCustomStyle',
    role: 'manager',
    call: (tg) => GET(style('customstyle')(tg)),
    missing: (tg) => GET(style('customstyle', 'nowhere')(tg)),
  },
  {
    op: 'setLocationCustomStyle',
    role: 'manager',
    call: (tg) => POST(style('customstyle')(tg), { release: 'prod', source: 'body { color: red }' }),
    missing: (tg) => POST(style('customstyle', 'nowhere')(tg), { release: 'prod', source: '' }),
  },
  // metaverses
  {
    op: 'updateDomain',
    role: 'manager',
    call: (tg) => POST(d(tg), { name: 'Demo Business', oculusdestination: 'matrix' }),
    bad: [(tg) => POST(d(tg), { name: 'No! Symbols?' }), (tg) => POST(d(tg), {})],
  },
  { op: 'deleteDomain', role: 'owner', call: (tg) => DELETE(d(tg)), prepare: ownersNewMetaverse },
  { op: 'getDomainPlan', role: 'member', call: (tg) => GET(d(tg, '/plan')) },
  {
    op: 'setDomainPlan',
    role: 'owner',
    call: (tg) => POST(d(tg, '/plan'), { newPlan: 'free' }),
    prepare: ownersNewMetaverse,
    bad: [(tg) => POST(d(tg, '/plan'), { newPlan: 'premium' })],
  },
  { op: 'syncDomainSubscription', role: 'manager', call: (tg) => POST(d(tg, '/stripe/sync')) },
  {
    op: 'getUpgradePlans',
    role: 'manager',
    call: (tg) => GET(d(tg, '/getwebupgradeplans?context=change')),
    bad: [(tg) => GET(d(tg, '/getwebupgradeplans?context=sideways'))],
  },
  { op: 'listMembers', role: 'manager', call: (tg) => GET(d(tg, '/members')) },
  { op: 'getMemberSummary', role: 'member', call: (tg) => GET(d(tg, '/membersummary')) },
  {
    op: 'setMemberPermissions',
    role: 'manager',
    call: (tg) => POST(d(tg, `/members/${tg.key}`), { permissions: ['host'] }),
    prepare: newMember,
    missing: (tg) => POST(d(tg, `/members/${stranger.id}`), { permissions: [] }),
    bad: [(tg) => POST(d(tg, `/members/${tg.key}`), { permissions: ['king'] })],
  },
  {
    op: 'removeMember',
    role: 'manager',
    call: (tg) => DELETE(d(tg, `/members/${tg.key}?block=false`)),
    prepare: newMember,
    missing: (tg) => DELETE(d(tg, `/members/${stranger.id}`)),
    bad: [(tg) => DELETE(d(tg, `/members/${tg.key}?block=maybe`))],
  },
  { op: 'getSharedInvite', role: 'manager', call: (tg) => GET(d(tg, '/invite/shared')) },
  { op: 'createSharedInvite', role: 'manager', call: (tg) => POST(d(tg, '/invite/shared')) },
  { op: 'deleteSharedInvite', role: 'manager', call: (tg) => DELETE(d(tg, '/invite/shared')) },
  {
    op: 'sendEmailInvites',
    role: 'manager',
    call: (tg) => POST(d(tg, '/invite/singleuse'), { emails: [`m${uniq()}@example.test`] }),
    bad: [
      (tg) => POST(d(tg, '/invite/singleuse'), { emails: ['not-an-address'] }),
      (tg) => POST(d(tg, '/invite/singleuse'), { emails: [] }),
    ],
  },
  // entities
  {
    op: 'listEntities',
    role: 'member',
    call: (tg) => GET(d(tg, '/locations?first=0&count=10&order=-1')),
    bad: [(tg) => GET(d(tg, '/users')), (tg) => GET(d(tg, '/locations?count=lots'))],
  },
  {
    op: 'countEntities',
    role: 'member',
    call: (tg) => GET(d(tg, '/events/querycount?when=upcoming')),
    bad: [(tg) => GET(d(tg, '/events/querycount?when=someday'))],
  },
  {
    op: 'getEntity',
    role: 'member',
    call: (tg) => GET(d(tg, '/locations/home')),
    missing: (tg) => GET(d(tg, '/locations/no-such-location')),
    bad: [(tg) => GET(d(tg, '/things/home'))],
  },
  {
    op: 'deleteEntity',
    role: 'manager',
    call: (tg) => DELETE(d(tg, `/events/${tg.key}`)),
    prepare: () => newEntity('events'),
    missing: (tg) => DELETE(d(tg, '/events/no-such-event')),
    bad: [(tg) => DELETE(d(tg, `/things/${tg.key}`))],
  },
  {
    // Only the owner deletes locations (§6): a second row for the same operation.
    op: 'deleteEntity',
    role: 'owner',
    call: (tg) => DELETE(d(tg, `/locations/${tg.key}`)),
    prepare: () => newEntity('locations'),
    missing: (tg) => DELETE(d(tg, '/locations/no-such-place')),
  },
  { op: 'listSupportDocs', role: 'member', call: (tg) => GET(d(tg, '/supportdocs')) },
  // launch
  {
    op: 'getDomainDeepLink',
    role: 'member',
    call: (tg) => GET(d(tg, '/oculusdeeplink?nonvr=true')),
    bad: [(tg) => GET(d(tg, '/oculusdeeplink?nonvr=perhaps'))],
  },
  {
    op: 'getLocationDeepLink',
    role: 'member',
    call: (tg) => GET(d(tg, '/locations/home/oculusdeeplink')),
    missing: (tg) => GET(d(tg, '/locations/nowhere/oculusdeeplink')),
  },
  // payments (the metaverse is named in the body)
  {
    op: 'createUpgradeSession',
    role: 'owner',
    call: (tg) => POST('/v2/stripe/createupgradesession', price(tg)),
    prepare: ownersNewMetaverse,
    bad: [(tg) => POST('/v2/stripe/createupgradesession', { ...price(tg), priceId: 'price_premium_annual' })],
  },
  {
    op: 'getUpgradeProration',
    role: 'manager',
    call: (tg) => POST('/v2/stripe/getupgradeproration', price(tg)),
    bad: [(tg) => POST('/v2/stripe/getupgradeproration', { ...price(tg), plan: 'enterprise' })],
  },
  {
    op: 'upgradeSubscription',
    role: 'owner',
    call: (tg) => POST('/v2/stripe/upgrade', price(tg)),
    prepare: subscribedMetaverse,
  },
  {
    op: 'cancelSubscription',
    role: 'owner',
    call: (tg) => POST('/v2/stripe/cancel', { domain: tg.uri, newPlan: 'free' }),
    prepare: subscribedMetaverse,
  },
  // content (uploads, storage, chunked video)
  { op: 'getContentStorage', role: 'manager', call: (tg) => GET(d(tg, '/content/storage')) },
  {
    op: 'uploadContent',
    role: 'manager',
    call: upload,
    bad: [(tg) => ({ ...upload(tg), payload: Buffer.alloc(0) })],
  },
  {
    op: 'deleteContent',
    role: 'manager',
    call: (tg) => DELETE(d(tg, `/content/${tg.key}`)),
    prepare: uploaded,
    missing: (tg) => DELETE(d(tg, '/content/no-such-file')),
  },
  { op: 'videoUploadBegin', role: 'manager', call: (tg) => video(tg, 'begin', videoInfo()) },
  {
    op: 'videoUploadChunk',
    role: 'manager',
    call: chunk,
    prepare: () => videoAt('begun'),
    missing: (tg) => chunk({ ...tg, key: 'no-such-upload' }),
    bad: [
      (tg) => ({
        ...chunk(tg),
        headers: { 'content-type': 'application/octet-stream', 'content-range': 'all of it' },
      }),
    ],
  },
  {
    op: 'videoUploadProcess',
    role: 'manager',
    call: (tg) => video(tg, `process/${tg.key}`),
    prepare: () => videoAt('received'),
    missing: (tg) => video(tg, 'process/no-such-upload'),
  },
  {
    op: 'videoUploadStatus',
    role: 'manager',
    call: (tg) => video(tg, 'status', { upload_id: tg.key, transcode_jobname: `local-${tg.key}` }),
    prepare: () => videoAt('processing'),
    missing: (tg) => video(tg, 'status', { upload_id: 'no-such-upload', transcode_jobname: 'x' }),
  },
  {
    op: 'videoUploadEnd',
    role: 'manager',
    call: (tg) => video(tg, 'end', { upload_id: tg.key }),
    prepare: () => videoAt('complete'),
    missing: (tg) => video(tg, 'end', { upload_id: 'no-such-upload' }),
  },
];

// ---- the checks generated from each row ----

const actor = (role: Role): Session => ({ member, manager, owner })[role];
/** Sessions below the role a row needs, each refused with 403. */
const below = (role: Role): [string, () => Session][] => [
  ...(role !== 'member'
    ? ([
        ['a plain member', () => member],
        ['a host', () => host],
      ] as [string, () => Session][])
    : []),
  ...(role === 'owner' ? ([['a manager', () => manager]] as [string, () => Session][]) : []),
];

/** An unknown field, and the first field with a value of the wrong type. */
function generatedBadBodies(call: Call): Call[] {
  const body = call.payload;
  if (!body || Buffer.isBuffer(body)) return [];
  const first = Object.keys(body)[0];
  return [
    { ...call, payload: { ...body, unexpected: true } },
    ...(first ? [{ ...call, payload: { ...body, [first]: { wrong: 'type' } } }] : []),
  ];
}

/** The call with a metaverse key longer than the contract allows (200 characters), when its path names one. */
function generatedBadKeys(call: Call, target: Target): Call[] {
  const prefix = `/v2/domains/${target.uri}`;
  return call.url.startsWith(prefix)
    ? [{ ...call, url: `/v2/domains/${'k'.repeat(201)}${call.url.slice(prefix.length)}` }]
    : [];
}

describe.each(MATRIX.map((row) => [`${row.op} (${row.role})`, row] as const))('%s', (_name, row) => {
  let target: Target = DEFAULT;
  beforeAll(async () => {
    if (row.prepare) target = await row.prepare();
  });

  it('refuses a caller without a session with 401', async () => {
    expectMatchesSchema(await send(null, row.call(target)), row.op, 401);
  });

  it('refuses a signed-in stranger with 403', async () => {
    expectMatchesSchema(await send(stranger, row.call(target)), row.op, 403);
  });

  it('refuses the owner of another metaverse with 403, and this owner on theirs', async () => {
    expectMatchesSchema(await send(rival, row.call(target)), row.op, 403);
    expectMatchesSchema(await send(owner, row.call({ ...target, uri: rivalUri })), row.op, 403);
  });

  it.each(below(row.role))('refuses %s with 403', async (_who, session) => {
    expectMatchesSchema(await send(session(), row.call(target)), row.op, 403);
  });

  it('answers 404 for an unknown metaverse or key', async () => {
    expectMatchesSchema(
      await send(actor(row.role), row.call({ ...target, uri: 'no-such-world' })),
      row.op,
      404,
    );
    if (row.missing) expectMatchesSchema(await send(actor(row.role), row.missing(target)), row.op, 404);
  });

  it('refuses bad input with 400 and a message', async () => {
    const calls = [
      ...generatedBadKeys(row.call(target), target),
      ...generatedBadBodies(row.call(target)),
      ...(row.bad ?? []).map((bad) => bad(target)),
    ];
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expectMatchesSchema(await send(actor(row.role), call), row.op, 400);
  });

  it(`succeeds for ${row.role === 'member' ? 'a member' : `the ${row.role}`}`, async () => {
    expectMatchesSchema(await send(actor(row.role), row.call(target)), row.op, 200);
  });
});

// ---- completeness: every owner-console operation is in a table or excluded on purpose ----

/** Operations of one's own account, each a row of owner-access-matrix-account.test.ts. */
const ACCOUNT_OPERATIONS = [
  'unlinkAccount',
  'listDomains',
  'createDomain',
  'getCreatePlans',
  'contactUs',
  'checkMergeOptions',
  'needsBillingInfo',
  'createPortalSession',
  'getLocalCheckout',
  'payLocalCheckout',
  'getLocalPortal',
  'updateLocalPaymentMethod',
  'getUser',
  'updateUser',
  'getUserIcon',
  'uploadUserIcon',
  'uploadUserBanner',
  'getProfilePicture',
  'uploadProfilePicture',
  'getInventory',
  'getDeepLink',
  'listDriveAccounts',
  'deleteDriveAccount',
  'listDriveFiles',
  'getDriveFileMeta',
  'getDriveFileEntity',
  'headUrl',
];

/** Signed-in operations outside /v2/admin that are not the owner console's (public ones need no entry). */
const EXCLUDED = [
  // Staff tools reached from the admin area (staff-and-agents.md), with their own API tests.
  'findUsers',
  'listAutotests',
  'getAutotestHistoricalStats',
  'getWitAudio',
  // Developers only, whatever the role in the metaverse (single-target-and-flows.md): its own access tests
  // (no session, non-developers of every role, a developer outside an invite-only metaverse) are in
  // domain-stats.test.ts.
  'getDomainStats',
];

describe('completeness of the matrix', () => {
  it('lists every signed-in owner-console operation of the contract in a table or the exclusions', () => {
    const inTables = new Set([...MATRIX.map((row) => row.op), ...ACCOUNT_OPERATIONS]);
    const consoleOps = contractOperations().filter((op) => op.secured && !op.path.startsWith('/v2/admin/'));
    const missing = consoleOps
      .map((op) => op.operationId)
      .filter((id) => !inTables.has(id) && !EXCLUDED.includes(id));
    expect(missing).toEqual([]);
    const known = new Set(consoleOps.map((op) => op.operationId));
    expect([...inTables, ...EXCLUDED].filter((id) => !known.has(id))).toEqual([]);
  });

  it('gives every domain-scoped operation (a {domain} path) a row', () => {
    const scoped = contractOperations().filter(
      (op) => op.secured && op.path.startsWith('/v2/domains/{domain}'),
    );
    const rows = new Set(MATRIX.map((row) => row.op));
    expect(
      scoped.map((op) => op.operationId).filter((id) => !rows.has(id) && !EXCLUDED.includes(id)),
    ).toEqual([]);
  });
});
