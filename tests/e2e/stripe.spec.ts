/**
 * The console with Stripe configured (owner-console.md §4 plan upgrade flow, §7 billing;
 * single-target-and-flows.md §4 Purchase flow; screens.md A13): a server of this file's own, given the keys of the local stand-in of
 * Stripe's API (`server/test/stand-ins/stripe-server.ts`) and STRIPE_API_URL pointing at it. The owner of a free
 * metaverse is sent to Stripe's hosted checkout, a subscribed one is quoted Stripe's proration, Billing opens
 * Stripe's portal, and the advert purchase dialog says so when Stripe's script cannot load.
 *
 * Stripe's hosted pages (the stand-in hands out addresses on `*.stripe.test`) and its script (js.stripe.com) are
 * out of the test browser's reach: the pages are answered by the journey, the script is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { domainId } from '../../server/seed/demo-domains.ts';
import {
  openStripeStandIn,
  STANDIN_CHECKOUT_URL,
  STANDIN_PORTAL_URL,
  type StripeStandIn,
} from '../../server/test/stand-ins/stripe-server.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, signIn } from './session.ts';

/** The port of this file's server (apart from the workers' ports, E2E_PORT and up). */
const PORT = 18_550;
const BASE = `http://127.0.0.1:${PORT}`;
/** How long a server may take to migrate and seed on a busy machine (as the workers' servers). */
const START_LIMIT_MS = 180_000;

// The pages of this file are on its own server, not on the worker's.
test.use({ baseURL: BASE });

let stripe: StripeStandIn | undefined;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(START_LIMIT_MS + 30_000);
  stripe = await openStripeStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'multiverse-e2e-stripe-'));
  server = await startServerProcess({
    port: PORT,
    env: { DATA_DIR: dataDir, DEMO: '1', STREAM_RELAY_ADDRESS: '127.0.0.1', ...stripe.env },
    startLimitMs: START_LIMIT_MS,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Answers Stripe's hosted pages (checkout, billing portal) with a page of the journey's own. */
async function answerStripePages(page: Page): Promise<void> {
  await page.route(/^https:\/\/(checkout|billing)\.stripe\.test\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stripe</title><h1>Stripe hosted page</h1></html>',
    }),
  );
}

