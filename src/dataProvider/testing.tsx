/**
 * Renders a console page for a component test: react-admin's `AdminContext` with a fake data provider (only
 * the methods the test gives; any other call fails the test), a fresh query cache and a memory router at
 * `url`, with the page mounted at its route `path`.
 */
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Domain } from '../api/types';
import type { AppDataProvider } from './index';
import type { PlanResource } from './metaverses';
import { createQueryClient } from './queries';

// `findBy…` and `waitFor` return as soon as their condition holds; the long limit only spares a busy machine.
configure({ asyncUtilTimeout: 20000 });

export function renderPage(
  page: ReactNode,
  {
    path,
    url,
    dataProvider,
    resource,
  }: { path: string; url: string; dataProvider: Partial<AppDataProvider>; resource?: string },
) {
  const queryClient = createQueryClient();
  const provider = testDataProvider(dataProvider as Partial<AppDataProvider> & Record<string, unknown>);
  const element = resource ? (
    <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>
  ) : (
    page
  );
  return {
    queryClient,
    ...render(
      <TestMemoryRouter initialEntries={[url]}>
        <AdminContext dataProvider={provider} queryClient={queryClient}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    ),
  };
}

/** A promise with its resolve and reject, to hold a reply back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The signed-in owner the metaverse page tests act as (mock `useSession` with `ownerSessionModule`). */
export const ownerSessionModule = {
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'owner-1', permissions: [] },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
};

/** A business metaverse owned by that owner, as the metaverse pages read it. */
export const ownedDomain: Domain = {
  id: 'dom-1',
  uri: 'moonbase',
  name: 'Moon Base',
  owner: 'owner-1',
  domainaccess: 'public',
  buildingaccess: true,
  domainPermissions: ['manage_domain'],
};

/** The Business plan of that metaverse: every capability, 100 members. */
export const businessPlan = {
  type: 'business',
  plan: 'Business',
  ispersonal: false,
  activated: true,
  canStream: true,
  canInviteByLink: true,
  canInviteByEmail: true,
  canManageRoles: true,
  maxMembers: 100,
} as PlanResource;
