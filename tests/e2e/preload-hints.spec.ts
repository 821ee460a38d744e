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

// The page a load opens on was preloaded with the console (lib/preloadable.ts): it is drawn with the frame, never
// a spinner in its place first (which React would also keep on screen up to 300 ms after the page's code arrived).
for (const { email, path, shows } of [
  { email: 'owner@demo.test', path: '/profile', shows: 'My Metaverses' },
  { email: 'admin@demo.test', path: '/admin/users', shows: 'Users' },
]) {
  test(`${path} is drawn with the frame, with no spinner in its place first`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { pageSpinners: string[] }).pageSpinners = seen;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes) {
            if (!(node instanceof Element)) continue;
            // The spinner comes alone, or inside the frame when the frame is drawn with it.
            const spinners = [node, ...node.querySelectorAll('*')].filter((element) =>
              element.matches('#main > [role="progressbar"]'),
            );
            seen.push(...spinners.map((spinner) => spinner.outerHTML.slice(0, 80)));
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, email, path);
    await expect(page.getByRole('heading', { name: shows }).first()).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { pageSpinners: string[] }).pageSpinners)).toEqual(
      [],
    );
  });
}
