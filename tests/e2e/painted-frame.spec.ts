/**
 * A signed-in page arrives painted with the console's frame (server/plugins/console.ts, chosen from the visitor's
 * cookies): the header's bar and the cookie banner show before the console's code has arrived, the banner answers
 * then, and the console takes over without moving anything. The theme a page is shown in is noted for the server,
 * so the next signed-in page is painted in it.
 */
import type { Page, Route } from '@playwright/test';
import { consoleCookies } from '../../scripts/server-process.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession } from './session.ts';

/** Holds back the console's main file until the returned function is called. */
async function holdConsole(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cookieValue = async (page: Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;

test('a signed-in page shows its frame before the console arrives, and its cookie banner answers then', async ({
  page,
}) => {
  const session = await apiSession(page.request, 'owner@demo.test');
  await page.context().addCookies(consoleCookies(session, session.origin));
  const release = await holdConsole(page);
  // The page's own script has run by DOMContentLoaded; the console's file is still held.
  await page.goto('/profile', { waitUntil: 'domcontentloaded' });

  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('banner').getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.locator('#root[data-painted="frame"]')).toHaveCount(1);
  // The console's and the page's files are named in the head, so they download while the frame shows.
  await expect(page.locator('head > link[rel="modulepreload"][href*="/ProfilePage-"]')).toHaveCount(1);
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  expect(await cookieValue(page, 'mv_consent')).toBe('accepted');

  release();
  await expect(page.getByRole('heading', { name: 'My Metaverses' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);

  // Answered: the next page is painted without the banner.
  const next = await page.request.get('/domains');
  const html = await next.text();
  expect(html).toContain('data-painted="frame"');
  expect(html).not.toContain('data-cookie-accept');
});

test('the banner stays where the painted frame drew it when the console takes over', async ({ page }) => {
  const session = await apiSession(page.request, 'admin@demo.test');
  await page.context().addCookies(consoleCookies(session, session.origin));
  const release = await holdConsole(page);
  await page.goto('/admin/users', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  const painted = await banner.boundingBox();
  expect(painted).not.toBeNull();
  release();
  await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible({ timeout: 30_000 });
  expect(await banner.boundingBox()).toEqual(painted);
});

test('the theme a page is shown in is noted, and the next signed-in page is painted in it', async ({
  browser,
  appServer,
}) => {
  const context = await browser.newContext({ baseURL: appServer.url, colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect.poll(() => cookieValue(page, 'mv_theme')).toBe('dark');

    const session = await apiSession(page.request, 'owner@demo.test');
    // The session's cookies, as signing in writes them; the theme stays the one the sign-in page noted.
    await context.addCookies(
      consoleCookies(session, session.origin).filter(({ name }) => name !== 'mv_theme'),
    );
    const release = await holdConsole(page);
    await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-painted="frame"]')).toHaveCount(1);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const painted = await background();
    // The dark theme's background (layout/themes.ts), not the light one's.
    expect(painted).toBe('rgb(18, 18, 18)');
    release();
    await expect(page.getByRole('heading', { name: 'My Metaverses' }).first()).toBeVisible({
      timeout: 30_000,
    });
    expect(await background()).toBe(painted);
  } finally {
    await context.close();
  }
});
