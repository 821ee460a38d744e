import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  IDLE,
  isWorking,
  nextState,
  type Choice,
  type FlowContext,
  type FlowState,
} from './upgradeFlow';

const owner: FlowContext = { isOwner: true, hasSubscription: false };
const ownerSubscribed: FlowContext = { isOwner: true, hasSubscription: true };
const manager: FlowContext = { isOwner: false, hasSubscription: false };
const managerSubscribed: FlowContext = { isOwner: false, hasSubscription: true };

const premium: Choice = { plan: 'premium', priceId: 'price_premium_annual', button: 'upgrade' };
const free: Choice = { plan: 'free', button: 'downgrade' };
const quote = {
  lines: [{ amount: -100, currency: 'usd', description: 'credit' }],
  total: 400,
  currency: 'usd',
};

const choose = (choice: Choice, context: FlowContext) => nextState(IDLE, { type: 'choose', choice }, context);

describe('no subscription', () => {
  it('sends the owner to a checkout and then to its page', () => {
    const state = choose(premium, owner);
    expect(state).toEqual({ kind: 'checkout', choice: premium });
    expect(nextState(state, { type: 'checkoutCreated', url: '/checkout/cs_1' }, owner)).toEqual({
      kind: 'redirect',
      url: '/checkout/cs_1',
    });
  });

  it('shows anyone else the needs-owner dialog', () => {
    expect(choose(premium, manager)).toEqual({ kind: 'needsOwner' });
    expect(choose({ ...premium, button: 'buy' }, manager)).toEqual({ kind: 'needsOwner' });
  });

  it('changes a plan without a price id directly, then returns to the domain', () => {
    const confirm = choose(free, owner);
    expect(confirm).toEqual({ kind: 'confirmDowngrade', choice: free });
    const set = nextState(confirm, { type: 'confirm' }, owner);
    expect(set).toEqual({ kind: 'setPlan', choice: free });
    expect(nextState(set, { type: 'planSet' }, owner)).toEqual({ kind: 'done' });
  });
});

describe('with a subscription', () => {
  it('quotes, confirms with the charges, upgrades, then syncs', () => {
    let state: FlowState = choose(premium, ownerSubscribed);
    expect(state).toEqual({ kind: 'quote', choice: premium });
    state = nextState(state, { type: 'quoted', quote }, ownerSubscribed);
    expect(state).toEqual({ kind: 'confirmProration', choice: premium, quote });
    state = nextState(state, { type: 'confirm' }, ownerSubscribed);
    expect(state).toEqual({ kind: 'upgrade', choice: premium });
    state = nextState(state, { type: 'upgraded' }, ownerSubscribed);
    expect(state).toEqual({ kind: 'sync' });
    expect(nextState(state, { type: 'synced' }, ownerSubscribed)).toEqual({ kind: 'done' });
  });

  it('starts a new checkout for the owner when the quote says no_subscription', () => {
    const state = nextState(
      { kind: 'quote', choice: premium },
      { type: 'quoted', error: 'no_subscription' },
      owner,
    );
    expect(state).toEqual({ kind: 'checkout', choice: premium });
    const other = nextState(
      { kind: 'quote', choice: premium },
      { type: 'quoted', error: 'no_subscription' },
      manager,
    );
    expect(other).toEqual({ kind: 'needsOwner' });
  });

  it('reloads the page when the subscription was canceled', () => {
    const quoting: FlowState = { kind: 'quote', choice: premium };
    expect(nextState(quoting, { type: 'quoted', error: 'subscription_canceled' }, ownerSubscribed)).toEqual({
      kind: 'reload',
    });
    const upgrading: FlowState = { kind: 'upgrade', choice: premium };
    expect(
      nextState(upgrading, { type: 'upgraded', error: 'subscription_canceled' }, ownerSubscribed),
    ).toEqual({
      kind: 'reload',
    });
    expect(nextState(upgrading, { type: 'upgraded', error: 'no_subscription' }, ownerSubscribed)).toEqual({
      kind: 'checkout',
      choice: premium,
    });
  });

  it('tries a new checkout for the owner when the quote call fails; others see the error', () => {
    const quoting: FlowState = { kind: 'quote', choice: premium };
    expect(afterFailure(quoting, 'boom', ownerSubscribed)).toEqual({ kind: 'checkout', choice: premium });
    expect(afterFailure(quoting, 'boom', managerSubscribed)).toEqual({ kind: 'failed', message: 'boom' });
    expect(afterFailure({ kind: 'checkout', choice: premium }, 'no', owner)).toEqual({
      kind: 'failed',
      message: 'no',
    });
  });

  it('lets a manager see the quote but needs the owner to confirm it', () => {
    const state = nextState(
      { kind: 'confirmProration', choice: premium, quote },
      { type: 'confirm' },
      managerSubscribed,
    );
    expect(state).toEqual({ kind: 'needsOwner' });
  });

  it('cancels then syncs for a plan without a price id (owner only)', () => {
    const confirm = choose(free, ownerSubscribed);
    const cancel = nextState(confirm, { type: 'confirm' }, ownerSubscribed);
    expect(cancel).toEqual({ kind: 'cancel', choice: free });
    expect(nextState(cancel, { type: 'canceled' }, ownerSubscribed)).toEqual({ kind: 'sync' });
    expect(nextState(cancel, { type: 'canceled', error: 'no_subscription' }, ownerSubscribed)).toEqual({
      kind: 'setPlan',
      choice: free,
    });
    expect(
      nextState(
        nextState(choose(free, managerSubscribed), { type: 'confirm' }, managerSubscribed),
        { type: 'confirm' },
        managerSubscribed,
      ),
    ).toEqual({ kind: 'needsOwner' });
  });
});

describe('buttons and dialogs', () => {
  it('asks before a downgrade and does nothing until confirmed; dismiss returns to idle', () => {
    const downgrade: Choice = { plan: 'premium', priceId: 'price_premium_annual', button: 'downgrade' };
    const confirm = choose(downgrade, ownerSubscribed);
    expect(confirm).toEqual({ kind: 'confirmDowngrade', choice: downgrade });
    expect(nextState(confirm, { type: 'synced' }, ownerSubscribed)).toBe(confirm);
    expect(nextState(confirm, { type: 'dismiss' }, ownerSubscribed)).toEqual(IDLE);
    expect(nextState(confirm, { type: 'confirm' }, ownerSubscribed)).toEqual({
      kind: 'quote',
      choice: downgrade,
    });
  });

  it('opens Contact Us for contact, ignores current, coming soon and unavailable', () => {
    expect(choose({ plan: 'enterprise', button: 'contact' }, manager)).toEqual({ kind: 'contact' });
    for (const button of ['current', 'comingsoon', 'unavailable'] as const) {
      expect(choose({ plan: 'premium', button }, owner)).toBe(IDLE);
    }
  });

  it('cannot be dismissed while a call runs', () => {
    const working: FlowState = { kind: 'upgrade', choice: premium };
    expect(isWorking(working)).toBe(true);
    expect(nextState(working, { type: 'dismiss' }, owner)).toBe(working);
    expect(isWorking({ kind: 'needsOwner' })).toBe(false);
  });
});
