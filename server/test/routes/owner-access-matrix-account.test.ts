/**
 * The access matrix of the owner console's operations on one's own account (owner-console.md §2.3, §4, §7):
 * one row per operation — no session (401), success for the caller, someone else's object (the status the
 * server answers for it), and bad input (400). The list of these operations is checked against the contract
 * in owner-access-matrix.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperation } from '../../lib/contract.ts';
import { asUser, createTestApp, expectMatchesSchema, login, pngOfSize, signupAndLogin } from '../helpers.ts';
import type { Session, TestApp } from '../helpers.ts';

type Method = 'GET' | 'POST' | 'DELETE';

interface Call {
  method: Method;
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  op: string;
  /** Who succeeds: a fresh account (default), or the demo owner where the operation needs an owner. */
  as?: 'me' | 'owner';
  /** The call for the caller and a key prepared for it (a checkout, a drive, a file…). */
  call: (key: string) => Call;
  prepare?: () => Promise<string>;
  /** Another signed-in user calling with this key, and the status the server answers (403 or 404). */
  other?: 403 | 404;
  bad?: ((key: string) => Call)[];
}

let t: TestApp;
let owner: Session;
let member: Session;
let me: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all(['owner', 'member'].map((r) => login(t.app, `${r}@demo.test`)));
  [me, stranger] = [await signupAndLogin(t.app), await signupAndLogin(t.app)];
});
afterAll(() => t?.close());

const send = (session: Session | null, call: Call) => asUser(t.app, session, call);
const GET = (url: string): Call => ({ method: 'GET', url });
const POST = (url: string, payload?: object): Call => ({ method: 'POST', url, ...(payload && { payload }) });
const image = (url: string): Call => ({
  method: 'POST',
  url,
  payload: pngOfSize(300, 1 + Math.floor(Math.random() * 200)),
  headers: { 'content-type': 'image/png' },
});
const uniq = () => randomBytes(4).toString('hex');
const lastSegment = (url: string) => url.split('/').at(-1)!;

// ---- throwaway data ----

/** An open local checkout of the owner for a new metaverse. */
async function checkout(): Promise<string> {
  const created = await send(owner, POST('/v2/domains', { name: `Checkout ${uniq()}` }));
  const session = await send(
    owner,
    POST('/v2/stripe/createupgradesession', {
      domain: created.json<{ uri: string }>().uri,
      plan: 'premium',
      priceId: 'price_premium_monthly',
    }),
  );
  return session.json<{ id: string }>().id;
}

/** A billing-portal session of the caller. */
async function portal(): Promise<string> {
  const reply = await send(me, POST('/v2/stripe/createportalsession', { return_url: '/domains' }));
  return lastSegment(reply.json<{ url: string }>().url);
}

/** A cloud-file drive linked to the caller's account through the OAuth redirect. */
async function linkedDrive(): Promise<string> {
  const linked = await send(
    null,
    GET(`/v2/oauth/auth?provider=google&returnPath=%2Fdrives&account=${me.id}&token=${me.token}`),
  );
  expect(linked.statusCode, linked.body).toBe(302);
  const accounts = (await send(me, GET('/v2/drives/accounts'))).json<{ id: string }[]>();
  return accounts.at(-1)!.id;
}

/** A file the owner uploaded into a metaverse they manage; its drive path. */
async function ownersFile(): Promise<string> {
  const uploaded = await send(owner, { ...image('/v2/domains/demo-business/content?name=matrix.png') });
  return uploaded.json<{ path: string }>().path;
}

/** The caller's own picture, so the icon reads have something to serve. */
async function myPicture(): Promise<string> {
  const uploaded = await send(me, image('/v2/profilepicture'));
  return uploaded.json<{ iconblob: string }>().iconblob;
}

/** A steam account linked to the caller, to be unlinked. */
async function linkedSteam(): Promise<string> {
  await t.app.repos.users.update(me.id, { steamaccount: `steam-${uniq()}` });
  return '';
}

// ---- the table ----

