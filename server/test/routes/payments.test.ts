/** The plan upgrade flow of owner-console.md §4 through the local payments provider, billing and the outbox. */
import { beforeAll, describe, expect, it } from 'vitest';
import { METAVERSE_TEXTS } from '../../routes/metaverses/texts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'admin'] });
let stranger: Session;

beforeAll(async () => {
  stranger = await api.signup();
});

const premiumAnnual = { domain: 'demo-free', plan: 'premium', priceId: 'price_premium_annual' } as const;

describe('upgrade free → premium through the local checkout, then change plan', () => {
  it('has no subscription to prorate yet', async () => {
    const quote = await api.op('getUpgradeProration', { body: premiumAnnual, as: 'owner' }, 200);
    expect(quote.json).toEqual({ error: 'no_subscription' });
  });

  it('only the owner starts a checkout (the needs-owner dialog for others)', async () => {
    for (const as of ['manager', 'member', 'admin', stranger] as const) {
      const response = await api.op('createUpgradeSession', { body: premiumAnnual, as }, 403);
      expect(response.text).toBe(METAVERSE_TEXTS.needsOwner);
    }
    await api.op('createUpgradeSession', { body: premiumAnnual }, 401);
  });

  it('refuses a price of another plan, free and enterprise, and bad bodies', async () => {
    const upgrade = (body: object, status?: number) =>
      api.op('createUpgradeSession', { body: { ...premiumAnnual, ...body }, as: 'owner' }, status);
    const wrong = await upgrade({ priceId: 'price_business_annual' }, 400);
    expect(wrong.text).toBe(METAVERSE_TEXTS.unknownPrice);
    const enterprise = await upgrade({ plan: 'enterprise' });
    expect(enterprise.text).toBe(METAVERSE_TEXTS.planNotOffered);
    await api.op('createUpgradeSession', { body: { domain: 'demo-free' }, as: 'owner' }, 400);
    await upgrade({ domain: 'nope' }, 404);
  });

  it('pays the checkout, sets the plan, prorates a change, upgrades and cancels', async () => {
    const session = await api.op('createUpgradeSession', { body: premiumAnnual, as: 'owner' }, 200);
    const { id, url } = session.json;
    expect(url).toBe(`/checkout/${id}`);

    const page = await api.op('getLocalCheckout', { path: { id }, as: 'owner' }, 200);
    expect(page.json).toMatchObject({ status: 'open', plan: 'premium', interval: 'year', amount: 29_000 });
    await api.op('getLocalCheckout', { path: { id }, as: 'member' }, 404);
    await api.op('payLocalCheckout', { path: { id }, as: 'member' }, 404);

    const paid = await api.op('payLocalCheckout', { path: { id }, as: 'owner' }, 200);
    expect(paid.json.url).toMatch(/\/domains\/demo-free\?checkout=success$/);
    await api.op('payLocalCheckout', { path: { id }, as: 'owner' }, 400);

    const plan = await api.op('getDomainPlan', { path: { domain: 'demo-free' }, as: 'member' }, 200);
    expect(plan.json).toMatchObject({
      type: 'premium',
      plan: 'premium-stripe',
      canInviteByLink: true,
      canManageRoles: true,
    });

    const change = {
      domain: 'demo-free',
      plan: 'professional',
      priceId: 'price_professional_annual',
    } as const;
    const quote = await api.op('getUpgradeProration', { body: change, as: 'manager' }, 200);
    const body = quote.json as { lines: { data: { amount: number }[] }; total: number; currency: string };
    // Just after paying, nearly the whole year is unused: about -$290 credit and +$790 charge.
    expect(body.lines.data).toHaveLength(2);
    expect(body.lines.data[0].amount).toBeLessThanOrEqual(-28_990);
    expect(body.lines.data[1].amount).toBeGreaterThanOrEqual(78_990);
    expect(body.total).toBe(body.lines.data[0].amount + body.lines.data[1].amount);
    expect(body.currency).toBe('usd');

    await api.op('upgradeSubscription', { body: change, as: 'manager' }, 403);
    const upgraded = await api.op('upgradeSubscription', { body: change, as: 'owner' }, 200);
    expect(upgraded.json).toEqual({});
    const sync = () => api.op('syncDomainSubscription', { path: { domain: 'demo-free' }, as: 'owner' }, 200);
    expect((await sync()).json).toMatchObject({
      plan: { type: 'professional', plan: 'professional-stripe' },
    });
    // Only demo-free's charges: the demo world also holds paid subscriptions of other metaverses.
    const charges = await api.app.db.query<{ amount: number }>(
      `SELECT c.amount FROM payment_charges c JOIN payment_subscriptions s ON s.id = c.subscription_id
       WHERE s.domain_id = (SELECT id FROM domains WHERE doc->>'uri' = 'demo-free') ORDER BY c.ts, c.id`,
    );
    expect(charges.rows.map((row) => row.amount).reduce((a, b) => a + b, 0)).toBe(29_000 + body.total);

    const cancel = { domain: 'demo-free', newPlan: 'free' } as const;
    await api.op('cancelSubscription', { body: cancel, as: 'manager' }, 403);
    await api.op('cancelSubscription', { body: cancel, as: 'owner' }, 200);
    const after = await sync();
    expect(after.json).toMatchObject({ plan: { type: 'free', plan: 'free' } });
    expect(after.json).not.toHaveProperty('stripesubscription');
    const canceled = await api.op('getUpgradeProration', { body: change, as: 'owner' }, 200);
    expect(canceled.json).toEqual({ error: 'no_subscription' });
  });

  it('reports a canceled subscription still linked to the metaverse', async () => {
    const trial = { ...premiumAnnual, domain: 'demo-trial' };
    const session = await api.op('createUpgradeSession', { body: trial, as: 'owner' }, 200);
    await api.op('payLocalCheckout', { path: { id: session.json.id }, as: 'owner' }, 200);
    await api.op('cancelSubscription', { body: { domain: 'demo-trial', newPlan: 'free' }, as: 'owner' }, 200);
    const quote = await api.op('getUpgradeProration', { body: trial, as: 'owner' }, 200);
    expect(quote.json).toEqual({ error: 'subscription_canceled' });
  });
});

