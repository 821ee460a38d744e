// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { businessPlan, ownedDomain, renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { routes } from '../../paths';
import { CreateEventPage } from './CreateEventPage';
import { TARGET_PAGE_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Name Your Event!', () => {
  it('says why the event could not be created, once, above Go!, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'An event with this URL already exists';
    const createEvent = vi.fn(() => Promise.reject(new ApiError(400, refusal)));
    renderPage(
      <>
        <CreateEventPage />
        <Toasts />
      </>,
      {
        path: routes.domainCreateEvent,
        url: '/domains/moonbase/createevent',
        dataProvider: {
          getDomain: () => Promise.resolve(ownedDomain),
          getDomainPlan: () => Promise.resolve(businessPlan),
          suggestEventName: (_domain: string, slug: string) => Promise.resolve(slug),
          createEvent,
        },
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^${T.name}`) }), {
      target: { value: 'Walk Party' },
    });
    // The URL name arrives after the typing pause.
    expect(await screen.findByText(T.eventUrl('moonbase', 'walk_party'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.go }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(createEvent).toHaveBeenCalledWith('dom-1', { name: 'walk_party', nickname: 'Walk Party' });
    expect(screen.getByRole('button', { name: T.go }).hasAttribute('disabled')).toBe(false);
    expect(logged).toHaveBeenCalled();
  });
});

describe('Name Your Event! as a copy', () => {
  const open = (
    getEntity: () => Promise<unknown>,
    createEvent = vi.fn(() => Promise.resolve('walk_party')),
  ) => {
    renderPage(<CreateEventPage />, {
      path: routes.domainCreateEvent,
      url: '/domains/moonbase/createevent?copy=ev-7',
      dataProvider: {
        getDomain: () => Promise.resolve(ownedDomain),
        getDomainPlan: () => Promise.resolve(businessPlan),
        suggestEventName: (_domain: string, slug: string) => Promise.resolve(slug),
        getEntity: getEntity as never,
        createEvent,
      },
    });
    return createEvent;
  };

  it('says which event it copies and what comes with it, and sends the copy', async () => {
    const createEvent = open(() =>
      Promise.resolve({ id: 'ev-7', name: 'launch_party', nickname: 'Launch Party' }),
    );
    expect(await screen.findByText(T.copyOf('Launch Party'))).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${T.name}`) }), {
      target: { value: 'Walk Party' },
    });
    expect(await screen.findByText(T.eventUrl('moonbase', 'walk_party'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.go }));
    await vi.waitFor(() =>
      expect(createEvent).toHaveBeenCalledWith('dom-1', {
        name: 'walk_party',
        nickname: 'Walk Party',
        copy: 'ev-7',
      }),
    );
  });

  it('says when the event to copy is not in the metaverse, offers a plain new event, and keeps Go! off', async () => {
    open(() => Promise.reject(new ApiError(404, 'Not found')));
    expect(await screen.findByText(T.copyMissing)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.createWithoutCopy }).getAttribute('href')).toBe(
      '/domains/moonbase/createevent',
    );
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${T.name}`) }), {
      target: { value: 'Walk Party' },
    });
    expect(await screen.findByText(T.eventUrl('moonbase', 'walk_party'))).toBeTruthy();
    expect(screen.getByRole('button', { name: T.go }).hasAttribute('disabled')).toBe(true);
  });
});
