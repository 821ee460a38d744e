// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TARGET_TEXTS } from '../../../common/targetRules';
import type { PlanOffers } from '../../dataProvider/payments';
import { businessPlan, ownedDomain, renderPage } from '../../dataProvider/testing';
import { routes } from '../../paths';
import { CreateLocationPage } from './CreateLocationPage';
import { TARGET_PAGE_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

afterEach(cleanup);

const offers = {
  options: { current: { type: 'business' } },
  templates: [{ template: 'gallery', name: 'Gallery', plan: 'free' }],
} as unknown as PlanOffers;

function renderCreate(createLocation = vi.fn()) {
  renderPage(<CreateLocationPage />, {
    path: routes.domainCreateLocation,
    url: '/domains/moonbase/createlocation',
    dataProvider: {
      getDomain: () => Promise.resolve(ownedDomain),
      getDomainPlan: () => Promise.resolve(businessPlan),
      listEntities: () => Promise.resolve([]),
      countEntities: () => Promise.resolve(0),
      getUpgradePlans: () => Promise.resolve(offers),
      createLocation,
    },
  });
  return createLocation;
}

describe('Create New Location', () => {
  it('keeps Go! off and explains the title rule for a name that is not a title', async () => {
    const createLocation = renderCreate();
    fireEvent.click(await screen.findByRole('radio', { name: 'Gallery' }));
    const name = screen.getByRole('textbox', { name: new RegExp(`^${T.name}`) });
    const go = screen.getByRole('button', { name: T.go });
    for (const bad of ['Bad!Walk<x>', 'a<b>']) {
      fireEvent.change(name, { target: { value: bad } });
      expect(screen.getByText(TARGET_TEXTS.nameInvalid)).toBeTruthy();
      expect(go.hasAttribute('disabled'), bad).toBe(true);
    }
    fireEvent.change(name, { target: { value: "Ann's Deck" } });
    expect(screen.queryByText(TARGET_TEXTS.nameInvalid)).toBeNull();
    expect(go.hasAttribute('disabled')).toBe(false);
    expect(createLocation).not.toHaveBeenCalled();
  });
});
