import { describe, expect, it } from 'vitest';
import { chooserAction, createPlanParam } from './createPlan';

describe('createPlanParam', () => {
  it('reads a plan a metaverse can be created on', () => {
    expect(createPlanParam('premium')).toBe('premium');
    expect(createPlanParam('professional')).toBe('professional');
    expect(createPlanParam('business')).toBe('business');
    expect(createPlanParam('free')).toBe('free');
  });
  it('defaults to free when missing or unknown', () => {
    expect(createPlanParam(null)).toBe('free');
    expect(createPlanParam('')).toBe('free');
    expect(createPlanParam('enterprise')).toBe('free');
    expect(createPlanParam('Premium')).toBe('free');
  });
});

describe('chooserAction', () => {
  it('labels the free offer Get Started and trial offers Free Trial', () => {
    expect(chooserAction('create')).toBe('getStarted');
    expect(chooserAction('trial')).toBe('freeTrial');
  });
  it('keeps Contact Us for contact offers and a plain choice otherwise', () => {
    expect(chooserAction('contact')).toBe('contact');
    expect(chooserAction('buy')).toBe('choose');
    expect(chooserAction('unavailable')).toBe('choose');
  });
});
