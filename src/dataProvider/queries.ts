/**
 * The console's one way to load and change data (read this before adding a page).
 *
 * - Every request is a typed method of the app's data provider (`AppDataProvider`, `./index.ts`), written in
 *   its area's file (`<area>.ts`, `export const <area>Methods`). A read takes `{ signal }` ({@link Signal})
 *   last, so a read the page no longer needs is cancelled.
 * - Per area one file `src/dataProvider/<area>.queries.ts` exports a query-key factory (`metaverseKeys`) and
 *   the hooks pages call (`useMembers(domainId)`, `useRemoveMember(domainId)`): `useQuery` / `useMutation` of
 *   react-query over `useAppDataProvider(<area>Methods)` (the areas whose methods the hook calls), in the
 *   `QueryClient` that react-admin's `<Admin>` owns (one cache).
 * - A mutation invalidates the keys it changes (or writes the reply into them when the reply is the new
 *   value), so every page showing that data reads it again.
 * - A mutation that moves the user's metacoin calls {@link balanceChanged}, so the header's balance is not stale.
 * - Reads use {@link READ} (no retry, no refetch on focus): a failed read is asked once, as before. The app's
 *   `QueryClient` ({@link createQueryClient}) has the same defaults, so react-admin's own reads follow it too: a
 *   refused read (a bad search, a missing record) is shown at once, and toasted once.
 * - Failures reach the user through the one error path: the HTTP client toasts a failed call unless the method
 *   passes `hideErrors`, and then the page shows the error itself. Hooks add no second toast.
 * - react-admin's own list and record hooks (`useGetList`, `useGetOne`) are the same react-query over the same
 *   provider; resource pages keep using them.
 */
import { QueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { refreshDomains, refreshInventory, refreshUser } from '../authProvider/session';
import { dataProvider, type AreaProvider } from './index';

/** The last argument of every read method of the data provider. */
export interface Signal {
  signal?: AbortSignal;
}

/** Options every console read shares: one request per load, none on window focus. */
export const READ = { retry: false, refetchOnWindowFocus: false } as const;

/** The query cache of the console (and of the component tests): every read follows {@link READ}. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: READ } });
}

/** `A & B & …` of the areas' method objects given. */
type Joined<Areas extends readonly object[]> = Areas extends readonly [
  infer First,
  ...infer Rest extends object[],
]
  ? First & Joined<Rest>
  : unknown;

const joined = new WeakSet<object>();

/** Joins the areas' methods to the console's data provider, each area once. */
export function joinAreas(areas: readonly object[]): void {
  for (const area of areas) {
    if (joined.has(area)) continue;
    joined.add(area);
    Object.assign(dataProvider, area);
  }
}

/**
 * The app's data provider with the methods of the areas given (`useAppDataProvider(statsMethods)`): a hook
 * can call only what it names, and naming an area joins its methods to the provider, so the area's code
 * travels with the pages whose hooks use it and not with every page.
 */
export function useAppDataProvider<Areas extends readonly object[]>(
  ...areas: Areas
): AreaProvider<Joined<Areas>> {
  joinAreas(areas);
  return useDataProvider() as unknown as AreaProvider<Joined<Areas>>;
}

/** The text of a failed read, for pages that show it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The user's metacoin moved (a crafting, a module purchase, an accepted offer, a redeemed code, an account merged
 * or linked into this one): the header's balance is read again. A failure keeps the figure shown.
 */
export function balanceChanged(): void {
  refreshInventory().catch(() => undefined);
}

/**
 * An award changed the user's own record and metaverses (a redeemed apartment is their home now, a metaverse
 * may have been made for it): both are read again, with the balance. A failure keeps what is shown.
 */
export function accountChanged(): void {
  balanceChanged();
  refreshUser().catch(() => undefined);
  refreshDomains().catch(() => undefined);
}
