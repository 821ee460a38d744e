/**
 * A signed-in page's first reads — the session's context (`GET /v2/me/context`) and, on a staff collection's
 * page, its list (`staff/collections/openingRead.ts`) — asked for by the page's first script (`boot.ts`) while
 * the console's code downloads, so neither waits for a request that could only start once that code had run.
 * The console still makes each call, through the one client and its middleware: its request is answered by the
 * reply already on its way when it is the same request (same address, same session headers), once, and goes out
 * as usual otherwise. Kept free of the client and of React: the boot script is a few KiB.
 */
import { readSessionCookies, sessionHeaders } from '../lib/cookieJar';

const billingAskedKey = (userId: string) => `billing-info-asked:${userId}`;

/**
 * Whether the billing-info question was already asked of `userId` in this browser session (asked once per
 * browser session, owner-console.md §4). Marks it asked when `mark` is set.
 */
export function billingAsked(userId: string, mark: boolean): boolean {
  try {
    if (sessionStorage.getItem(billingAskedKey(userId))) return true;
    if (mark) sessionStorage.setItem(billingAskedKey(userId), '1');
  } catch {
    // Storage blocked: asking on every page load is better than never.
  }
  return false;
}

/** The context read's address for a session that is (or is not yet) to be asked about billing info. */
export function contextPath(billing: boolean): string {
  return `/v2/me/context?billing=${billing}`;
}

interface EarlyRead {
  path: string;
  headers: Record<string, string>;
  reply: Promise<Response>;
}

const early: EarlyRead[] = [];

/** Starts a read of `path` (address and query string) for the stored session. */
export function startEarlyRead(path: string): void {
  const headers = sessionHeaders();
  const reply = fetch(path, { headers, credentials: 'same-origin' });
  // A read nobody takes (the visitor left, or signed out first) must not report an unhandled failure.
  reply.catch(() => undefined);
  early.push({ path, headers, reply });
}

/** Starts the read for the stored session (the account cookie; the token's is HttpOnly); nothing without one. */
export function startContextRead(): void {
  const { account } = readSessionCookies();
  if (!account) return;
  startEarlyRead(contextPath(!billingAsked(account, false)));
}

function sameRequest(request: Request, read: EarlyRead): boolean {
  const url = new URL(request.url, location.href);
  if (request.method !== 'GET' || url.origin !== location.origin) return false;
  if (`${url.pathname}${url.search}` !== read.path) return false;
  const names = new Set([...Object.keys(read.headers), 'x-account', 'x-product']);
  return [...names].every((name) => (request.headers.get(name) ?? undefined) === read.headers[name]);
}

/**
 * The `fetch` a call that may have been asked for early passes to the client: the early reply when it answers
 * this very request (once), the network otherwise.
 */
export function earlyFetch(request: Request): Promise<Response> {
  const index = early.findIndex((read) => sameRequest(request, read));
  if (index === -1) return fetch(request);
  const [read] = early.splice(index, 1);
  return read.reply;
}
