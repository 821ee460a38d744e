/**
 * The access matrix of the owner console's metaverse operations (owner-console.md §6): one row per
 * operation that acts on one metaverse (named in the path, or in the body for the billing calls), and from
 * each row the same checks — no session, a stranger, the owner of another metaverse, the roles below the one
 * the row needs, an unknown metaverse or key, bad input, and success for the role it needs. Non-members are
 * refused with 403 everywhere (the metaverse's existence is not secret to signed-in users: unknown ones are
 * 404). Plan rules and the operations of one's own account are in owner-access-matrix-account*.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contractOperations } from '../../lib/contract.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { DRIVE_TEXTS } from '../../routes/drives/texts.ts';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest, bindCall, type BoundCall, type OpCall, type OperationId } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';

type Role = 'member' | 'manager' | 'owner';

/** The metaverse a row acts on and the row's own key in it (a member, an entity, an upload…). */
interface Target {
  uri: string;
  key: string;
}

interface RowSpec<K extends OperationId> {
  /** The least role that may do it: any member, a manager (manage_domain) or the owner. */
  role: Role;
  call: (t: Target) => OpCall<K>;
  /** Throwaway data for this row, so a destructive success does not disturb other rows. */
  prepare?: () => Promise<Target>;
  /** The same call with a second key that does not exist (→ 404). */
  missing?: (t: Target) => OpCall<K>;
  /** Bad inputs besides the generated ones (an unknown body field, a field of the wrong type) (→ 400). */
  bad?: ((t: Target) => OpCall<K>)[];
  /** The words a caller without the role is refused with, where the tests check them. */
  refusal?: string;
}

/** A row with its calls bound to its operation. */
interface Row {
  op: OperationId;
  role: Role;
  prepare?: () => Promise<Target>;
  call: (t: Target) => BoundCall;
  missing?: (t: Target) => BoundCall;
  /** The generated bad inputs (a metaverse key too long, an unknown body field, a field of the wrong type), then the row's own. */
  bad: (t: Target) => BoundCall[];
  refusal?: string;
}

/** Invite-only, on the business plan (every capability), with an active subscription. */
const TARGET = 'demo-business';
const DEFAULT: Target = { uri: TARGET, key: '' };

/** The developer is the rival: the owner of another metaverse (one they created). */
const api = apiTest({ roles: ['owner', 'manager', 'host', 'member', 'developer'] });
let stranger: Session;
let rivalUri: string;

beforeAll(async () => {
  stranger = await api.signup();
  const created = await api.op(
    'createDomain',
    { body: { name: 'Rival World', domainaccess: 'invite_only' }, as: 'developer' },
    200,
  );
  rivalUri = created.json.uri;
  // An icon on the target and its home location, so the icon rows have something to serve.
  const picture = await api.op(
    'uploadProfilePicture',
    { body: pngOfSize(100), headers: { 'content-type': 'image/png' }, as: 'owner' },
    200,
  );
  const iconblob = JSON.stringify({ iconblob: picture.json.iconblob });
  await api.app.db.query(`UPDATE domains SET doc = doc || $2::jsonb WHERE id = $1`, [
    domainId(TARGET),
    iconblob,
  ]);
  await api.app.db.query(`UPDATE locations SET doc = doc || $2::jsonb WHERE doc->>'path' = $1`, [
    `${TARGET}/locations/home`,
    iconblob,
  ]);
});

/** The call with a metaverse key longer than the contract allows (200 characters), when its path names one. */
function generatedBadKeys<K extends OperationId>(call: OpCall<K>): OpCall<K>[] {
  const path: unknown = call.path;
  return path && typeof path === 'object' && 'domain' in path
    ? [{ ...call, invalidPath: { domain: 'k'.repeat(201) } }]
    : [];
}

/** An unknown field, and the first field with a value of the wrong type. */
function generatedBadBodies<K extends OperationId>(call: OpCall<K>): OpCall<K>[] {
  const body: unknown = call.body;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return [];
  const first = Object.keys(body)[0];
  return [
    { ...call, invalidBody: { ...body, unexpected: true } },
    ...(first ? [{ ...call, invalidBody: { ...body, [first]: { wrong: 'type' } } }] : []),
  ];
}

