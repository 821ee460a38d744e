/**
 * The console's one way to load and change data (read this before adding a page).
 *
 * - Every request is a typed method of the app's data provider (`AppDataProvider`, `./index.ts`). A read takes
 *   `{ signal }` ({@link Signal}) last, so a read the page no longer needs is cancelled.
 * - Per area one file `src/dataProvider/<area>.queries.ts` exports a query-key factory (`metaverseKeys`) and
 *   the hooks pages call (`useMembers(domainId)`, `useRemoveMember(domainId)`): `useQuery` / `useMutation` of
 *   react-query over `useAppDataProvider()`, in the `QueryClient` that react-admin's `<Admin>` owns (one cache).
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
import type { AppDataProvider } from './index';

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

/** The app's data provider with its typed custom methods. */
export function useAppDataProvider(): AppDataProvider {
  return useDataProvider<AppDataProvider>();
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
