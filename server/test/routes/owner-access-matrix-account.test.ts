/**
 * The access matrix of the owner console's operations on one's own account (owner-console.md §2.3, §4, §7):
 * one row per operation — no session (401), success for the caller, someone else's object (the status the
 * server answers for it), and bad input (400). The list of these operations is checked against the contract
 * in owner-access-matrix.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARDS } from '../../../common/adverts.ts';
import { contractOperation } from '../../lib/contract.ts';
import { apiTest, bindCall, type BoundCall, type OpCall, type OperationId } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';

/**
 * Who succeeds: a fresh account shared by the rows (default), the demo owner where the operation needs an
 * owner, or an account of the row's own where success ends its sessions.
 */
type Actor = 'me' | 'owner' | 'own';

interface RowSpec<K extends OperationId> {
  as?: Actor;
  /** The success status when it is not 200. */
  status?: 204;
  /** The call for the caller and a key prepared for it (a checkout, a drive, a file…). */
  call: (key: string) => OpCall<K>;
  prepare?: () => Promise<string>;
  /** Another signed-in user calling with this key, and the status the server answers (403 or 404). */
  other?: 403 | 404;
  bad?: ((key: string) => OpCall<K>)[];
}

/** A row with its calls bound to its operation. */
interface Row {
  op: OperationId;
  as?: Actor;
  status: number;
  prepare?: () => Promise<string>;
  other?: 403 | 404;
  call: (key: string) => BoundCall;
  /** The call with an unknown body field (when it has a JSON body), then the row's own bad inputs. */
  bad: (key: string) => BoundCall[];
  /** Whether the row has bad inputs of its own. */
  hasOwnBad: boolean;
}

const api = apiTest({ roles: ['owner', 'member'] });
let me: Session;
let stranger: Session;

beforeAll(async () => {
  [me, stranger] = [await api.signup(), await api.signup()];
});

/** A row of operation `op`: `row('getUser')({ … })` (the operation first, so its calls are typed from it). */
const row =
  <K extends OperationId>(op: K) =>
  (spec: RowSpec<K>): Row => {
    const send = (call: OpCall<K>): BoundCall => bindCall(api, op, call);
    /** The call with an unknown body field, when it has a JSON body. */
    const withUnknownField = (call: OpCall<K>): OpCall<K>[] => {
      const body: unknown = call.body;
      return body && typeof body === 'object' && !Buffer.isBuffer(body)
        ? [{ ...call, invalidBody: { ...body, unexpected: 1 } }]
        : [];
    };
    return {
      op,
      as: spec.as,
      status: spec.status ?? 200,
      prepare: spec.prepare,
      other: spec.other,
      call: (key) => send(spec.call(key)),
      bad: (key) =>
        [...withUnknownField(spec.call(key)), ...(spec.bad ?? []).map((make) => make(key))].map(send),
      hasOwnBad: (spec.bad?.length ?? 0) > 0,
    };
  };

const image = (): { body: Buffer; headers: Record<string, string> } => ({
  body: pngOfSize(300, 1 + Math.floor(Math.random() * 200)),
  headers: { 'content-type': 'image/png' },
});
const uniq = () => randomBytes(4).toString('hex');
const lastSegment = (url: string) => url.split('/').at(-1)!;

// ---- throwaway data ----

/** An open local checkout of the owner for a new metaverse. */
async function checkout(): Promise<string> {
  const created = await api.op('createDomain', { body: { name: `Checkout ${uniq()}` }, as: 'owner' }, 200);
  const session = await api.op(
    'createUpgradeSession',
    {
      body: { domain: created.json.uri, plan: 'premium', priceId: 'price_premium_monthly' },
      as: 'owner',
    },
    200,
  );
  return session.json.id;
}

/** A billing-portal session of the caller. */
async function portal(): Promise<string> {
  const reply = await api.op('createPortalSession', { body: { return_url: '/domains' }, as: me }, 200);
  return lastSegment(reply.json.url);
}