/** A row of operation `op`: `row('getDomain')({ … })` (the operation first, so its calls are typed from it). */
const row =
  <K extends OperationId>(op: K) =>
  (spec: RowSpec<K>): Row => {
    const send = (call: OpCall<K>): BoundCall => bindCall(api, op, call);
    const { missing } = spec;
    return {
      op,
      role: spec.role,
      refusal: spec.refusal,
      prepare: spec.prepare,
      call: (tg) => send(spec.call(tg)),
      missing: missing && ((tg) => send(missing(tg))),
      bad: (tg) =>
        [
          ...generatedBadKeys(spec.call(tg)),
          ...generatedBadBodies(spec.call(tg)),
          ...(spec.bad ?? []).map((make) => make(tg)),
        ].map(send),
    };
  };

const uniq = () => randomBytes(4).toString('hex');
const d = (tg: Target) => ({ domain: tg.uri });

// ---- throwaway data ----

/** A new metaverse of the owner (a premium trial: no subscription). */
async function ownersNewMetaverse(): Promise<Target> {
  const res = await api.op(
    'createDomain',
    { body: { name: `Matrix ${uniq()}`, plan: 'premium' }, as: 'owner' },
    200,
  );
  return { uri: res.json.uri, key: '' };
}

/** A new metaverse of the owner on an active annual premium subscription of the local ledger. */
async function subscribedMetaverse(): Promise<Target> {
  const target = await ownersNewMetaverse();
  const id = (await api.app.repos.domains.findByKey(target.uri))!.id;
  const sub = `sub_matrix_${uniq()}`;
  await api.app.db.query(
    `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end, created)
     VALUES ($1, $2, $3, 'price_premium_annual', 'active', now() - interval '30 days', now() + interval '335 days', now())`,
    [sub, api.as.owner.id, id],
  );
  await api.app.db.query(`UPDATE domains SET doc = doc || $2::jsonb WHERE id = $1`, [
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
  const user = await api.signup();
  await api.app.db.query(`INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`, [
    domainId(TARGET),
    user.id,
  ]);
  return { uri: TARGET, key: user.id };
}

/** A new event or location of the target. */
async function newEntity(
  table: 'events' | 'locations',
  extra: Record<string, unknown> = {},
): Promise<Target> {
  const id = `matrix${uniq()}`;
  const now = new Date().toISOString();
  const type = table === 'events' ? 'event' : 'location';
  await api.app.db.query(`INSERT INTO ${table} (id, doc) VALUES ($1, $2::jsonb)`, [
    id,
    JSON.stringify({
      id,
      type,
      name: id,
      path: `${TARGET}/${table}/${id}`,
      domain: domainId(TARGET),
      created: now,
      timestamp: now,
      ...extra,
    }),
  ]);
  return { uri: TARGET, key: id };
}

const upload = (tg: Target): OpCall<'uploadContent'> => ({
  path: d(tg),
  query: { name: 'matrix.png' },
  body: pngOfSize(200, 1 + Math.floor(Math.random() * 200)),
  headers: { 'content-type': 'image/png' },
});

async function uploaded(): Promise<Target> {
  const res = await api.op('uploadContent', { ...upload(DEFAULT), as: 'manager' }, 200);
  return { uri: TARGET, key: res.json.id };
}

/** A small video file as the local transcoder accepts it (an ISO media header). */
const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 3)]);
const videoInfo = () => ({
  name: `m${uniq()}.mp4`,
  size: VIDEO.length,
  mimetype: 'video/mp4',
  lastModified: 1,
});
const chunk = (tg: Target): OpCall<'videoUploadChunk'> => ({
  path: { ...d(tg), uploadUri: tg.key },
  body: VIDEO,
  headers: {
    'content-type': 'application/octet-stream',
    'content-range': `bytes 0-${VIDEO.length - 1}/${VIDEO.length}`,
  },
});
const transcode = (tg: Target) => ({ upload_id: tg.key, transcode_jobname: `local-${tg.key}` });

