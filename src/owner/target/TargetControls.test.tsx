// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Domain } from '../../api/types';
import { businessPlan, ownedDomain, renderPage } from '../../dataProvider/testing';
import { PlanControls } from './TargetControls';

afterEach(cleanup);

const withPlan = (plan: Domain['plan']): Domain => ({ ...ownedDomain, plan });

const open = (domain: Domain) =>
  renderPage(<PlanControls domain={domain} plan={businessPlan} />, {
    path: '/',
    url: '/',
    dataProvider: { getMemberSummary: () => Promise.resolve({ count: 1, canAdd: true, users: [] }) },
  });

describe('the plan badge of the metaverse page', () => {
  it('says an expired trial has expired', async () => {
    open(withPlan({ type: 'premium', plan: 'premium-trial', activated: false }));
    expect((await screen.findByText(/^Plan:/)).textContent).toBe('Plan: Premium Trial · Expired');
  });

  it('reads the plan alone when it is not a trial', async () => {
    open(withPlan({ type: 'business', plan: 'business-stripe', activated: true }));
    expect((await screen.findByText(/^Plan:/)).textContent).toBe('Plan: Business');
  });
});