/** A cloud-file drive linked to the caller's account through the OAuth redirect. */
async function linkedDrive(): Promise<string> {
  const { code } = (await api.op('createDriveLinkCode', { body: { provider: 'google' }, as: me }, 200)).json;
  await api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 302);
  const accounts = await api.op('listDriveAccounts', { as: me }, 200);
  return accounts.json.at(-1)!.id;
}

/** A file the owner uploaded into a metaverse they manage; its drive path. */
async function ownersFile(): Promise<string> {
  const uploaded = await api.op(
    'uploadContent',
    { path: { domain: 'demo-business' }, query: { name: 'matrix.png' }, ...image(), as: 'owner' },
    200,
  );
  return uploaded.json.path!;
}

/** The caller's own picture, so the icon reads have something to serve. */
async function myPicture(): Promise<string> {
  const uploaded = await api.op('uploadProfilePicture', { ...image(), as: me }, 200);
  return uploaded.json.iconblob!;
}

/** The secret of the shared invite link of the owner's premium metaverse. */
async function sharedInviteSecret(): Promise<string> {
  const path = { domain: 'demo-premium' };
  const link = (await api.op('createSharedInvite', { path, as: 'owner' }, 200)).json.link!;
  return new URL(link).searchParams.get('secret')!;
}

/** A steam account linked to the caller, to be unlinked. */
async function linkedSteam(): Promise<string> {
  await api.app.repos.users.update(me.id, { steamaccount: `steam-${uniq()}` });
  return '';
}

/** An advert of the caller. */
async function myAdvert(): Promise<string> {
  const created = await api.op(
    'createAdvert',
    { query: { name: `Matrix ${uniq()}` }, ...image(), as: me },
    200,
  );
  return created.json._id;
}

/** A purchase of impressions for a new advert of the caller and a test card: `{client secret} {card}`. */
async function myPurchase(kind: keyof typeof LOCAL_TEST_CARDS = 'success'): Promise<string> {
  const advertid = await myAdvert();
  const intent = await api.op('purchaseImpressions', { body: { advertid, quantity: 1000 }, as: me }, 200);
  const pm = await api.op(
    'createLocalPaymentMethod',
    { body: { number: LOCAL_TEST_CARDS[kind] }, as: me },
    200,
  );
  return `${intent.json.client_secret} ${pm.json.id}`;
}

/** A purchase waiting for the card holder's confirmation: its client secret. */
async function purchaseAwaitingConfirmation(): Promise<string> {
  const key = await myPurchase('authenticate');
  const [clientsecret, paymentmethodid] = key.split(' ');
  await api.op('attachImpressionsPaymentMethod', { body: { clientsecret, paymentmethodid }, as: me }, 200);
  return key;
}

/** A purchase confirmed by the card holder, to be finished: `{client secret} {card}`. */
async function purchaseConfirmed(): Promise<string> {
  const key = await purchaseAwaitingConfirmation();
  await api.op(
    'authenticateLocalPayment',
    { body: { clientsecret: key.split(' ')[0], confirm: true }, as: me },
    200,
  );
  return key;
}

const payment = (key: string) => {
  const [clientsecret, paymentmethodid] = key.split(' ');
  return { clientsecret, paymentmethodid };
};

/** An open offer of the stranger on a slot, received by the caller: its escrow id. */
async function offerToMe(): Promise<string> {
  const id = `matrix-offer-${uniq()}`;
  await api.app.db.query(
    `INSERT INTO escrows (id, user_id, receiver_id, ts, amount, itemname, doc)
     VALUES ($1, $2, $3, now(), 100, 'Offer on an apartment', $4::jsonb)`,
    [id, stranger.id, me.id, JSON.stringify({ buildingguid: 'matrix-building', slot: 1, fees: 10 })],
  );
  return id;
}

// ---- the table ----

/** An agent of the demo owner (who has the metacoin to craft it). */
async function ownersAgent(): Promise<string> {
  const crafted = await api.op('craftAgent', { body: { modules: ['hobby-1'] }, as: 'owner' }, 200);
  return crafted.json._id;
}

