// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Entity } from '../../dataProvider/entities';
import { businessPlan, deferred, ownedDomain, renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { useLocation } from 'react-router-dom';
import { DomainLandmarksPage, DomainPlotsPage } from './EntityListPage';
import { EntityPage } from './EntityPage';
import { EventsPage } from './EventsPage';
import { ENTITY_TEXTS as T } from './texts';
import { TARGET_PAGE_TEXTS as P } from '../target/texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

const domain = ownedDomain;
const plan = businessPlan;

const landmark = (id: string, name: string): Entity => ({
  id,
  name,
  domain: 'dom-1',
  path: `moonbase/landmarks/${name}`,
  description: `The ${name} of the base`,
  deletable: true,
});
const tower = landmark('lm-1', 'Tower');
const crater = landmark('lm-2', 'Crater');

const base = {
  getDomain: () => Promise.resolve(domain),
  getDomainPlan: () => Promise.resolve(plan),
};

type Provider = Parameters<typeof renderPage>[1]['dataProvider'];
const openEntity = (dataProvider: Provider, name = 'Tower') =>
  renderPage(<EntityPage />, {
    path: routes.domainEntity,
    url: paths.domain.entity('moonbase', 'landmarks', name),
    dataProvider: { ...base, ...dataProvider },
  });
/** The page's address, where the lists keep their state. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const where = () => screen.getByTestId('where').textContent;

const openList = (dataProvider: Provider, state: Record<string, string> = {}) =>
  renderPage(
    <>
      <DomainLandmarksPage />
      <Where />
    </>,
    {
      path: routes.domainLandmarks,
      url: paths.domain.entities('moonbase', 'landmarks', state),
      dataProvider: { ...base, ...dataProvider },
    },
  );

afterEach(cleanup);

describe('EntityPage', () => {
  it('shows the entity once it arrives, asked by the name in the address', async () => {
    const reply = deferred<Entity>();
    const getEntity = vi.fn(() => reply.promise);
    openEntity({ getEntity });

    await waitFor(() =>
      expect(getEntity).toHaveBeenCalledWith(
        'dom-1',
        'landmarks',
        'Tower',
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Tower' })).toBeNull();

    reply.resolve(tower);
    expect(await screen.findByRole('heading', { name: 'Tower' })).toBeTruthy();
    // The owner manages it: the manage screen's settings, filled from the entity.
    expect(screen.getByRole('heading', { name: P.settings })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: P.description }) as HTMLTextAreaElement).value).toBe(
      'The Tower of the base',
    );
    expect(screen.getByRole('heading', { name: P.discovery })).toBeTruthy();
  });

  it('says a readonly target is readonly and offers no editing', async () => {
    openEntity({ getEntity: () => Promise.resolve({ ...tower, readonly: true }) });
    expect(await screen.findByText('This landmark is readonly. To change it, contact FTL')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: P.description }) as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: P.changeIcon })).toBeNull();
  });

  it('says the entity does not exist when it cannot be loaded', async () => {
    openEntity({ getEntity: () => Promise.reject(new ApiError(404, 'Not found')) }, 'Nowhere');
    expect(await screen.findByText(T.notFound(T.singular.landmarks))).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.delete })).toBeNull();
  });

  it('shows why a delete was refused in the dialog, and stays on the page', async () => {
    const deleteEntity = vi.fn(() => Promise.reject(new ApiError(403, 'You may not delete this landmark')));
    openEntity({ getEntity: () => Promise.resolve(tower), deleteEntity });

    fireEvent.click(await screen.findByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: T.delete }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not delete this landmark');
    expect(deleteEntity).toHaveBeenCalledWith('dom-1', 'landmarks', 'lm-1');
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Tower' })).toBeTruthy();
  });

  it('leaves the page once the entity is deleted', async () => {
    const deleteEntity = vi.fn(() => Promise.resolve(tower));
    openEntity({ getEntity: () => Promise.resolve(tower), deleteEntity });

    fireEvent.click(await screen.findByRole('button', { name: T.delete }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.delete }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tower' })).toBeNull());
    expect(deleteEntity).toHaveBeenCalledTimes(1);
  });
});

describe('DomainLandmarksPage', () => {
  it('lists a page of landmarks and reads it again after a delete', async () => {
    let rows = [crater, tower];
    const listEntities = vi.fn(() => Promise.resolve(rows));
    const countEntities = vi.fn(() => Promise.resolve(rows.length));
    const deleteEntity = vi.fn((_domain: string, _types: string, id: string) => {
      rows = rows.filter((row) => row.id !== id);
      return Promise.resolve(tower);
    });
    openList({ listEntities, countEntities, deleteEntity });

    const table = await screen.findByRole('table', { name: T.titles.landmarks });
    expect(await within(table).findByText('Tower')).toBeTruthy();
    expect(listEntities).toHaveBeenCalledWith(
      'dom-1',
      'landmarks',
      expect.objectContaining({ first: 0, count: 25, order: 1 }),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    fireEvent.click(within(table).getByRole('button', { name: `${T.delete} Tower` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.delete }));

    await waitFor(() => expect(within(table).queryByText('Tower')).toBeNull());
    expect(deleteEntity).toHaveBeenCalledWith('dom-1', 'landmarks', 'lm-1');
    expect(listEntities).toHaveBeenCalledTimes(2);
    expect(countEntities).toHaveBeenCalledTimes(2);
  });

  it('says "There are no landmarks" and "There are no plots" for empty lists (staff-and-agents.md §2.13)', async () => {
    const empty = { listEntities: () => Promise.resolve([]), countEntities: () => Promise.resolve(0) };
    openList(empty);
    const landmarks = await screen.findByRole('table', { name: T.titles.landmarks });
    expect(await within(landmarks).findByText('There are no landmarks')).toBeTruthy();
    cleanup();

    renderPage(<DomainPlotsPage />, {
      path: routes.domainPlots,
      url: paths.domain.plots('moonbase'),
      dataProvider: { ...base, ...empty },
    });
    const plots = await screen.findByRole('table', { name: T.titles.plots });
    expect(await within(plots).findByText('There are no plots')).toBeTruthy();
  });

  it('reads its sort, order, page size and offset from the address, and pages with the Pager keeping them there', async () => {
    const listEntities = vi.fn(() => Promise.resolve([crater, tower]));
    const countEntities = vi.fn(() => Promise.resolve(30));
    openList({ listEntities, countEntities }, { sort: 'timestamp', order: '-1', per: '10' });

    const pager = await screen.findByRole('navigation', { name: T.pager.landmarks });
    expect(within(pager).getByRole('status').textContent).toBe('1–10 of 30');
    expect(listEntities).toHaveBeenLastCalledWith(
      'dom-1',
      'landmarks',
      { first: 0, count: 10, order: -1, specific_sort: 'timestamp' },
      expect.anything(),
    );
    expect(screen.getByRole('combobox', { name: T.sortBy }).textContent).toBe('Last Updated');
    expect(screen.getByRole('combobox', { name: T.order }).textContent).toBe(T.descending);
    expect(screen.getByRole('combobox', { name: T.pageSize }).textContent).toBe('10');

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(where()).toBe('/domains/moonbase/landmarks?sort=timestamp&order=-1&per=10&first=10');
    await waitFor(() =>
      expect(listEntities).toHaveBeenLastCalledWith(
        'dom-1',
        'landmarks',
        { first: 10, count: 10, order: -1, specific_sort: 'timestamp' },
        expect.anything(),
      ),
    );
    expect(await within(pager).findByText('11–20 of 30')).toBeTruthy();

    // Another page size starts again at the first row.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.pageSize }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(where()).toBe('/domains/moonbase/landmarks?sort=timestamp&order=-1&per=50');
  });

  it('leaves the defaults (Name ascending, 25 a page) out of the address', async () => {
    const listEntities = vi.fn(() => Promise.resolve([crater, tower]));
    openList({ listEntities, countEntities: () => Promise.resolve(2) }, { sort: 'path' });
    await screen.findByRole('navigation', { name: T.pager.landmarks });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.sortBy }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Name',
      'Location',
      'Last Updated',
      'Created',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Name' }));
    expect(where()).toBe('/domains/moonbase/landmarks');
    await waitFor(() =>
      expect(listEntities).toHaveBeenLastCalledWith(
        'dom-1',
        'landmarks',
        { first: 0, count: 25, order: 1, specific_sort: 'nickname' },
        expect.anything(),
      ),
    );
  });

  it('says so when the list cannot be loaded', async () => {
    openList({
      listEntities: () => Promise.reject(new Error('Server error')),
      countEntities: () => Promise.resolve(0),
    });
    expect(await screen.findByText(T.error)).toBeTruthy();
    expect(screen.queryByRole('table', { name: T.titles.landmarks })).toBeNull();
  });
});

describe('EventsPage', () => {
  it('keeps its tab in the address with the list, and another tab starts at the first row', async () => {
    const listEntities = vi.fn(() => Promise.resolve([] as Entity[]));
    renderPage(
      <>
        <EventsPage />
        <Where />
      </>,
      {
        path: routes.domainEvents,
        url: paths.domain.events('moonbase', { when: 'past', per: '10', first: '20' }),
        dataProvider: { ...base, listEntities, countEntities: () => Promise.resolve(40) },
      },
    );
    expect(await screen.findByRole('table', { name: T.past })).toBeTruthy();
    expect(screen.getByRole('tab', { name: T.past }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(listEntities).toHaveBeenLastCalledWith(
        'dom-1',
        'events',
        { first: 20, count: 10, order: 1, specific_sort: 'nickname', when: 'past' },
        expect.anything(),
      ),
    );
    const pager = await screen.findByRole('navigation', { name: T.pager.past });
    fireEvent.click(within(pager).getByRole('button', { name: 'Prev' }));
    expect(where()).toBe('/domains/moonbase/events?when=past&per=10&first=10');

    fireEvent.click(screen.getByRole('tab', { name: T.upcoming }));
    expect(where()).toBe('/domains/moonbase/events?per=10');
    expect(await screen.findByRole('table', { name: T.upcoming })).toBeTruthy();
    await waitFor(() =>
      expect(listEntities).toHaveBeenLastCalledWith(
        'dom-1',
        'events',
        { first: 0, count: 10, order: 1, specific_sort: 'nickname', when: 'upcoming' },
        expect.anything(),
      ),
    );
  });
});

describe('a metaverse the user may not open (signed in, not a member)', () => {
  const inviteOnly = 'This metaverse is invite only and you are not a member';
  const membersOnly = 'Only members of this metaverse can see this';
  const refused = (text: string) => () => Promise.reject(new ApiError(403, text));

  it('says why on a location or event page, once, and asks for nothing else', async () => {
    const getEntity = vi.fn(() => Promise.resolve(tower));
    renderPage(<EntityPage />, {
      path: routes.domainEntity,
      url: paths.domain.entity('moonbase', 'events', 'launch'),
      dataProvider: { getDomain: refused(inviteOnly), getDomainPlan: refused(membersOnly), getEntity },
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(inviteOnly);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(T.error)).toBeNull();
    expect(getEntity).not.toHaveBeenCalled();
  });

  it('says only members see the Landmarks and Plots of a public metaverse', async () => {
    openList({ getDomainPlan: refused(membersOnly) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(membersOnly);
    cleanup();
    renderPage(<DomainPlotsPage />, {
      path: routes.domainPlots,
      url: paths.domain.entities('moonbase', 'plots'),
      dataProvider: { getDomain: refused(inviteOnly), getDomainPlan: refused(inviteOnly) },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(inviteOnly);
  });

  it('says it could not be loaded, in a sentence, when no answer came', async () => {
    openList({ getDomain: () => Promise.reject(new ApiError(0, 'Failed to fetch')) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(T.domainLoadFailed);
  });
});
