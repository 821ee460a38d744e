/**
 * The demo world's walk-through accounts (README, "Demo accounts"): each shows one state of the screens
 * (owner-console.md §2.2, §4, §8; screens.md section A), checked here through the API the console reads it from.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({
  roles: [
    'owner',
    'developer',
    'social',
    'gamer',
    'pastdue',
    'trial',
    'newcomer',
    'headsettwin',
    'paidtwin',
    'noemail',
  ],
});

/** The console's rule for offering Merge Accounts (the email/password identity-provider prefix). */
const offersMerge = (auth0userid: unknown) => String(auth0userid ?? '').startsWith('auth0|');

describe('demo world walk-through', () => {
  it('lists every demo account on the sign-in page with what it shows', async () => {
    const config = await api.op('getConfig', {}, 200);
    const accounts = config.json.demo?.accounts ?? [];
    expect(accounts.map((account) => account.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    for (const account of accounts) expect(account.purpose.length, account.email).toBeGreaterThan(10);
  });

  it('hides Merge Accounts for the social account, whose merge check says not enabled yet', async () => {
    expect(offersMerge(api.as.social.user.auth0userid)).toBe(false);
    expect(offersMerge(api.as.owner.user.auth0userid)).toBe(true);
    const check = await api.op('checkMergeOptions', { as: 'social' }, 200);
    expect(check.json).toMatchObject({ canMerge: false, failReason: 'wip' });
  });

  it('shows each merge failure reason', async () => {
    const reasons = await Promise.all(
      (['owner', 'headsettwin', 'paidtwin', 'noemail'] as const).map(async (role) => {
        const check = await api.op('checkMergeOptions', { as: role }, 200);
        expect(check.json.canMerge, role).toBe(false);
        return [role, check.json.failReason, check.json.accounts.length];
      }),
    );
    expect(reasons).toEqual([
      ['owner', 'no_accounts', 0],
      ['headsettwin', 'oculus', 1],
      ['paidtwin', 'paid', 1],
      ['noemail', 'other', 0],
    ]);
  });

  it('gives the gamer a Steam account and no one else among the role accounts', () => {
    expect(api.as.gamer.user.steamaccount).toMatch(/^7656119\d{10}$/);
    expect(api.as.owner.user.steamaccount).toBeUndefined();
  });

  it('asks the past-due account, and not the owner, to update their billing info', async () => {
    expect((await api.op('needsBillingInfo', { as: 'pastdue' }, 200)).json).toEqual({ required: true });
    expect((await api.op('needsBillingInfo', { as: 'owner' }, 200)).json).toEqual({ required: false });
  });

  it('has a trial metaverse that is still active but whose trial has ended (Expiring Now)', async () => {
    const domain = await api.op('getDomain', { path: { domain: 'demo-expiring' }, as: 'trial' }, 200);
    const plan = domain.json.plan;
    expect(plan).toMatchObject({ plan: 'premium-trial', activated: true });
    expect(Date.parse(String(plan?.trialend))).toBeLessThan(Date.now());
  });

  it('lets the developer manage a metaverse, so its sidebar has Landmarks and Stats', async () => {
    expect(api.as.developer.user.permissions).toContain('developer');
    const domains = await api.op('listDomains', { as: 'developer' }, 200);
    const own = domains.json.find((domain) => domain.uri === 'demo-developer');
    expect(own?.domainPermissions).toContain('manage_domain');
    await api.op('getDomainStats', { path: { domain: 'demo-developer' }, as: 'developer' }, 200);
  });

  it('has an account that has not accepted the terms', () => {
    expect(api.as.newcomer.user.acceptedtandcs).toBe(false);
    expect(api.as.owner.user.acceptedtandcs).toBe(true);
  });
});