const ROWS: Row[] = [
  // session and user
  {
    op: 'unlinkAccount',
    call: () => POST('/entity/unlinkaccount', { connection: 'steam' }),
    prepare: linkedSteam,
    bad: [() => POST('/entity/unlinkaccount', { connection: 'oculus' })],
  },
  { op: 'getUser', call: () => GET(`/v2/users/${me.id}`), other: 403 },
  {
    op: 'updateUser',
    call: () => POST(`/v2/users/${me.id}`, { nickname: "Matrix O'Me" }),
    other: 403,
    bad: [() => POST(`/v2/users/${me.id}`, { nickname: '<b>' }), () => POST(`/v2/users/${me.id}`, {})],
  },
  { op: 'getUserIcon', call: () => GET(`/v2/users/${me.id}/icon`), prepare: myPicture },
  {
    op: 'uploadUserIcon',
    call: () => image(`/v2/users/${me.id}/icon`),
    other: 403,
  },
  { op: 'uploadUserBanner', call: () => image(`/v2/users/${me.id}/banner`), other: 403 },
  { op: 'getProfilePicture', call: () => GET('/v2/profilepicture'), prepare: myPicture },
  { op: 'uploadProfilePicture', call: () => image('/v2/profilepicture') },
  { op: 'getInventory', call: () => GET('/v2/inventory') },
  // metaverses of the caller
  { op: 'listDomains', call: () => GET('/v2/domains') },
  {
    op: 'createDomain',
    as: 'owner',
    call: () => POST('/v2/domains', { name: `Matrix ${uniq()}`, domainaccess: 'invite_only' }),
    // Creating needs create_domains (or developer/staff): another user without it is refused.
    other: 403,
    bad: [
      () => POST('/v2/domains', { name: 'No! Symbols?' }),
      () => POST('/v2/domains', { name: 'x', plan: 'gold' }),
    ],
  },
  { op: 'getCreatePlans', call: () => GET('/v2/domains/getwebcreateplans') },
  // launch, contact, merge
  {
    op: 'getDeepLink',
    call: () => GET('/v2/oculusdeeplink?nonvr=false'),
    bad: [() => GET('/v2/oculusdeeplink?location=home')],
  },
  {
    op: 'contactUs',
    call: () =>
      POST('/v2/contactus', { email: 'me@example.test', name: 'Me', subject: 'Support', description: 'Hi' }),
    bad: [
      () => POST('/v2/contactus', { email: 'nope', name: 'Me', subject: 'Support', description: 'Hi' }),
      () =>
        POST('/v2/contactus', { email: 'me@example.test', name: 'Me', subject: 'Spam', description: 'Hi' }),
    ],
  },
  { op: 'checkMergeOptions', call: () => GET('/v2/me/usermerge/checkmergeoptions') },
  // billing
  { op: 'needsBillingInfo', call: () => GET('/v2/stripe/needsbillinginfo') },
  {
    op: 'createPortalSession',
    call: () => POST('/v2/stripe/createportalsession', { return_url: '/domains' }),
    bad: [() => POST('/v2/stripe/createportalsession', { return_url: 'https://elsewhere.test/' })],
  },
  {
    op: 'getLocalCheckout',
    as: 'owner',
    call: (id) => GET(`/v2/payments/checkout/${id}`),
    prepare: checkout,
    other: 404,
  },
  {
    op: 'payLocalCheckout',
    as: 'owner',
    call: (id) => POST(`/v2/payments/checkout/${id}/pay`),
    prepare: checkout,
    other: 404,
  },
  { op: 'getLocalPortal', call: (id) => GET(`/v2/payments/portal/${id}`), prepare: portal, other: 404 },
  {
    op: 'updateLocalPaymentMethod',
    call: (id) => POST(`/v2/payments/portal/${id}/paymentmethod`),
    prepare: portal,
    other: 404,
  },
  // drives
  { op: 'listDriveAccounts', call: () => GET('/v2/drives/accounts') },
  {
    op: 'deleteDriveAccount',
    call: (id) => ({ method: 'DELETE', url: `/v2/drives/accounts/${id}` }),
    prepare: linkedDrive,
    other: 404,
  },
  {
    op: 'listDriveFiles',
    as: 'owner',
    call: () => GET('/v2/drives/files/list?path=metaverses%2Fdemo-business&pageSize=10'),
    // The folders of a metaverse are its managers' only: another user's listing is a 404.
    other: 404,
    bad: [() => GET('/v2/drives/files/list?pageToken=abc')],
  },
  {
    op: 'getDriveFileMeta',
    as: 'owner',
    call: (path) => GET(`/v2/drives/files/meta?path=${encodeURIComponent(path)}`),
    prepare: ownersFile,
    other: 404,
    bad: [() => GET('/v2/drives/files/meta')],
  },
  {
    op: 'getDriveFileEntity',
    as: 'owner',
    call: (path) => GET(`/v2/drives/files/entity?path=${encodeURIComponent(path)}`),
    prepare: ownersFile,
    other: 404,
    bad: [() => GET('/v2/drives/files/entity?path=metaverses%2Fdemo-business')],
  },
  {
    op: 'headUrl',
    call: (blob) => ({
      ...GET(`/v2/head?url=${encodeURIComponent(`http://localhost:80/v2/public/blobs/${blob}`)}`),
      headers: { host: 'localhost:80' },
    }),
    prepare: myPicture,
    bad: [() => GET(`/v2/head?url=${encodeURIComponent('file:///etc/hostname')}`)],
  },
];

/** The call with an unknown body field, when it has a JSON body. */
const withUnknownField = (call: Call): Call[] =>
  call.payload && !Buffer.isBuffer(call.payload)
    ? [{ ...call, payload: { ...call.payload, unexpected: 1 } }]
    : [];

describe.each(ROWS.map((row) => [row.op, row] as const))('%s', (_op, row) => {
  let key = '';
  const actor = () => (row.as === 'owner' ? owner : me);
  beforeAll(async () => {
    if (row.prepare) key = await row.prepare();
  });

  it('refuses a caller without a session with 401', async () => {
    expectMatchesSchema(await send(null, row.call(key)), row.op, 401);
  });

  if (row.other)
    it(`answers ${row.other} to another user`, async () => {
      expectMatchesSchema(
        await send(row.as === 'owner' ? member : stranger, row.call(key)),
        row.op,
        row.other!,
      );
    });

  // Rows with neither a JSON body (per the contract) nor a bad query of their own have no input to get wrong.
  if (contractOperation(row.op).bodyKind === 'json' || (row.bad?.length ?? 0) > 0)
    it('refuses bad input with 400 and a message', async () => {
      const bads = [...withUnknownField(row.call(key)), ...(row.bad ?? []).map((make) => make(key))];
      expect(bads.length).toBeGreaterThan(0);
      for (const bad of bads) expectMatchesSchema(await send(actor(), bad), row.op, 400);
    });

  it('succeeds for the caller', async () => {
    expectMatchesSchema(await send(actor(), row.call(key)), row.op, 200);
  });
});
