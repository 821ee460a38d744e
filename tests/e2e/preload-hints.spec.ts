/**
 * A signed-in page's HTML names the files the page needs (`<link rel="modulepreload">`, server/lib/preloads.ts):
 * each named file exists, and every script the page loads until its content shows was named in the HTML, so none
 * is found only after another has run.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** The scripts named in a page's HTML: the entry and every module preload hint. */
function namedScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1]);
}

/** Records the paths of the scripts a page loads from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

for (const { email, path, shows } of [
  { email: 'owner@demo.test', path: '/profile', shows: 'My Metaverses' },
  { email: 'owner@demo.test', path: '/domains/demo-business/manage', shows: 'Manage Metaverse' },
  { email: 'admin@demo.test', path: '/admin/users', shows: 'Users' },
]) {
  test(`${path} names in its HTML every script it loads, and each exists`, async ({ page }) => {
    const scripts = recordScripts(page);
    await signIn(page, email, path);
    await expect(page.getByRole('heading', { name: shows }).first()).toBeVisible({ timeout: 30_000 });

    const html = await (await page.request.get(path)).text();
    const named = namedScripts(html);
    // More than the entry and its imports: the console core's file (scripts/build/chunks.ts) and the page's.
    expect(named.filter((src) => /\/console-[\w-]+\.js$/.test(src))).toHaveLength(1);
    for (const src of named) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/javascript/);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => !named.includes(src))).toEqual([]);
  });
}