/** A video upload of the manager taken to `stage`; its key is the upload id. */
async function videoAt(stage: 'begun' | 'received' | 'processing' | 'complete'): Promise<Target> {
  const as = 'manager';
  const begun = await api.op('videoUploadBegin', { path: d(DEFAULT), body: videoInfo(), as }, 200);
  const target = { uri: TARGET, key: begun.json.upload!.upload_id };
  if (stage === 'begun') return target;
  await api.op('videoUploadChunk', { ...chunk(target), as }, 200);
  if (stage === 'received') return target;
  await api.op('videoUploadProcess', { path: { ...d(target), uploadId: target.key }, as }, 200);
  if (stage === 'complete') {
    // The local transcode runs in the background; wait for it, however busy the machine.
    await vi.waitFor(
      async () => {
        const status = await api.op(
          'videoUploadStatus',
          { path: d(target), body: transcode(target), as },
          200,
        );
        expect(status.json.status).toBe('complete');
      },
      { timeout: 45_000, interval: 100 },
    );
  }
  return target;
}

const price = (tg: Target) =>
  ({ domain: tg.uri, plan: 'business', priceId: 'price_business_monthly' }) as const;
/** Only the eight bytes of a PNG signature: looks like a picture, does not decode (→ 400). */
const PNG_SIGNATURE_ONLY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A picture upload's body and headers (another body for the refusals). */
const picture = (body: Buffer = pngOfSize(200)) => ({
  body,
  headers: { 'content-type': 'image/png', 'x-shapevr-name': 'matrix.png' },
});
const place = (tg: Target, location = 'home') => ({ ...d(tg), location });
const entity = (tg: Target, types: 'locations' | 'events', id: string) => ({ ...d(tg), types, id });

/** The target with a headset destination set on its manage page (a location's destination needs one). */
async function withHeadsetDestination(): Promise<Target> {
  await api.op(
    'updateDomain',
    { path: d(DEFAULT), body: { oculusdestination: 'demo_business_hub' }, as: 'owner' },
    200,
  );
  return DEFAULT;
}

// ---- the table ----

/** A new location of the target and a building slot leading to it that the manager owns: the manager's home. */
async function managersHome(): Promise<Target> {
  const location = await newEntity('locations');
  const { rows } = await api.app.db.query<{ id: string }>('SELECT id FROM buildings ORDER BY id LIMIT 1');
  const slot = { slot: 60000 + Math.floor(Math.random() * 5000), owner: api.as.manager.id };
  await api.app.db.query(
    `UPDATE buildings SET doc = jsonb_set(doc, '{slots}', coalesce(doc->'slots', '[]'::jsonb) || $2::jsonb)
     WHERE id = $1`,
    [rows[0].id, JSON.stringify([{ ...slot, destination: `${TARGET}/locations/${location.key}` }])],
  );
  return location;
}

