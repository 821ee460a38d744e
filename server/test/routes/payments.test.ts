/** The plan upgrade flow of owner-console.md §4 through the local payments provider, billing and the outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METAVERSE_TEXTS } from '../../routes/metaverses/texts.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let owner: Session;
let manager: Session;
let member: Session;
let admin: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, member, admin] = await Promise.all(
    ['owner', 'manager', 'member', 'admin'].map((role) => login(t.app, `${role}@demo.test`)),
  );
  stranger = await signupAndLogin(t.app);
});
afterAll(() => t.close());

const post = (session: Session | null, url: string, payload: object) =>
  asUser(t.app, session, { method: 'POST', url, payload });
const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });
const premiumAnnual = { domain: 'demo-free', plan: 'premium', priceId: 'price_premium_annual' };

describe('upgrade free → premium through the local checkout, then change plan', () => {
  it('has no subscription to prorate yet', async () => {
    const quote = await post(owner, '/v2/stripe/getupgradeproration', premiumAnnual);
    expectMatchesSchema(quote, 'getUpgradeProration', 200);
    expect(quote.json()).toEqual({ error: 'no_subscription' });
  });

  it('only the owner starts a checkout (the needs-owner dialog for others)', async () => {
    for (const session of [manager, member, admin, stranger]) {
      const response = await post(session, '/v2/stripe/createupgradesession', premiumAnnual);
      expectMatchesSchema(response, 'createUpgradeSession', 403);
      expect(response.body).toBe(METAVERSE_TEXTS.needsOwner);
    }
    expectMatchesSchema(
      await post(null, '/v2/stripe/createupgradesession', premiumAnnual),
      'createUpgradeSession',
      401,
    );
  });

  it('refuses a price of another plan, free and enterprise, and bad bodies', async () => {
    const wrong = await post(owner, '/v2/stripe/createupgradesession', {
      ...premiumAnnual,
      priceId: 'price_business_annual',
    });
    expectMatchesSchema(wrong, 'createUpgradeSession', 400);
    expect(wrong.body).toBe(METAVERSE_TEXTS.unknownPrice);
    const enterprise = await post(owner, '/v2/stripe/createupgradesession', {
      ...premiumAnnual,
      plan: 'enterprise',
    });
    expect(enterprise.body).toBe(METAVERSE_TEXTS.planNotOffered);
    expectMatchesSchema(
      await post(owner, '/v2/stripe/createupgradesession', { domain: 'demo-free' }),
      'createUpgradeSession',
      400,
    );
    expectMatchesSchema(
      await post(owner, '/v2/stripe/createupgradesession', { ...premiumAnnual, domain: 'nope' }),
      'createUpgradeSession',
      404,
    );
  });

  it('pays the checkout, sets the plan, prorates a change, upgrades and cancels', async () => {
    const session = await post(owner, '/v2/stripe/createupgradesession', premiumAnnual);
    expectMatchesSchema(session, 'createUpgradeSession', 200);
    const { id, url } = session.json<{ id: string; url: string }>();
    expect(url).toBe(`/checkout/${id}`);

    const page = await get(owner, `/v2/payments/checkout/${id}`);
    expectMatchesSchema(page, 'getLocalCheckout', 200);
    expect(page.json()).toMatchObject({ status: 'open', plan: 'premium', interval: 'year', amount: 29_000 });
    expectMatchesSchema(await get(member, `/v2/payments/checkout/${id}`), 'getLocalCheckout', 404);
    expectMatchesSchema(await post(member, `/v2/payments/checkout/${id}/pay`, {}), 'payLocalCheckout', 404);

    const paid = await post(owner, `/v2/payments/checkout/${id}/pay`, {});
    expectMatchesSchema(paid, 'payLocalCheckout', 200);
    expect(paid.json<{ url: string }>().url).toMatch(/\/domains\/demo-free\?checkout=success$/);
    expectMatchesSchema(await post(owner, `/v2/payments/checkout/${id}/pay`, {}), 'payLocalCheckout', 400);

    const plan = await get(member, '/v2/domains/demo-free/plan');
    expectMatchesSchema(plan, 'getDomainPlan', 200);
    expect(plan.json()).toMatchObject({
      type: 'premium',
      plan: 'premium-stripe',
      canInviteByLink: true,
      canManageRoles: true,
    });

    const change = { domain: 'demo-free', plan: 'professional', priceId: 'price_professional_annual' };
    const quote = await post(manager, '/v2/stripe/getupgradeproration', change);
    expectMatchesSchema(quote, 'getUpgradeProration', 200);
    const body = quote.json<{ lines: { data: { amount: number }[] }; total: number; currency: string }>();
    // Just after paying, nearly the whole year is unused: about -$290 credit and +$790 charge.
    expect(body.lines.data).toHaveLength(2);
    expect(body.lines.data[0].amount).toBeLessThanOrEqual(-28_990);
    expect(body.lines.data[1].amount).toBeGreaterThanOrEqual(78_990);
    expect(body.total).toBe(body.lines.data[0].amount + body.lines.data[1].amount);
    expect(body.currency).toBe('usd');

    expectMatchesSchema(await post(manager, '/v2/stripe/upgrade', change), 'upgradeSubscription', 403);
    const upgraded = await post(owner, '/v2/stripe/upgrade', change);
    expectMatchesSchema(upgraded, 'upgradeSubscription', 200);
    expect(upgraded.json()).toEqual({});
    const synced = await post(owner, '/v2/domains/demo-free/stripe/sync', {});
    expectMatchesSchema(synced, 'syncDomainSubscription', 200);
    expect(synced.json()).toMatchObject({ plan: { type: 'professional', plan: 'professional-stripe' } });
    // Only demo-free's charges: the demo world also holds paid subscriptions of other metaverses.
    const charges = await t.app.db.query<{ amount: number }>(
      `SELECT c.amount FROM payment_charges c JOIN payment_subscriptions s ON s.id = c.subscription_id
       WHERE s.domain_id = (SELECT id FROM domains WHERE doc->>'uri' = 'demo-free') ORDER BY c.ts, c.id`,
    );
    expect(charges.rows.map((row) => row.amount).reduce((a, b) => a + b, 0)).toBe(29_000 + body.total);

    expectMatchesSchema(
      await post(manager, '/v2/stripe/cancel', { domain: 'demo-free', newPlan: 'free' }),
      'cancelSubscription',
      403,
    );
    const cancel = await post(owner, '/v2/stripe/cancel', { domain: 'demo-free', newPlan: 'free' });
    expectMatchesSchema(cancel, 'cancelSubscription', 200);
    const after = await post(owner, '/v2/domains/demo-free/stripe/sync', {});
    expect(after.json()).toMatchObject({ plan: { type: 'free', plan: 'free' } });
    expect(after.json()).not.toHaveProperty('stripesubscription');
    const canceled = await post(owner, '/v2/stripe/getupgradeproration', change);
    expect(canceled.json()).toEqual({ error: 'no_subscription' });
  });

  it('reports a canceled subscription still linked to the metaverse', async () => {
    const session = await post(owner, '/v2/stripe/createupgradesession', {
      ...premiumAnnual,
      domain: 'demo-trial',
    });
    await post(owner, `/v2/payments/checkout/${session.json<{ id: string }>().id}/pay`, {});
    await post(owner, '/v2/stripe/cancel', { domain: 'demo-trial', newPlan: 'free' });
    const quote = await post(owner, '/v2/stripe/getupgradeproration', {
      ...premiumAnnual,
      domain: 'demo-trial',
    });
    expect(quote.json()).toEqual({ error: 'subscription_canceled' });
  });
});

describe('direct plan change', () => {
  it('changes to free without a subscription (owner only)', async () => {
    expectMatchesSchema(
      await post(manager, '/v2/domains/demo-expired/plan', { newPlan: 'free' }),
      'setDomainPlan',
      403,
    );
    expectMatchesSchema(
      await post(owner, '/v2/domains/demo-expired/plan', { newPlan: 'premium' }),
      'setDomainPlan',
      400,
    );
    const response = await post(owner, '/v2/domains/demo-expired/plan', { newPlan: 'free' });
    expectMatchesSchema(response, 'setDomainPlan', 200);
    expect(response.json()).toMatchObject({ plan: { type: 'free', plan: 'free' } });
  });
});

describe('plan offers', () => {
  it('marks the current plan and the upgrades', async () => {
    const response = await get(manager, '/v2/domains/demo-premium/getwebupgradeplans?context=change');
    expectMatchesSchema(response, 'getUpgradePlans', 200);
    const buttons = Object.fromEntries(
      response.json<{ plans: { type: string; button: string }[] }>().plans.map((p) => [p.type, p.button]),
    );
    expect(buttons).toEqual({
      free: 'downgrade',
      premium: 'current',
      professional: 'upgrade',
      business: 'upgrade',
      enterprise: 'contact',
    });
    expectMatchesSchema(
      await get(member, '/v2/domains/demo-premium/getwebupgradeplans'),
      'getUpgradePlans',
      403,
    );
    expectMatchesSchema(
      await get(owner, '/v2/domains/demo-premium/getwebupgradeplans?context=bad'),
      'getUpgradePlans',
      400,
    );
    const create = await get(stranger, '/v2/domains/getwebcreateplans');
    expectMatchesSchema(create, 'getCreatePlans', 200);
    expectMatchesSchema(await get(null, '/v2/domains/getwebcreateplans'), 'getCreatePlans', 401);
  });
});

describe('billing', () => {
  it('asks for billing info when a subscription is overdue, and the local portal settles it', async () => {
    const none = await get(owner, '/v2/stripe/needsbillinginfo');
    expectMatchesSchema(none, 'needsBillingInfo', 200);
    expect(none.json()).toEqual({ required: false });
    await t.app.db.query(`UPDATE payment_subscriptions SET status = 'past_due' WHERE user_id = $1`, [
      owner.id,
    ]);
    await t.app.db.query(
      `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end)
       VALUES ('sub_overdue', $1, 'x', 'price_premium_monthly', 'past_due', now(), now() + interval '1 month')`,
      [owner.id],
    );
    expect((await get(owner, '/v2/stripe/needsbillinginfo')).json()).toEqual({ required: true });
    expectMatchesSchema(await get(null, '/v2/stripe/needsbillinginfo'), 'needsBillingInfo', 401);

    const portal = await post(owner, '/v2/stripe/createportalsession', { return_url: '/profile' });
    expectMatchesSchema(portal, 'createPortalSession', 200);
    const url = portal.json<{ url: string }>().url;
    expectMatchesSchema(
      await post(owner, '/v2/stripe/createportalsession', { return_url: 'https://evil.example/' }),
      'createPortalSession',
      400,
    );
    expectMatchesSchema(await post(owner, '/v2/stripe/createportalsession', {}), 'createPortalSession', 400);
    const id = url.split('/').pop() ?? '';
    expectMatchesSchema(await get(member, `/v2/payments/portal/${id}`), 'getLocalPortal', 404);
    const view = await get(owner, `/v2/payments/portal/${id}`);
    expectMatchesSchema(view, 'getLocalPortal', 200);
    expect(view.json<{ returnUrl: string }>().returnUrl).toBe('/profile');
    const settled = await post(owner, `/v2/payments/portal/${id}/paymentmethod`, {});
    expectMatchesSchema(settled, 'updateLocalPaymentMethod', 200);
    expect((await get(owner, '/v2/stripe/needsbillinginfo')).json()).toEqual({ required: false });
  });
});

describe('mail outbox', () => {
  it('is readable by staff only', async () => {
    await t.app.mail.send({
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Body',
      replyTo: 'me@example.test',
    });
    const page = await get(admin, '/v2/admin/mail/outbox?to=someone@example.test');
    expectMatchesSchema(page, 'listOutbox', 200);
    expect(page.json()).toMatchObject({
      total: 1,
      messages: [{ to: 'someone@example.test', subject: 'Hello', transport: 'local' }],
    });
    expectMatchesSchema(await get(owner, '/v2/admin/mail/outbox'), 'listOutbox', 403);
    expectMatchesSchema(await get(null, '/v2/admin/mail/outbox'), 'listOutbox', 401);
    expectMatchesSchema(await get(admin, '/v2/admin/mail/outbox?count=0'), 'listOutbox', 400);
  });
});
