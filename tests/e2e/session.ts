import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Signs in with a demo account the way the console's sign-in page does (identity sign-in, then the token
 * exchange), but through the API, writes the session cookies the console reads and opens `path`. Journeys that
 * are about the sign-in page itself use {@link signInThroughForm}; every other journey starts signed in without
 * paying for a page load of the sign-in form.
 */
export async function signIn(page: Page, email: string, path = '/profile'): Promise<void> {
  const identity = await page.request.post('/v2/public/identity/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(identity.ok(), await identity.text()).toBe(true);
  const { id_token: idToken } = (await identity.json()) as { id_token: string };
  const exchange = await page.request.post('/entity/user/auth0login', { data: { auth0token: idToken } });
  expect(exchange.ok(), await exchange.text()).toBe(true);
  const session = (await exchange.json()) as { id: string; token: string; product: string };
  const url = new URL(identity.url()).origin;
  // The cookies the console's session writes (src/authProvider/cookies.ts); the cached user is left out, so the
  // console reads the user as it does on any page load without it.
  await page.context().addCookies(
    Object.entries({
      mv_account: session.id,
      mv_token: session.token,
      mv_product: session.product,
      mv_idtoken: idToken,
    }).map(([name, value]) => ({ name, value: encodeURIComponent(value), url, sameSite: 'Lax' as const })),
  );
  await page.goto(path);
}

/** Signs in through the console's sign-in page with a demo account. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