const MATRIX: Row[] = [
  // domains
  row('getDomain')({ role: 'member', refusal: MESSAGES.domainMembersOnly, call: (tg) => ({ path: d(tg) }) }),
  row('getDomainIcon')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: d(tg) }),
  }),
  row('getEntityIcon')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: entity(tg, 'locations', 'home') }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere') }),
    bad: [(tg) => ({ path: entity(tg, 'locations', 'home'), invalidPath: { types: 'users' } })],
  }),
  // styles (the metaverse's, and a location's or an event's)
  row('getDomainStyleSpec')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { release: 'dev' } }),
    bad: [(tg) => ({ path: d(tg), query: { release: 'dev' }, invalidQuery: { release: 'beta' } })],
  }),
  row('getDomainStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { release: 'dev' } }),
  }),
  row('setDomainStyleVariables')({
    role: 'manager',
    call: (tg) => ({
      path: d(tg),
      body: { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] },
    }),
    bad: [(tg) => ({ path: d(tg), body: { release: 'dev', variables: [{ id: 'accent', value: 'red' }] } })],
  }),
  row('resetDomainStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { release: 'dev', ids: ['accent'] } }),
    bad: [(tg) => ({ path: d(tg), body: { release: 'dev', ids: [] } })],
  }),
  row('getDomainCustomStyle')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { release: 'prod' } }),
  }),
  row('setDomainCustomStyle')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { release: 'prod', source: 'body { color: red }' } }),
  }),
  row('getEntityStyleSpec')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), query: { release: 'dev' } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), query: { release: 'dev' } }),
    bad: [
      (tg) => ({
        path: entity(tg, 'locations', 'home'),
        query: { release: 'dev' },
        invalidPath: { types: 'plots' },
      }),
    ],
  }),
  row('getEntityStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), query: { release: 'dev' } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), query: { release: 'dev' } }),
  }),
  row('setEntityStyleVariables')({
    role: 'manager',
    call: (tg) => ({
      path: entity(tg, 'locations', 'home'),
      body: { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] },
    }),
    missing: (tg) => ({
      path: entity(tg, 'locations', 'nowhere'),
      body: { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] },
    }),
    bad: [
      (tg) => ({
        path: entity(tg, 'locations', 'home'),
        body: { release: 'dev', variables: [{ id: '1bad', value: '' }] },
      }),
      (tg) => ({
        path: entity(tg, 'locations', 'home'),
        body: { release: 'dev', variables: [{ id: 'nosuchvariable', value: '' }] },
      }),
    ],
  }),
  row('resetEntityStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), body: { release: 'dev', ids: ['accent'] } }),
    missing: (tg) => ({
      path: entity(tg, 'locations', 'nowhere'),
      body: { release: 'dev', ids: ['accent'] },
    }),
  }),
  row('getEntityCustomStyle')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), query: { release: 'prod' } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), query: { release: 'prod' } }),
  }),
  row('setEntityCustomStyle')({
    role: 'manager',
    call: (tg) => ({
      path: entity(tg, 'locations', 'home'),
      body: { release: 'prod', source: 'body { color: red }' },
    }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), body: { release: 'prod', source: '' } }),
  }),
  // metaverses
  row('updateDomain')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { name: 'Demo Business', oculusdestination: 'matrix' } }),
    bad: [(tg) => ({ path: d(tg), body: { name: 'No! Symbols?' } }), (tg) => ({ path: d(tg), body: {} })],
  }),
  row('deleteDomain')({
    role: 'owner',
    call: (tg) => ({ path: d(tg) }),
    prepare: ownersNewMetaverse,
    refusal: T.ownerOnlyDelete,
  }),
  row('getDomainPlan')({ role: 'member', call: (tg) => ({ path: d(tg) }) }),
  row('setDomainPlan')({
    role: 'owner',
    call: (tg) => ({ path: d(tg), body: { newPlan: 'free' } }),
    prepare: ownersNewMetaverse,
    bad: [(tg) => ({ path: d(tg), invalidBody: { newPlan: 'premium' } })],
  }),
  row('syncDomainSubscription')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('getUpgradePlans')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { context: 'change' } }),
    bad: [(tg) => ({ path: d(tg), invalidQuery: { context: 'sideways' } })],
  }),
  row('listMembers')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('getMemberSummary')({ role: 'member', call: (tg) => ({ path: d(tg) }) }),
  row('setMemberPermissions')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), userId: tg.key }, body: { permissions: ['host'] } }),
    prepare: newMember,
    missing: (tg) => ({ path: { ...d(tg), userId: stranger.id }, body: { permissions: [] } }),
    bad: [(tg) => ({ path: { ...d(tg), userId: tg.key }, invalidBody: { permissions: ['king'] } })],
  }),
  row('removeMember')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), userId: tg.key }, query: { block: false } }),
    prepare: newMember,
    missing: (tg) => ({ path: { ...d(tg), userId: stranger.id } }),
    bad: [(tg) => ({ path: { ...d(tg), userId: tg.key }, invalidQuery: { block: 'maybe' } })],
  }),
  row('getSharedInvite')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('createSharedInvite')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('deleteSharedInvite')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('sendEmailInvites')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { emails: [`m${uniq()}@example.test`] } }),
    bad: [
      (tg) => ({ path: d(tg), body: { emails: ['not-an-address'] } }),
      (tg) => ({ path: d(tg), body: { emails: [] } }),
    ],
  }),
  // entities
  row('listEntities')({
    role: 'member',
    call: (tg) => ({ path: { ...d(tg), types: 'locations' }, query: { first: 0, count: 10, order: -1 } }),
    bad: [
      (tg) => ({ path: { ...d(tg), types: 'locations' }, invalidPath: { types: 'users' } }),
      (tg) => ({ path: { ...d(tg), types: 'locations' }, invalidQuery: { count: 'lots' } }),
    ],
  }),
  row('countEntities')({
    role: 'member',
    call: (tg) => ({ path: { ...d(tg), types: 'events' }, query: { when: 'upcoming' } }),
    bad: [(tg) => ({ path: { ...d(tg), types: 'events' }, invalidQuery: { when: 'someday' } })],
  }),
  row('getEntity')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: entity(tg, 'locations', 'home') }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'no-such-location') }),
    bad: [(tg) => ({ path: entity(tg, 'locations', 'home'), invalidPath: { types: 'things' } })],
  }),
  row('deleteEntity')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'events', tg.key) }),
    prepare: () => newEntity('events'),
    missing: (tg) => ({ path: entity(tg, 'events', 'no-such-event') }),
    bad: [(tg) => ({ path: entity(tg, 'events', tg.key), invalidPath: { types: 'things' } })],
  }),
  // Only the owner deletes locations (owner-console.md §6): a second row for the same operation.
  row('deleteEntity')({
    role: 'owner',
    call: (tg) => ({ path: entity(tg, 'locations', tg.key) }),
    prepare: () => newEntity('locations'),
    missing: (tg) => ({ path: entity(tg, 'locations', 'no-such-place') }),
  }),
  row('listSupportDocs')({ role: 'member', call: (tg) => ({ path: d(tg) }) }),
  // the single-target manage page (single-target-and-flows.md §2, §7)
  row('updateEntity')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), body: { description: `Matrix ${uniq()}` } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'no-such-place'), body: { description: 'x' } }),
    bad: [(tg) => ({ path: entity(tg, 'locations', 'home'), invalidBody: { visibility: 'secret' } })],
  }),
  // the manage page's AI agents card (single-target-and-flows.md §2, §7): the target named by location_uri
  row('getManagedLocationContext')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ query: { location_uri: `${tg.uri}/locations/home` } }),
    missing: (tg) => ({ query: { location_uri: `${tg.uri}/locations/nowhere` } }),
    bad: [(tg) => ({ invalidQuery: { location_uri: `${tg.uri}/events/home` } })],
  }),
  row('saveManagedLocationContext')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({
      body: {
        location_uri: `${tg.uri}/locations/home`,
        mvbots_option: 'custom',
        user_topics: [`Matrix ${uniq()}`],
      },
    }),
    missing: (tg) => ({ body: { location_uri: `${tg.uri}/locations/nowhere`, mvbots_option: 'custom' } }),
    bad: [
      (tg) => ({ invalidBody: { location_uri: `${tg.uri}/locations/home`, mvbots_option: 'sometimes' } }),
      (tg) => ({
        body: { location_uri: `${tg.uri}/locations/home`, mvbots_option: 'custom', actor_ids: ['nobody'] },
      }),
    ],
  }),
  row('resetManagedLocationOverrides')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ query: { location_uri: tg.uri } }),
    missing: (tg) => ({ query: { location_uri: `${tg.uri}/locations/nowhere` } }),
    bad: [(tg) => ({ invalidQuery: { location_uri: `${tg.uri}/x` } })],
  }),
  row('getLocationConversation')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ query: { location_uri: tg.uri } }),
    missing: (tg) => ({ query: { location_uri: `${tg.uri}/locations/nowhere` } }),
    bad: [() => ({ invalidQuery: { location_uri: '' } })],
  }),
  row('listAvailableMvbotActors')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('uploadEntityImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...entity(tg, 'locations', 'home'), image: 'doorimage' }, ...picture() }),
    missing: (tg) => ({ path: { ...entity(tg, 'locations', 'nowhere'), image: 'doorimage' }, ...picture() }),
    bad: [
      (tg) => ({
        path: { ...entity(tg, 'locations', 'home'), image: 'icon' },
        invalidPath: { image: 'poster' },
        ...picture(),
      }),
      (tg) => ({
        path: { ...entity(tg, 'locations', 'home'), image: 'icon' },
        ...picture(PNG_SIGNATURE_ONLY),
      }),
    ],
  }),
  row('clearEntityImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...entity(tg, 'locations', 'home'), image: 'discoveryicon' } }),
    missing: (tg) => ({ path: { ...entity(tg, 'locations', 'nowhere'), image: 'discoveryicon' } }),
    bad: [
      (tg) => ({
        path: { ...entity(tg, 'locations', 'home'), image: 'doorimage' },
        invalidPath: { image: 'icon' },
      }),
    ],
  }),
  row('createLocation')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { nickname: `Matrix ${uniq()}`, template: 'gallery' } }),
    bad: [(tg) => ({ path: d(tg), body: { nickname: `Matrix ${uniq()}`, template: 'no-such-template' } })],
  }),
  row('createEvent')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { name: `matrix_${uniq()}`, nickname: 'Matrix event' } }),
    bad: [
      (tg) => ({ path: d(tg), invalidBody: { name: 'Not A Slug', nickname: 'Matrix event' } }),
      (tg) => ({ path: d(tg), body: { name: `matrix_${uniq()}`, nickname: 'x', copy: 'no-such-event' } }),
    ],
  }),
  row('suggestEntityName')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { name: 'party', type: 'event' } }),
    bad: [(tg) => ({ path: d(tg), invalidQuery: { name: 'Party Time', type: 'event' } })],
  }),
  row('setLocationTemplate')({
    role: 'manager',
    call: (tg) => ({ path: place(tg), body: { template: 'lounge' } }),
    missing: (tg) => ({ path: place(tg, 'nowhere'), body: { template: 'lounge' } }),
    bad: [(tg) => ({ path: place(tg), body: { template: 'island' } })],
  }),
  // location approval (single-target-and-flows.md §4): a storefront of its own for the pending success
  row('requestLocationApproval')({
    role: 'manager',
    call: (tg) => ({ path: place(tg, tg.key) }),
    prepare: () => newEntity('locations', { template: 'storefront' }),
    missing: (tg) => ({ path: place(tg, 'nowhere') }),
    bad: [(tg) => ({ path: place(tg, 'home') })],
  }),
  // a location's headset destination: the target's own, set for the row
  row('getLocationHeadsetDestination')({
    role: 'manager',
    prepare: withHeadsetDestination,
    call: (tg) => ({ path: place(tg) }),
    missing: (tg) => ({ path: place(tg, 'nowhere') }),
  }),
  row('uploadDomainIcon')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), ...picture() }),
    bad: [(tg) => ({ path: d(tg), ...picture(PNG_SIGNATURE_ONLY) })],
  }),
  row('uploadDomainBanner')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), ...picture() }),
    bad: [(tg) => ({ path: d(tg), ...picture(PNG_SIGNATURE_ONLY) })],
  }),
  row('uploadDomainDiscoveryImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), types: 'discoverybanner' }, ...picture() }),
    bad: [
      (tg) => ({ path: { ...d(tg), types: 'doorimage' }, ...picture(PNG_SIGNATURE_ONLY) }),
      (tg) => ({ path: { ...d(tg), types: 'doorimage' }, invalidPath: { types: 'poster' }, ...picture() }),
    ],
  }),
  row('clearDomainDiscoveryImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), types: 'doorimage' } }),
    bad: [(tg) => ({ path: { ...d(tg), types: 'doorimage' }, invalidPath: { types: 'icon' } })],
  }),
  // launch
  // home offers (only the owner of the home, who needs manage_domain for the manage page)
  row('getHomeSlot')({
    role: 'manager',
    prepare: managersHome,
    call: (tg) => ({ path: { ...d(tg), location: tg.key } }),
    missing: (tg) => ({ path: { ...d(tg), location: 'nowhere' } }),
    bad: [(tg) => ({ path: { ...d(tg), location: tg.key }, invalidPath: { location: 'x'.repeat(201) } })],
  }),
  row('setHomeAllowOffers')({
    role: 'manager',
    prepare: managersHome,
    call: (tg) => ({ path: { ...d(tg), location: tg.key }, body: { allow: false } }),
    missing: (tg) => ({ path: { ...d(tg), location: 'nowhere' }, body: { allow: false } }),
  }),
  row('getDomainDeepLink')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: d(tg), query: { nonvr: true } }),
    bad: [(tg) => ({ path: d(tg), invalidQuery: { nonvr: 'perhaps' } })],
  }),
  row('getLocationDeepLink')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: place(tg) }),
    missing: (tg) => ({ path: place(tg, 'nowhere') }),
  }),
  // payments (the metaverse is named in the body)
  row('createUpgradeSession')({
    role: 'owner',
    refusal: T.needsOwner,
    call: (tg) => ({ body: price(tg) }),
    prepare: ownersNewMetaverse,
    bad: [(tg) => ({ body: { ...price(tg), priceId: 'price_premium_annual' } })],
  }),
  row('getUpgradeProration')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ body: price(tg) }),
    bad: [(tg) => ({ invalidBody: { ...price(tg), plan: 'enterprise' } })],
  }),
  row('upgradeSubscription')({
    role: 'owner',
    refusal: T.needsOwner,
    call: (tg) => ({ body: price(tg) }),
    prepare: subscribedMetaverse,
  }),
  row('cancelSubscription')({
    role: 'owner',
    refusal: T.needsOwner,
    call: (tg) => ({ body: { domain: tg.uri, newPlan: 'free' } }),
    prepare: subscribedMetaverse,
  }),
  // content (uploads, storage, chunked video)
  row('getContentStorage')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg) }),
  }),
  row('uploadContent')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: upload,
    bad: [(tg) => ({ ...upload(tg), body: Buffer.alloc(0) })],
  }),
  row('deleteContent')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: { ...d(tg), id: tg.key } }),
    prepare: uploaded,
    missing: (tg) => ({ path: { ...d(tg), id: 'no-such-file' } }),
  }),
  row('videoUploadBegin')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg), body: videoInfo() }),
  }),
  row('videoUploadChunk')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: chunk,
    prepare: () => videoAt('begun'),
    missing: (tg) => chunk({ ...tg, key: 'no-such-upload' }),
    bad: [
      (tg) => ({
        ...chunk(tg),
        headers: { 'content-type': 'application/octet-stream', 'content-range': 'all of it' },
      }),
    ],
  }),
  row('videoUploadProcess')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: { ...d(tg), uploadId: tg.key } }),
    prepare: () => videoAt('received'),
    missing: (tg) => ({ path: { ...d(tg), uploadId: 'no-such-upload' } }),
  }),
  row('videoUploadStatus')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg), body: transcode(tg) }),
    prepare: () => videoAt('processing'),
    missing: (tg) => ({ path: d(tg), body: { upload_id: 'no-such-upload', transcode_jobname: 'x' } }),
  }),
  row('videoUploadEnd')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg), body: { upload_id: tg.key } }),
    prepare: () => videoAt('complete'),
    missing: (tg) => ({ path: d(tg), body: { upload_id: 'no-such-upload' } }),
  }),
];

