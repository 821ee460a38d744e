import { describe, expect, it } from 'vitest';
import {
  advertStatus,
  canPurchase,
  impressionsCost,
  localCardBehaviour,
  roundQuantity,
  validQuantity,
  willBeCropped,
} from './adverts.ts';

const base = {
  approved: false,
  pendingimpressions: 0,
  totalimpressions: 0,
  remainingimpressions: 0,
};

describe('advert status (single-target-and-flows.md §4, in its order)', () => {
  it.each([
    [{ ...base, paymentfailure: 'x', approved: true, rejectionreason: 'r' }, 'Approved (Payment failed)'],
    [{ ...base, paymentfailure: 'x', rejectionreason: 'r' }, 'Payment failed'],
    [{ ...base, rejectionreason: 'r', pendingimpressions: 5 }, 'Failed Approval'],
    [{ ...base, approved: true, rejectionreason: 'r', remainingimpressions: 3 }, 'Active'],
    [{ ...base, pendingimpressions: 5, remainingimpressions: 3 }, 'Waiting for Approval'],
    [{ ...base, approved: true, pendingimpressions: 5, remainingimpressions: 3 }, 'Active'],
    [{ ...base, approved: true, totalimpressions: 10 }, 'No Remaining Impressions'],
    [{ ...base, approved: true }, 'Inactive'],
    [base, 'Inactive'],
  ] as const)('%o is %s', (advert, status) => {
    expect(advertStatus(advert)).toBe(status);
  });

  it('offers a purchase only without pending impressions and without a rejection', () => {
    expect(canPurchase(base)).toBe(true);
    expect(canPurchase({ ...base, pendingimpressions: 1 })).toBe(false);
    expect(canPurchase({ ...base, rejectionreason: 'no' })).toBe(false);
  });
});

describe('impressions quantity (single-target-and-flows.md §5)', () => {
  it('is above 0, a multiple of the unit and at most 1,000,000', () => {
    expect(validQuantity(1000, 1000)).toBe(true);
    expect(validQuantity(1_000_000, 1000)).toBe(true);
    expect(validQuantity(0, 1000)).toBe(false);
    expect(validQuantity(1500, 1000)).toBe(false);
    expect(validQuantity(1_001_000, 1000)).toBe(false);
    expect(validQuantity(2.5, 1)).toBe(false);
  });

  it('rounds down to the unit and caps at 1,000,000', () => {
    expect(roundQuantity(2999, 1000)).toBe(2000);
    expect(roundQuantity(5_000_000, 1000)).toBe(1_000_000);
    expect(roundQuantity(1_000_700, 300)).toBe(999_900);
    expect(roundQuantity(-5, 1000)).toBe(0);
    expect(roundQuantity(Number.NaN, 1000)).toBe(0);
  });

  it('costs costPerUnit per unit, in cents', () => {
    expect(impressionsCost(3000, { unitSize: 1000, costPerUnit: 500 })).toBe(1500);
  });
});

describe('advert image and test cards', () => {
  it('warns when the aspect is off 1920:1080 by more than 0.01', () => {
    expect(willBeCropped(1920, 1080)).toBe(false);
    expect(willBeCropped(1280, 720)).toBe(false);
    expect(willBeCropped(1930, 1080)).toBe(false);
    expect(willBeCropped(1940, 1080)).toBe(true);
    expect(willBeCropped(1000, 1000)).toBe(true);
  });

  it('knows the three test cards, with or without spaces', () => {
    expect(localCardBehaviour('4242 4242 4242 4242')).toBe('success');
    expect(localCardBehaviour('4000000000000002')).toBe('decline');
    expect(localCardBehaviour('4000-0025-0000-3155')).toBe('authenticate');
    expect(localCardBehaviour('4111111111111111')).toBeNull();
  });
});