// Reads the seeded expired trial, which the direct plan change below turns into a free metaverse.
describe('plan offers', () => {
  it('marks the current plan and the upgrades', async () => {
    const path = { domain: 'demo-premium' };
    const response = await api.op(
      'getUpgradePlans',
      { path, query: { context: 'change' }, as: 'manager' },
      200,
    );
    const buttons = Object.fromEntries(response.json.plans.map((p) => [p.type, p.button]));
    expect(buttons).toEqual({
      free: 'downgrade',
      premium: 'current',
      professional: 'upgrade',
      business: 'upgrade',
      enterprise: 'contact',
    });
    // An expired premium trial has the use of the free plan only; Free is still the way down from the trial.
    const expired = await api.op(
      'getUpgradePlans',
      { path: { domain: 'demo-expired' }, query: { context: 'upgrade' }, as: 'owner' },
      200,
    );
    expect(Object.fromEntries(expired.json.plans.map((p) => [p.type, p.button]))).toEqual({
      free: 'downgrade',
      premium: 'upgrade',
      professional: 'upgrade',
      business: 'upgrade',
      enterprise: 'contact',
    });
    expect(expired.json.options.current?.type).toBe('free');
    await api.op('getUpgradePlans', { path, as: 'member' }, 403);
    await api.op('getUpgradePlans', { path, invalidQuery: { context: 'bad' }, as: 'owner' }, 400);
    await api.op('getCreatePlans', { as: stranger }, 200);
    await api.op('getCreatePlans', {}, 401);
  });
});

describe('direct plan change', () => {
  it('changes to free without a subscription (owner only)', async () => {
    const path = { domain: 'demo-expired' };
    await api.op('setDomainPlan', { path, body: { newPlan: 'free' }, as: 'manager' }, 403);
    await api.op('setDomainPlan', { path, invalidBody: { newPlan: 'premium' }, as: 'owner' }, 400);
    const response = await api.op('setDomainPlan', { path, body: { newPlan: 'free' }, as: 'owner' }, 200);
    expect(response.json).toMatchObject({ plan: { type: 'free', plan: 'free' } });
  });
});

describe('billing', () => {
  it('asks for billing info when a subscription is overdue, and the local portal settles it', async () => {
    const needs = () => api.op('needsBillingInfo', { as: 'owner' }, 200);
    expect((await needs()).json).toEqual({ required: false });
    await api.app.db.query(`UPDATE payment_subscriptions SET status = 'past_due' WHERE user_id = $1`, [
      api.as.owner.id,
    ]);
    await api.app.db.query(
      `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end)
       VALUES ('sub_overdue', $1, 'x', 'price_premium_monthly', 'past_due', now(), now() + interval '1 month')`,
      [api.as.owner.id],
    );
    expect((await needs()).json).toEqual({ required: true });
    await api.op('needsBillingInfo', {}, 401);

    const portal = await api.op(
      'createPortalSession',
      { body: { return_url: '/profile' }, as: 'owner' },
      200,
    );
    const url = portal.json.url;
    const elsewhere = await api.op(
      'createPortalSession',
      { body: { return_url: 'https://evil.example/' }, as: 'owner' },
      400,
    );
    expect(elsewhere.text).toBe(METAVERSE_TEXTS.portalReturnElsewhere);
    await api.op('createPortalSession', { body: {}, as: 'owner' }, 400);
    const id = url.split('/').pop() ?? '';
    await api.op('getLocalPortal', { path: { id }, as: 'member' }, 404);
    const view = await api.op('getLocalPortal', { path: { id }, as: 'owner' }, 200);
    expect(view.json.returnUrl).toBe('/profile');
    await api.op('updateLocalPaymentMethod', { path: { id }, as: 'owner' }, 200);
    expect((await needs()).json).toEqual({ required: false });
  });
});

describe('mail outbox', () => {
  it('is readable by staff only', async () => {
    await api.app.mail.send({
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Body',
      replyTo: 'me@example.test',
    });
    const page = await api.op('listOutbox', { query: { to: 'someone@example.test' }, as: 'admin' }, 200);
    expect(page.json).toMatchObject({
      total: 1,
      messages: [{ to: 'someone@example.test', subject: 'Hello', transport: 'local' }],
    });
    await api.op('listOutbox', { as: 'owner' }, 403);
    await api.op('listOutbox', {}, 401);
    await api.op('listOutbox', { invalidQuery: { count: '0' }, as: 'admin' }, 400);
  });
});