// ---- the checks generated from each row ----

const actor = (role: Role): Session => api.as[role];
/** Sessions below the role a row needs, each refused with 403. */
const below = (role: Role): [string, () => Session][] => [
  ...(role !== 'member'
    ? ([
        ['a plain member', () => api.as.member],
        ['a host', () => api.as.host],
      ] as [string, () => Session][])
    : []),
  ...(role === 'owner' ? ([['a manager', () => api.as.manager]] as [string, () => Session][]) : []),
];

describe.each(MATRIX.map((row) => [`${row.op} (${row.role})`, row] as const))('%s', (_name, row) => {
  let target: Target = DEFAULT;
  beforeAll(async () => {
    if (row.prepare) target = await row.prepare();
  });

  it('refuses a caller without a session with 401', async () => {
    await row.call(target)(null, 401);
  });

  /** Refuses with 403, in the row's words when it names them. */
  const refused = async (call: BoundCall, session: Session) => {
    const reply = (await call(session, 403)) as { text: string };
    if (row.refusal !== undefined) expect(reply.text).toBe(row.refusal);
  };

  it('refuses a signed-in stranger with 403', async () => {
    await refused(row.call(target), stranger);
  });

  it('refuses the owner of another metaverse with 403, and this owner on theirs', async () => {
    await refused(row.call(target), api.as.developer);
    await refused(row.call({ ...target, uri: rivalUri }), api.as.owner);
  });

  it.each(below(row.role))('refuses %s with 403', async (_who, session) => {
    await refused(row.call(target), session());
  });

  it('answers 404 for an unknown metaverse or key', async () => {
    await row.call({ ...target, uri: 'no-such-world' })(actor(row.role), 404);
    if (row.missing) await row.missing(target)(actor(row.role), 404);
  });

  it('refuses bad input with 400 and a message', async () => {
    const calls = row.bad(target);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) await call(actor(row.role), 400);
  });

  it(`succeeds for ${row.role === 'member' ? 'a member' : `the ${row.role}`}`, async () => {
    await row.call(target)(actor(row.role), 200);
  });
});

