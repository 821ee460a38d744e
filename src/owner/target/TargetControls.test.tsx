// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Domain } from '../../api/types';
import { businessPlan, ownedDomain, renderPage } from '../../dataProvider/testing';
import type { ClientConfig } from '../../api/types';
import { PlanControls, defaultRelease, useRelease } from './TargetControls';

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

describe('the release a manage page starts on', () => {
  const Release = () => {
    const [release] = useRelease();
    return <p>Release: {release ?? 'not yet known'}</p>;
  };
  const openWith = (config: () => Promise<ClientConfig>) =>
    renderPage(<Release />, { path: '/', url: '/', dataProvider: { getClientConfig: config } });
  const environment = (name: string) => () =>
    Promise.resolve({
      environment: name,
      apiHost: '',
      blobHost: '',
      supportEmail: 'support@example.test',
      identity: { provider: 'local' as const },
    });

  afterEach(() => localStorage.clear());

  it('is Published in production and Work In Progress elsewhere, once the environment is known', async () => {
    expect(defaultRelease('prod')).toBe('prod');
    expect(defaultRelease('local')).toBe('dev');
    expect(defaultRelease('staging')).toBe('dev');
    openWith(environment('prod'));
    expect(screen.getByText('Release: not yet known')).toBeTruthy();
    expect(await screen.findByText('Release: prod')).toBeTruthy();
    cleanup();
    openWith(environment('local'));
    expect(await screen.findByText('Release: dev')).toBeTruthy();
  });

  it('is Published when the environment cannot be read', async () => {
    openWith(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Release: prod')).toBeTruthy();
  });

  it('is the one chosen in this browser, whatever the environment', async () => {
    localStorage.setItem('manage-release', 'prod');
    openWith(environment('local'));
    expect(screen.getByText('Release: prod')).toBeTruthy();
    cleanup();
    localStorage.setItem('manage-release', 'dev');
    openWith(environment('prod'));
    expect(screen.getByText('Release: dev')).toBeTruthy();
  });
});