const ROWS: Row[] = [
  // session and user
  row('unlinkAccount')({
    call: () => ({ body: { connection: 'steam' } }),
    prepare: linkedSteam,
    bad: [() => ({ invalidBody: { connection: 'oculus' } })],
  }),
  row('getUser')({ call: () => ({ path: { id: me.id } }), other: 403 }),
  row('updateUser')({
    call: () => ({ path: { id: me.id }, body: { nickname: "Matrix O'Me" } }),
    other: 403,
    bad: [
      () => ({ path: { id: me.id }, body: { nickname: '<b>' } }),
      () => ({ path: { id: me.id }, body: {} }),
    ],
  }),
  row('getUserIcon')({ call: () => ({ path: { id: me.id } }), prepare: myPicture }),
  row('uploadUserIcon')({ call: () => ({ path: { id: me.id }, ...image() }), other: 403 }),
  row('uploadUserBanner')({ call: () => ({ path: { id: me.id }, ...image() }), other: 403 }),
  row('getProfilePicture')({ call: () => ({}), prepare: myPicture }),
  row('uploadProfilePicture')({ call: () => image() }),
  row('getInventory')({ call: () => ({}) }),
  // metaverses of the caller
  row('listDomains')({ call: () => ({}) }),
  row('createDomain')({
    as: 'owner',
    call: () => ({ body: { name: `Matrix ${uniq()}`, domainaccess: 'invite_only' } }),
    // Creating needs create_domains (or developer/staff): another user without it is refused.
    other: 403,
    bad: [() => ({ body: { name: 'No! Symbols?' } }), () => ({ invalidBody: { name: 'x', plan: 'gold' } })],
  }),
  row('getCreatePlans')({ call: () => ({}) }),
  // launch, contact, merge
  row('getDeepLink')({
    call: () => ({ query: { nonvr: false } }),
    bad: [() => ({ query: { location: 'home' } })],
  }),
  row('contactUs')({
    call: () => ({ body: { email: 'me@example.test', name: 'Me', subject: 'Support', description: 'Hi' } }),
    bad: [
      () => ({ body: { email: 'nope', name: 'Me', subject: 'Support', description: 'Hi' } }),
      () => ({ invalidBody: { email: 'me@example.test', name: 'Me', subject: 'Spam', description: 'Hi' } }),
    ],
  }),
  row('checkMergeOptions')({ call: () => ({}) }),
  // flows: the terms gate and invites
  row('setTermsAndConditions')({
    call: () => ({ body: { acceptedtandcs: true, receiveupdates: false } }),
    bad: [() => ({ invalidBody: { acceptedtandcs: false, receiveupdates: false } })],
  }),
  row('useInvite')({
    call: (secret) => ({ body: { domain: 'demo-premium', secret } }),
    prepare: sharedInviteSecret,
    bad: [() => ({ invalidBody: { domain: '', secret: 'x' } })],
  }),
  row('redeemCode')({
    call: () => ({ path: { userid: me.id, code: 'NO-SUCH-CODE-HERE' } }),
    // Redeeming for another user's id is refused.
    other: 403,
    bad: [() => ({ invalidPath: { userid: me.id, code: 'bad code!' } })],
  }),
  row('requestAccountLink')({
    call: () => ({ body: { email: 'nobody@example.test' } }),
    bad: [() => ({ invalidBody: { email: 'x' } })],
  }),
  // sessions: success ends the caller's session(s), so each row signs in an account of its own
  row('logOut')({ as: 'own', call: () => ({}), status: 204 }),
  row('signOutEverywhere')({ as: 'own', call: () => ({}), status: 204 }),
  row('getSessionContext')({
    call: () => ({ query: { billing: true } }),
    bad: [() => ({ invalidQuery: { billing: 'sometimes' } })],
  }),
  // billing
  row('needsBillingInfo')({ call: () => ({}) }),
  row('createPortalSession')({
    call: () => ({ body: { return_url: '/domains' } }),
    bad: [() => ({ body: { return_url: 'https://elsewhere.test/' } })],
  }),
  row('getLocalCheckout')({ as: 'owner', call: (id) => ({ path: { id } }), prepare: checkout, other: 404 }),
  row('payLocalCheckout')({ as: 'owner', call: (id) => ({ path: { id } }), prepare: checkout, other: 404 }),
  row('getLocalPortal')({ call: (id) => ({ path: { id } }), prepare: portal, other: 404 }),
  row('updateLocalPaymentMethod')({ call: (id) => ({ path: { id } }), prepare: portal, other: 404 }),
  // adverts and buying their impressions with the local test cards
  row('listAdverts')({ call: () => ({}) }),
  row('getAdvert')({
    call: (id) => ({ path: { id } }),
    prepare: myAdvert,
    other: 404,
    bad: [() => ({ invalidPath: { id: '' } })],
  }),
  row('createAdvert')({
    call: () => ({ query: { name: `Matrix ${uniq()}` }, ...image() }),
    bad: [() => ({ query: { name: '   ' }, ...image() })],
  }),
  row('getAdvertPrice')({ call: () => ({}) }),
  row('purchaseImpressions')({
    call: (advertid) => ({ body: { advertid, quantity: 1000 } }),
    prepare: myAdvert,
    other: 404,
    bad: [(advertid) => ({ body: { advertid, quantity: 1500 } })],
  }),
  row('attachImpressionsPaymentMethod')({
    call: (key) => ({ body: payment(key) }),
    prepare: () => myPurchase(),
    other: 404,
  }),
  row('finishImpressionsPayment')({
    call: (key) => ({ body: payment(key) }),
    prepare: purchaseConfirmed,
    other: 404,
  }),
  row('createLocalPaymentMethod')({
    call: () => ({ body: { number: LOCAL_TEST_CARDS.success } }),
    bad: [() => ({ body: { number: '4111 1111 1111 1111' } })],
  }),
  row('authenticateLocalPayment')({
    call: (key) => ({ body: { clientsecret: key.split(' ')[0], confirm: true } }),
    prepare: purchaseAwaitingConfirmation,
    other: 404,
  }),
  // AI agents: anyone signed in views and chats; crafting, platforms and delete are the owner's
  row('listAgents')({ call: () => ({}), bad: [() => ({ invalidQuery: { limit: '0' } })] }),
  row('getAgent')({
    call: (id) => ({ path: { id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidPath: { id: 'a b' } })],
  }),
  row('deleteAgent')({ as: 'owner', call: (id) => ({ path: { id } }), prepare: ownersAgent, other: 403 }),
  row('agentIsOwner')({ call: (agent_id) => ({ path: { agent_id } }), prepare: ownersAgent }),
  row('agentUsages')({ as: 'owner', call: (id) => ({ path: { id } }), prepare: ownersAgent, other: 403 }),
  row('agentOwnedModules')({ call: () => ({}) }),
  row('agentCosts')({ call: () => ({}) }),
  row('listAgentModulePacks')({ call: () => ({}) }),
  row('purchaseAgentModulePack')({
    as: 'owner',
    call: () => ({ query: { modulecount: 3 } }),
    bad: [() => ({ invalidQuery: { modulecount: '0' } }), () => ({ query: { modulecount: 4 } })],
  }),
  row('craftAgent')({
    as: 'owner',
    call: (agent_id) => ({ body: { agent_id, modules: [] } }),
    prepare: ownersAgent,
    other: 403,
    bad: [() => ({ body: { modules: [] } })],
  }),
  row('agentChat')({
    call: (agent_id) => ({ body: { agent_id, message: 'Hello' } }),
    prepare: ownersAgent,
    bad: [(agent_id) => ({ body: { agent_id, message: ' ' } })],
  }),
  row('agentChatStream')({
    call: (agent_id) => ({ body: { agent_id, message: 'Hello' } }),
    prepare: ownersAgent,
    bad: [(agent_id) => ({ body: { agent_id, message: ' ' } })],
  }),
  row('agentChatActive')({
    call: (agent_id) => ({ query: { agent_id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidQuery: { agent_id: 'a b' } })],
  }),
  row('agentChatRecent')({
    call: (agent_id) => ({ query: { agent_id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidQuery: { agent_id: 'a b' } })],
  }),
  row('agentClearInteractions')({
    call: (agent_id) => ({ query: { agent_id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidQuery: { agent_id: 'a b' } })],
  }),
  // drives
  row('listDriveAccounts')({ call: () => ({}) }),
  row('createDriveLinkCode')({
    call: () => ({ body: { provider: 'google' } }),
    bad: [() => ({ invalidBody: { provider: 'dropbox' } })],
  }),
  row('deleteDriveAccount')({ call: (id) => ({ path: { id } }), prepare: linkedDrive, other: 404 }),
  row('listDriveFiles')({
    as: 'owner',
    call: () => ({ query: { path: 'metaverses/demo-business', pageSize: 10 } }),
    // The folders of a metaverse are its managers' only: another user's listing is a 404.
    other: 404,
    bad: [() => ({ query: { pageToken: 'abc' } })],
  }),
  row('getDriveFileMeta')({
    as: 'owner',
    call: (path) => ({ query: { path } }),
    prepare: ownersFile,
    other: 404,
    bad: [() => ({ invalidQuery: {} })],
  }),
  row('getDriveFileEntity')({
    as: 'owner',
    call: (path) => ({ query: { path } }),
    prepare: ownersFile,
    other: 404,
    bad: [() => ({ query: { path: 'metaverses/demo-business' } })],
  }),
  // home offers
  row('listMyEscrowOffers')({
    call: () => ({ query: { received: true } }),
    bad: [() => ({ invalidQuery: { received: 'maybe' } })],
  }),
  row('respondToEscrowOffer')({
    call: (escrowid) => ({ body: { escrowid, acceptoffer: false, amount: 100 } }),
    prepare: offerToMe,
    other: 404,
    bad: [(escrowid) => ({ invalidBody: { escrowid, acceptoffer: false, amount: 1.5 } })],
  }),
  row('getUserProfilePicture')({
    call: () => ({ path: { id: me.id } }),
    prepare: myPicture,
    bad: [() => ({ path: { id: me.id }, invalidPath: { id: 'bad id!' } })],
  }),
  row('headUrl')({
    call: (blob) => ({
      query: { url: `http://localhost:80/v2/public/blobs/${blob}` },
      headers: { host: 'localhost:80' },
    }),
    prepare: myPicture,
    bad: [() => ({ query: { url: 'file:///etc/hostname' } })],
  }),
];

describe.each(ROWS.map((row) => [row.op, row] as const))('%s', (_op, row) => {
  let key = '';
  let own: Session | undefined;
  const actor = () => (row.as === 'owner' ? api.as.owner : row.as === 'own' ? own! : me);
  beforeAll(async () => {
    if (row.as === 'own') own = await api.signup();
    if (row.prepare) key = await row.prepare();
  });

  it('refuses a caller without a session with 401', async () => {
    await row.call(key)(null, 401);
  });

  if (row.other)
    it(`answers ${row.other} to another user`, async () => {
      await row.call(key)(row.as === 'owner' ? api.as.member : stranger, row.other!);
    });

  // Rows with neither a JSON body (per the contract) nor a bad query of their own have no input to get wrong.
  if (contractOperation(row.op).bodyKind === 'json' || row.hasOwnBad)
    it('refuses bad input with 400 and a message', async () => {
      const bads = row.bad(key);
      expect(bads.length).toBeGreaterThan(0);
      for (const bad of bads) await bad(actor(), 400);
    });

  it('succeeds for the caller', async () => {
    await row.call(key)(actor(), row.status);
  });
});
