// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanOffers } from '../../dataProvider/payments';
import { businessPlan, ownedDomain, renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { UpgradePage } from './UpgradePage';
import { UPGRADE_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

afterEach(cleanup);

// An enterprise metaverse is offered no plans (its setup is customised), only the templates.
const enterpriseOffers = {
  plans: [],
  options: { plans: [], locale: 'en-US', currency: 'usd', current: { type: 'enterprise', members: 1 } },
  templates: [
    { template: 'gallery', plan: 'free', name: 'Gallery', icon: 'gallery' },
    { template: 'conference', plan: 'premium', name: 'Conference Centre', icon: 'conference' },
    { template: 'island', plan: 'enterprise', name: 'Private Island', icon: 'island' },
  ],
} as unknown as PlanOffers;

describe('the plan page', () => {
  it('names the templates’ plans by their display names on an enterprise metaverse', async () => {
    renderPage(<UpgradePage />, {
      path: routes.domainUpgrade,
      url: paths.domain.upgrade('moonbase'),
      dataProvider: {
        getDomain: () => Promise.resolve(ownedDomain),
        getDomainPlan: () => Promise.resolve(businessPlan),
        getUpgradePlans: () => Promise.resolve(enterpriseOffers),
      },
    });
    const templates = await screen.findByRole('region', { name: T.templates });
    const cards = within(templates).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'GalleryFree',
      'Conference CentrePremium',
      'Private IslandEnterprise',
    ]);
  });
});
