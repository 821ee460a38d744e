/**
 * The light shell: a visitor's public pages (`/`, `/login`) arrive pre-rendered and load no React or MUI until
 * the visitor acts, and no react-admin even then; signing in hands over to the full console, which does. Each
 * script the page loaded is traced to its sources through the build's source map, so the check follows the code,
 * not chunk names. What a visitor does before the page is hydrated (clicks, typing, submitting) takes effect
 * once it is: the app's entry is held back to make sure the action comes first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn, signInThroughForm } from './session.ts';

const REACT_ADMIN = /node_modules\/(react-admin|ra-core|ra-ui-materialui)\//;
const REACT_OR_MUI = /node_modules\/(react|react-dom|scheduler|@mui\/[^/]+|@emotion\/[^/]+)\//;

/** Records the URLs of the scripts a page loads from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  return scripts;
}

/** The source files matching `library` bundled into the given scripts (react-admin unless told). */
async function librarySources(page: Page, scripts: string[], library = REACT_ADMIN): Promise<string[]> {
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
    found.push(...sources.filter((source) => library.test(source)));
  }
  return found;
}

const reactAdminSources = (page: Page, scripts: string[]) => librarySources(page, scripts);

/**
 * Holds back the app's entry (`src/main.tsx`, which the boot script fetches on the first sign of interaction)
 * until `release` is called, and tells when it was asked for.
 */
async function holdApp(
  page: Page,
  script = /\/assets\/main-[^/]+\.js$/,
): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(script, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, asked: askedFor };
}

test('the landing and sign-in pages load no React before the visitor acts, no react-admin after, and signing in loads the console', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await librarySources(page, scripts, REACT_OR_MUI)).toEqual([]);
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
  await login.goto('/login');
  await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await login.waitForLoadState('networkidle');
  expect(await librarySources(login, cold, REACT_OR_MUI)).toEqual([]);
  // Create is not what the pre-rendered page shows: the app renders it at once.
  await login.goto('/login?mode=create');
  await expect(login.getByRole('tab', { name: 'Create', selected: true })).toBeVisible();
  await login.waitForLoadState('networkidle');
  expect(await librarySources(login, cold, REACT_OR_MUI)).not.toEqual([]);
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
  // The app is held back until the served heading is marked.
  const app = await holdApp(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Multiverse' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-served', 'yes'));
  // Hydrated on the first click (the theme toggle), which then takes effect; the served element is still shown.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await app.asked;
  app.release();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(heading).toHaveAttribute('data-served', 'yes');
  expect(errors).toEqual([]);
});

test('a click before the page is hydrated takes effect once it is: Launch In VR, the theme, the small-screen menu', async ({
  page,
}) => {
  const launch = await holdApp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Launch In VR' }).click();
  await launch.asked;
  launch.release();
  const dialog = page.getByRole('dialog', { name: 'Launch In VR' });
  await expect(dialog.getByRole('button', { name: 'Launch' })).toBeEnabled();

  const small = await page.context().newPage();
  await small.setViewportSize({ width: 400, height: 800 });
  const menu = await holdApp(small);
  await small.goto('/');
  await small.getByRole('button', { name: 'Open navigation menu' }).click();
  await menu.asked;
  menu.release();
  await expect(small.getByRole('menuitem', { name: 'Metaverses' })).toBeVisible();
  await small.close();

  // A returning visitor who chose dark gets it at once, without acting first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  const again = await page.context().newPage();
  await again.goto('/');
  await expect(again.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const background = await again.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await again.close();
});

test('what is typed into the sign-in form before the page is hydrated is kept, and the form is never posted natively', async ({
  page,
}) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  const app = await holdApp(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await app.asked;
  app.release();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Metaverses' })).toBeVisible();
  // The only page loads are the sign-in page and none carrying the form (the rest happens inside the app).
  expect(loads.filter((url) => new URL(url).pathname === '/login')).toHaveLength(1);
  expect(loads.filter((url) => url.includes('password'))).toEqual([]);
});

test('what is typed while the sign-in page is being hydrated is kept too', async ({ page }) => {
  // React has taken the page over, but the sign-in form's own code is held back: the form is not live yet.
  const form = await holdApp(page, /\/assets\/PublicLoginPage-[^/]+\.js$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@demo.test');
  await form.asked;
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  form.release();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the field a visitor is typing in before the page is live is shown focused once it is', async ({
  page,
}) => {
  const app = await holdApp(page);
  await page.goto('/login');
  await page.getByLabel('Email').click();
  await page.keyboard.type('owner@demo.test');
  await app.asked;
  app.release();
  // The page saw neither the focus nor the keystrokes while it was not live: both are handed over.
  const email = page.locator('.MuiFormControl-root').filter({ has: page.getByLabel('Email') });
  await expect(email.locator('.MuiInputBase-root')).toHaveClass(/Mui-focused/);
  await expect(page.getByLabel('Email')).toHaveValue('owner@demo.test');
  await page.keyboard.type('x');
  await expect(page.getByLabel('Email')).toHaveValue('owner@demo.testx');
});

test('a signed-in visitor at / gets the console at once', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page, 'owner@demo.test', '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await reactAdminSources(page, scripts)).not.toEqual([]);
});
