/**
 * The light shell: a visitor's public pages (`/`, `/login`) load no react-admin code; signing in hands over to
 * the full console, which does. Each script the page loaded is traced to its sources through the build's source
 * map, so the check follows the code, not chunk names.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInThroughForm } from './session.ts';

const REACT_ADMIN = /node_modules\/(react-admin|ra-core|ra-ui-materialui)\//;

/** Records the URLs of the scripts a page loads from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  return scripts;
}

/** The react-admin source files bundled into the given scripts. */
async function reactAdminSources(page: Page, scripts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of scripts) {
    const code = await (await page.request.get(url)).text();
    // The bundler's own module runtime has no source map: it is a few lines of no library.
    if (!code.includes('//# sourceMappingURL=')) {
      expect(code.length, `${url} has no source map`).toBeLessThan(2_000);
      continue;
    }
    const map = await page.request.get(`${url}.map`);
    expect(map.ok(), `source map of ${url}`).toBe(true);
    const { sources } = (await map.json()) as { sources: string[] };
    found.push(...sources.filter((source) => REACT_ADMIN.test(source)));
  }
  return found;
}

test('the landing and sign-in pages load no react-admin, and signing in loads the console', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /log ?in/i })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await reactAdminSources(page, scripts)).toEqual([]);

  const cold = recordScripts(await page.context().newPage());
  const login = page.context().pages()[1];
  await login.goto('/login?mode=create');
  await expect(login.getByRole('tab', { name: 'Create', selected: true })).toBeVisible();
  await login.waitForLoadState('networkidle');
  expect(await reactAdminSources(login, cold)).toEqual([]);
  await login.close();

  // The hand-over: the console (react-admin) arrives only once signed in.
  await signInThroughForm(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Metaverses' })).toBeVisible();
  expect(await reactAdminSources(page, scripts)).not.toEqual([]);
});

test('the landing page arrives as HTML, and the script takes it over without rendering it anew', async ({
  page,
  browser,
  baseURL,
}) => {
  // Without JavaScript, the served page already shows the landing page.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    await expect(plain.getByRole('heading', { level: 1, name: 'Multiverse' })).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Launch In VR' })).toBeVisible();
    // Other paths get the plain page, never the landing's markup.
    await plain.goto('/profile');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The entry script is held back until the served heading is marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Multiverse' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-served', 'yes'));
  release();
  // Hydrated: the page answers clicks (the theme toggle), and the served element is still the one shown.
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: /dark|light/i })
    .first()
    .click();
  await expect(heading).toHaveAttribute('data-served', 'yes');
  expect(errors).toEqual([]);
});
