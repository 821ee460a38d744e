/**
 * The access matrix of the owner console's operations on one's own account (owner-console.md §2.3, §4, §7),
 * for billing and adverts: the billing portal, local checkouts, adverts and buying their impressions with the
 * local test cards. One row per operation — no session (401), success for the caller, someone else's object
 * (the status the server answers for it), and bad input (400). The other rows are in
 * owner-access-matrix-account.test.ts.
 */
import { LOCAL_TEST_CARDS } from '../../../common/adverts.ts';
import {
  type Row,
  accountMatrixTest,
  image,
  lastSegment,
  uniq,
} from './owner-access-matrix-account-helpers.ts';

const { api, me, row, describeRows } = accountMatrixTest();

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

// ---- the table ----

const ROWS: Row[] = [
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
];

describeRows(ROWS);