// ---- completeness: every owner-console operation is in a table or excluded on purpose ----

/** Operations of one's own account, each a row of the owner-access-matrix-account*.test.ts tables. */
const ACCOUNT_OPERATIONS = [
  'unlinkAccount',
  'listDomains',
  'createDomain',
  'getCreatePlans',
  'contactUs',
  'checkMergeOptions',
  'setTermsAndConditions',
  'useInvite',
  'requestAccountLink',
  'redeemCode',
  'logOut',
  'listMyEscrowOffers',
  'respondToEscrowOffer',
  'getUserProfilePicture',
  'signOutEverywhere',
  'getSessionContext',
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
  'createDriveLinkCode',
  'deleteDriveAccount',
  'listDriveFiles',
  'getDriveFileMeta',
  'getDriveFileEntity',
  'headUrl',
  'listAdverts',
  'getAdvert',
  'createAdvert',
  'getAdvertPrice',
  'purchaseImpressions',
  'attachImpressionsPaymentMethod',
  'finishImpressionsPayment',
  'createLocalPaymentMethod',
  'authenticateLocalPayment',
  'listAgents',
  'getAgent',
  'deleteAgent',
  'agentIsOwner',
  'agentUsages',
  'agentOwnedModules',
  'agentCosts',
  'listAgentModulePacks',
  'purchaseAgentModulePack',
  'craftAgent',
  'agentChat',
  'agentChatStream',
  'agentChatActive',
  'agentChatRecent',
  'agentClearInteractions',
];

