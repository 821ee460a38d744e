/**
 * The access matrix of the owner console's operations on one's own account (owner-console.md §2.3, §4, §7):
 * one row per operation — no session (401), success for the caller, someone else's object (the status the
 * server answers for it), and bad input (400). Here the profile, the metaverses list, launch, contact, merge,
 * the terms gate and invites, sessions, drives and home offers; billing and adverts are in
 * owner-access-matrix-account-billing.test.ts, AI agents in owner-access-matrix-account-agents.test.ts. The
 * list of these operations is checked against the contract in owner-access-matrix.test.ts.
 */
import { type Row, accountMatrixTest, image, uniq } from './owner-access-matrix-account-helpers.ts';

const { api, me, stranger, row, describeRows } = accountMatrixTest();

// ---- throwaway data ----

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

describeRows(ROWS);
