/**
 * The signed-in shell's context in one reply (`getSessionContext`): the same user, metaverses and inventory
 * their own operations answer, and the billing-info flag only when asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['owner', 'member', 'pastdue'] });

describe('getSessionContext', () => {
  it('answers what listDomains, getUser and getInventory answer, in one reply', async () => {
    for (const as of ['owner', 'member'] as const) {
      const context = (await api.op('getSessionContext', { as }, 200)).json;
      const id = api.as[as].id;
      expect(context.user).toEqual((await api.op('getUser', { path: { id }, as }, 200)).json);
      expect(context.domains).toEqual((await api.op('listDomains', { as }, 200)).json);
      expect(context.inventory).toEqual((await api.op('getInventory', { as }, 200)).json);
      expect(context).not.toHaveProperty('needsBillingInfo');
    }
  });

  it('lists only the caller’s own metaverses, with the caller’s own permissions', async () => {
    const owner = (await api.op('getSessionContext', { as: 'owner' }, 200)).json;
    const member = (await api.op('getSessionContext', { as: 'member' }, 200)).json;
    expect(owner.user.id).toBe(api.as.owner.id);
    expect(member.user.id).toBe(api.as.member.id);
    expect(owner.domains.length).toBeGreaterThan(0);
    for (const domain of member.domains) {
      expect(domain.owner).not.toBe(api.as.member.id);
      expect(domain.domainPermissions).not.toContain('manage_domain');
    }
    const stranger = await api.signup();
    const fresh = (await api.op('getSessionContext', { as: stranger }, 200)).json;
    expect(fresh.domains).toEqual([]);
    expect(fresh.inventory).toEqual({ currency: 0, inescrow: 0 });
  });

  it('includes the billing-info flag when asked, as needsBillingInfo answers it', async () => {
    for (const as of ['owner', 'pastdue'] as const) {
      const context = (await api.op('getSessionContext', { query: { billing: true }, as }, 200)).json;
      const asked = (await api.op('needsBillingInfo', { as }, 200)).json;
      expect(context.needsBillingInfo, as).toBe(asked.required);
    }
    const pastdue = await api.op('getSessionContext', { query: { billing: true }, as: 'pastdue' }, 200);
    expect(pastdue.json.needsBillingInfo).toBe(true);
  });

  it('answers false, not an error, when the payments provider cannot tell', async () => {
    const spy = vi
      .spyOn(api.app.payments.provider, 'needsBillingInfo')
      .mockRejectedValue(new Error('provider down'));
    try {
      const context = await api.op('getSessionContext', { query: { billing: true }, as: 'pastdue' }, 200);
      expect(context.json.needsBillingInfo).toBe(false);
      expect(context.json.user.id).toBe(api.as.pastdue.id);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a bad billing value and a caller without a session', async () => {
    await api.op('getSessionContext', { invalidQuery: { billing: 'sometimes' }, as: 'owner' }, 400);
    await api.op('getSessionContext', {}, 401);
  });
});