test('the owner of a free metaverse picks a paid plan, pays at Stripe’s hosted checkout and comes back to the plan paid for', async ({
  page,
}) => {
  await answerStripePages(page);
  // The shell asks once per browser session whether the owner owes a payment; the server asks Stripe.
  const billingAsked = page.waitForResponse((reply) =>
    /\/v2\/me\/context\?(.*&)?billing=true/.test(reply.url()),
  );
  await signIn(page, 'owner@demo.test', '/domains/demo-free/upgrade');
  const owner = (await (await billingAsked).json()) as { user: { id: string }; needsBillingInfo: boolean };
  // Stripe was asked (with the secret key) and knows no customer of the owner yet: nothing owed.
  expect(stripe!.last('GET', '/v1/customers/search')).toMatchObject({
    params: { query: `metadata['user']:'${owner.user.id}'` },
    authorized: true,
  });
  expect(owner.needsBillingInfo).toBe(false);
  await expect(page.getByRole('heading', { name: 'Upgrade Metaverse', level: 1 })).toBeVisible();
  const premium = page.getByRole('region', { name: 'Premium', exact: true });
  await expect(premium.getByText('$24.17')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Upgrade Premium' }).click();
  await expect(page).toHaveURL(STANDIN_CHECKOUT_URL);
  await expect(page.getByRole('heading', { name: 'Stripe hosted page' })).toBeVisible();
  // The checkout session Stripe made is the subscription of this metaverse, coming back to it.
  const checkout = stripe!.last('POST', '/v1/checkout/sessions').params;
  expect(checkout).toMatchObject({
    mode: 'subscription',
    'line_items[0][price]': 'price_premium_annual',
    client_reference_id: domainId('demo-free'),
    'subscription_data[metadata][domain]': domainId('demo-free'),
    success_url: `${BASE}/domains/demo-free?checkout=success`,
    cancel_url: `${BASE}/domains/demo-free/upgrade`,
  });
  expect(stripe!.state.customers).toEqual([
    { id: checkout.customer, email: 'owner@demo.test', metadata: { user: owner.user.id } },
  ]);

  // Stripe takes the payment and sends the owner back: the console reads the subscription, and the metaverse is
  // on the plan paid for.
  stripe!.state.subscriptions.push({
    id: 'sub_checkout',
    status: 'active',
    customer: checkout.customer,
    price: 'price_premium_annual',
    metadata: { domain: domainId('demo-free'), user: owner.user.id },
  });
  await page.goto(checkout.success_url);
  await expect(page.getByText('Thank you, your payment went through: the new plan is active.')).toBeVisible();
  await expect(page.getByText(/^Plan: Premium/)).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/domains/demo-free`);
});

test('a subscribed metaverse is quoted Stripe’s proration and changes plan there; Billing opens Stripe’s portal', async ({
  page,
}) => {
  await answerStripePages(page);
  // The demo world links demo-premium to a subscription; here Stripe holds it.
  const owner = await apiSession(page.request, 'owner@demo.test');
  const domain = (await (
    await page.request.get('/v2/domains/demo-premium', { headers: owner.headers })
  ).json()) as { stripesubscription: string };
  stripe!.state.subscriptions.push({
    id: domain.stripesubscription,
    status: 'active',
    customer: 'cus_demo_premium',
    price: 'price_premium_annual',
    metadata: { domain: domainId('demo-premium'), user: owner.id },
  });

  await signIn(page, 'owner@demo.test', '/domains/demo-premium/upgrade?context=change');
  await expect(page.getByRole('button', { name: 'Current Plan Premium' })).toBeDisabled();
  await page.getByRole('button', { name: 'Upgrade Professional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
  // Stripe's invoice preview, line by line, as Stripe words it.
  await expect(
    dialog.getByRole('row', { name: 'Unused time on Premium after 1 Jan -$276.16' }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('row', { name: 'Remaining time on Professional after 1 Jan $752.26' }),
  ).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Total to pay now $476.10' })).toBeVisible();
  expect(stripe!.last('POST', '/v1/invoices/create_preview').params).toMatchObject({
    subscription: domain.stripesubscription,
    'subscription_details[items][0][price]': 'price_professional_annual',
  });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-premium$/);
  const held = stripe!.state.subscriptions.find((sub) => sub.id === domain.stripesubscription);
  expect(held?.price).toBe('price_professional_annual');
  await page.goto('/domains/demo-premium/upgrade?context=change');
  await expect(page.getByRole('button', { name: 'Current Plan Professional' })).toBeDisabled();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await expect(page).toHaveURL(STANDIN_PORTAL_URL);
  expect(stripe!.last('POST', '/v1/billing_portal/sessions').params.return_url).toMatch(
    /\/domains\/demo-premium\/upgrade\?context=change$/,
  );
});

test('the advert purchase dialog says the card form could not be loaded when Stripe’s script fails, and cannot pay', async ({
  page,
}) => {
  // Refused here, so the case does not hang on name resolution; the policy lets it through (a request the
  // Content-Security-Policy blocked would never reach this route, and the fixture would fail the page).
  const scriptRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    scriptRequests.push(route.request().url());
    return route.abort();
  });
  const developer = await apiSession(page.request, 'developer@demo.test');
  const created = await page.request.post('/v2/adverts?name=Stripe%20Billboard', {
    headers: { ...developer.headers, 'content-type': 'image/png' },
    data: await sharp({
      create: { width: 1920, height: 1080, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .png()
      .toBuffer(),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const advertId = ((await created.json()) as { _id: string })._id;

  await signIn(page, 'developer@demo.test', '/adverts');
  await page.getByRole('button', { name: 'Purchase impressions for Stripe Billboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Impressions for Stripe Billboard' });
  await expect(dialog.getByText('$5.00 per 1,000 impressions')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The card form could not be loaded; please try again later.',
  );
  expect(scriptRequests).not.toEqual([]);
  // Stripe holds a payment intent for the quantity, but no card can be given to pay it.
  await expect
    .poll(() => stripe!.state.paymentIntents.map((intent) => intent.metadata.advert))
    .toContain(advertId);
  await expect(dialog.getByRole('button', { name: 'Purchase', exact: true })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(stripe!.state.requests.filter((request) => request.path.endsWith('/confirm'))).toEqual([]);
});