/** Signed-in operations outside /v2/admin that are not the owner console's (public ones need no entry). */
const EXCLUDED = [
  // Staff tools reached from the admin area (staff-and-agents.md), with their own API tests.
  'findUsers',
  'listAutotests',
  'getAutotestHistoricalStats',
  'getWitAudio',
  // Developers only, whatever the role in the metaverse (single-target-and-flows.md; x-permission with a
  // viewer's x-domain-role, a row of the staff access matrix): its own access tests (no session,
  // non-developers of every role, a developer outside an invite-only metaverse) are in domain-stats.test.ts.
  'getDomainStats',
  // The developer team only (DEVELOPER_LIST_EMAILS), whatever the role in the metaverse: its own access tests
  // (no session, the owner and others off the team, the team outside its metaverse, bad input, unknown
  // metaverse, an empty list) are in developer-members.test.ts.
  'listDeveloperMembers',
  // Merging needs two accounts of one person prepared for each success (the mergeable demo pair, or a link
  // request mailed to another account): no session, bad input, the wrong account and unknown secrets are
  // tested beside the merge itself in flows-merge-link.test.ts.
  'requestAccountMerge',
  'acceptAccountMerge',
  'acceptAccountLink',
  // The stream permission, whatever the role (single-target-and-flows.md §6; x-permission, a row of the staff
  // access matrix): its own access tests (no session, no permission, a metaverse the caller may not see or
  // whose plan cannot stream, bad input) are in streaming.test.ts.
  'getStreamPublishConfig',
  // Bot administration (staff-and-agents.md §2.16): staff operations under /v2/mvbots with x-permission, rows of
  // the staff access matrix; their behaviour is tested in mvbots*.test.ts.
  'listMvbotTopicCollections',
  'getMvbotTopicCollection',
  'deleteMvbotTopicCollection',
  'listMvbotActorConfigs',
  'getMvbotActorConfig',
  'deleteMvbotActorConfig',
  'uploadMvbotActorConfigs',
  'uploadMvbotFaceIcon',
  'listMvbotLocationContexts',
  'getMvbotLocationContext',
  'resetMvbotLocationContext',
  'deleteMvbotLocationContext',
  'listMvbotSystemPrompts',
  'saveMvbotSystemPrompt',
  'generateMvbotConversation',
  'previewMvbotConversation',
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
    const rows = new Set<string>(MATRIX.map((row) => row.op));
    expect(
      scoped.map((op) => op.operationId).filter((id) => !rows.has(id) && !EXCLUDED.includes(id)),
    ).toEqual([]);
  });
});
