/**
 * The routing primitives react-admin's core uses (its `RouterProvider`), from react-router as react-admin's own
 * adapter has them, without the hash router that adapter creates when the admin is not inside a router. The
 * console always is (`<BrowserRouter>` in `App.tsx`), so that router, and react-router's data-router machinery
 * it pulls in (about 15 KiB compressed), never ran; the build puts this adapter in place of react-admin's default
 * (`scripts/build/router-provider.ts`), and `App.tsx` passes it explicitly, so tests and the dev server use it too.
 */
import { Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import type { RouterProvider, RouterWrapperProps } from 'ra-core';
import {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  matchPath,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useParams,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';

/** Blocking navigation needs a data router, which the console does not use: react-admin then does not block. */
function useCanBlock(): boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouter && dataRouterState);
}

/** react-router's navigate function, whichever of its forms is called (a path, a location, a step in history). */
type Navigate = (...args: unknown[]) => void | Promise<void>;

/**
 * react-router's navigate function as one stable reference (react-router's own changes on every navigation, which
 * re-renders every component holding it), calling the latest one.
 */
function useNavigate(): Navigate {
  const navigate = useRouterNavigate() as Navigate;
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((...args: unknown[]) => latest.current(...args), []);
}

/** The console's routes live in `App.tsx`'s router: outside one, it is a mistake in the code, said at once. */
function RouterWrapper({ children }: RouterWrapperProps) {
  if (!useInRouterContext())
    throw new Error('The console renders react-admin inside its own router (App.tsx).');
  return <Fragment>{children}</Fragment>;
}

/** react-router's types are narrower than react-admin's router-neutral ones, as in react-admin's own adapter. */
export const consoleRouterProvider: RouterProvider = {
  useNavigate: useNavigate as RouterProvider['useNavigate'],
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
