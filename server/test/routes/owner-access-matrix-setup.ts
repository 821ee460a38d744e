/**
 * The owner access matrix's set-up (owner-access-matrix.test.ts): the API fixture with its roles, the
 * metaverse the rows act on, the throwaway data a destructive row prepares, and `row`, which binds a row's
 * calls to its operation and adds the generated bad inputs.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, vi } from 'vitest';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest, bindCall, type BoundCall, type OpCall, type OperationId } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';

export type Role = 'member' | 'manager' | 'owner';

/** The metaverse a row acts on and the row's own key in it (a member, an entity, an upload…). */
export interface Target {
  uri: string;
  key: string;
}

export interface RowSpec<K extends OperationId> {
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
export interface Row {
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
export const TARGET = 'demo-business';
export const DEFAULT: Target = { uri: TARGET, key: '' };

/** The developer is the rival: the owner of another metaverse (one they created). */
export const api = apiTest({ roles: ['owner', 'manager', 'host', 'member', 'developer'] });
export let stranger: Session;
export let rivalUri: string;

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
export function generatedBadKeys<K extends OperationId>(call: OpCall<K>): OpCall<K>[] {
  const path: unknown = call.path;
  return path && typeof path === 'object' && 'domain' in path
    ? [{ ...call, invalidPath: { domain: 'k'.repeat(201) } }]
    : [];
}

/** An unknown field, and the first field with a value of the wrong type. */
export function generatedBadBodies<K extends OperationId>(call: OpCall<K>): OpCall<K>[] {
  const body: unknown = call.body;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return [];
  const first = Object.keys(body)[0];
  return [
    { ...call, invalidBody: { ...body, unexpected: true } },
    ...(first ? [{ ...call, invalidBody: { ...body, [first]: { wrong: 'type' } } }] : []),
  ];
}

/** A row of operation `op`: `row('getDomain')({ … })` (the operation first, so its calls are typed from it). */
export const row =
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

export const uniq = () => randomBytes(4).toString('hex');
export const d = (tg: Target) => ({ domain: tg.uri });

// ---- throwaway data ----

/** A new metaverse of the owner (a premium trial: no subscription). */
export async function ownersNewMetaverse(): Promise<Target> {
  const res = await api.op(
    'createDomain',
    { body: { name: `Matrix ${uniq()}`, plan: 'premium' }, as: 'owner' },
    200,
  );
  return { uri: res.json.uri, key: '' };
}

/** A new metaverse of the owner on an active annual premium subscription of the local ledger. */
export async function subscribedMetaverse(): Promise<Target> {
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
export async function newMember(): Promise<Target> {
  const user = await api.signup();
  await api.app.db.query(`INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`, [
    domainId(TARGET),
    user.id,
  ]);
  return { uri: TARGET, key: user.id };
}

/** A new event or location of the target. */
export async function newEntity(
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

export const upload = (tg: Target): OpCall<'uploadContent'> => ({
  path: d(tg),
  query: { name: 'matrix.png' },
  body: pngOfSize(200, 1 + Math.floor(Math.random() * 200)),
  headers: { 'content-type': 'image/png' },
});

export async function uploaded(): Promise<Target> {
  const res = await api.op('uploadContent', { ...upload(DEFAULT), as: 'manager' }, 200);
  return { uri: TARGET, key: res.json.id };
}

/** A small video file as the local transcoder accepts it (an ISO media header). */
export const VIDEO = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(500, 3),
]);
export const videoInfo = () => ({
  name: `m${uniq()}.mp4`,
  size: VIDEO.length,
  mimetype: 'video/mp4',
  lastModified: 1,
});
export const chunk = (tg: Target): OpCall<'videoUploadChunk'> => ({
  path: { ...d(tg), uploadUri: tg.key },
  body: VIDEO,
  headers: {
    'content-type': 'application/octet-stream',
    'content-range': `bytes 0-${VIDEO.length - 1}/${VIDEO.length}`,
  },
});
export const transcode = (tg: Target) => ({ upload_id: tg.key, transcode_jobname: `local-${tg.key}` });

/** A video upload of the manager taken to `stage`; its key is the upload id. */
export async function videoAt(stage: 'begun' | 'received' | 'processing' | 'complete'): Promise<Target> {
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

export const price = (tg: Target) =>
  ({ domain: tg.uri, plan: 'business', priceId: 'price_business_monthly' }) as const;
/** Only the eight bytes of a PNG signature: looks like a picture, does not decode (→ 400). */
export const PNG_SIGNATURE_ONLY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A picture upload's body and headers (another body for the refusals). */
export const picture = (body: Buffer = pngOfSize(200)) => ({
  body,
  headers: { 'content-type': 'image/png', 'x-shapevr-name': 'matrix.png' },
});
export const place = (tg: Target, location = 'home') => ({ ...d(tg), location });
export const entity = (tg: Target, types: 'locations' | 'events', id: string) => ({ ...d(tg), types, id });

/** The target with a headset destination set on its manage page (a location's destination needs one). */
export async function withHeadsetDestination(): Promise<Target> {
  await api.op(
    'updateDomain',
    { path: d(DEFAULT), body: { oculusdestination: 'demo_business_hub' }, as: 'owner' },
    200,
  );
  return DEFAULT;
}

// ---- the table ----

/** A new location of the target and a building slot leading to it that the manager owns: the manager's home. */
export async function managersHome(): Promise<Target> {
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
