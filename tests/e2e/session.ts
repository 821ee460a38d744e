import { expect, request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { consoleCookies } from '../../scripts/server-process.ts';

export const DEMO_PASSWORD = 'demo-password';

/** A demo account signed in through the API, and the headers that carry its session. */
export interface ApiSession {
  /** The server's origin, where the console's cookies belong. */
  origin: string;
  id: string;
  token: string;
  product: string;
  idToken: string;
  permissions: string[];
  headers: Record<string, string>;
}

/** Signs a demo account in through the API as the console does: identity sign-in, then the token exchange. */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const identity = await request.post('/v2/public/identity/login', {
    data: { email, password },
  });
  expect(identity.ok(), await identity.text()).toBe(true);
  const { id_token: idToken } = (await identity.json()) as { id_token: string };
  const origin = new URL(identity.url()).origin;
  // The exchange sets the session's cookies; in a context of its own, so a page's request context (which shares
  // the browser's cookies) does not switch the browser to this account.
  const own = await requests.newContext({ baseURL: origin });
  const exchange = await own.post('/entity/user/auth0login', { data: { auth0token: idToken } });
  expect(exchange.ok(), await exchange.text()).toBe(true);
  const user = (await exchange.json()) as {
    id: string;
    token: string;
    product: string;
    permissions: string[];
  };
  await own.dispose();
  return {
    origin,
    id: user.id,
    token: user.token,
    product: user.product,
    idToken,
    permissions: user.permissions,
    headers: { 'x-account': user.id, 'x-token': user.token, 'x-product': user.product },
  };
}

/**
 * Signs in with a demo account through the API ({@link apiSession}), writes the session cookies the console
 * reads and opens `path`. Journeys that are about the sign-in page itself use {@link signInThroughForm}; every
 * other journey starts signed in without paying for a page load of the sign-in form.
 */
export async function signIn(page: Page, email: string, path = '/profile'): Promise<void> {
  await openAs(page, await apiSession(page.request, email), path);
}

/** Writes the console's session cookies for `session` and opens `path`. */
export async function openAs(page: Page, session: ApiSession, path: string): Promise<void> {
  // A page still open as another account would go on asking the API with the swapped cookies; a refusal there
  // signs out and clears the new ones. Leave it first.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  // Another account signed in before in this browser leaves its cached user behind: start clean.
  await page.context().clearCookies({ name: /^mv_/ });
  // The cookies the console's session writes; the cached user is left out, so the console reads the user as it
  // does on any page load without it.
  await page.context().addCookies(consoleCookies(session, session.origin));
  await page.goto(path);
}

/**
 * Creates a new email + password account through the API and returns its session. New accounts start with the
 * terms not accepted (the terms gate); unless `acceptTerms` is false, the terms are accepted through the API, so
 * journeys that are not about the gate see the pages.
 */
export async function signUpApi(
  request: APIRequestContext,
  email: string,
  { acceptTerms = true }: { acceptTerms?: boolean } = {},
): Promise<ApiSession> {
  const password = 'a-long-journey-password';
  const created = await request.post('/v2/public/identity/signup', { data: { email, password } });
  expect(created.ok(), await created.text()).toBe(true);
  const session = await apiSession(request, email, password);
  if (acceptTerms) {
    const accepted = await request.post('/v2/settermsandconditions', {
      headers: session.headers,
      data: { acceptedtandcs: true, receiveupdates: false },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  return session;
}

/** A new account ({@link signUpApi}) signed in in the browser at `path`. */
export async function signUp(
  page: Page,
  email: string,
  path = '/profile',
  options: { acceptTerms?: boolean } = {},
): Promise<ApiSession> {
  const session = await signUpApi(page.request, email, options);
  await openAs(page, session, path);
  return session;
}

/** Signs in through the console's sign-in page with a demo account. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
