import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn, signInThroughForm } from './session.ts';

test('the owner signs in from the landing page, lands on /profile, renames themself and the name survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /log ?in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
  await signInThroughForm(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Metaverses' })).toBeVisible();
  await expectAccessible(page);
  // The session token is in a cookie the server set, out of the page script's reach.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'mv_token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('mv_token=');
  expect(await page.evaluate(() => document.cookie)).toContain('mv_account=');

  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toHaveValue('Demo Owner');
  await nickname.fill("Owner O'Brien 2");
  await nickname.press('Enter');
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue("Owner O'Brien 2");
  // Other journeys on this server name the owner: the name goes back the same way.
  await page.getByLabel('Nickname').fill('Demo Owner');
  await page.getByLabel('Nickname').press('Enter');
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Demo Owner');
});

test('an oversize profile picture is refused with the size message', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/profile');
  await page.getByRole('button', { name: /change profile picture/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const png = Buffer.alloc(5_242_881);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText(/5,?242,?880 bytes|5 MB/i)).toBeVisible();
  await expectAccessible(page);
});

test('Change Banner is reached with Tab and opens the file chooser with Enter, and Space opens it too', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test', '/profile');
  await page.getByRole('button', { name: /change profile picture/i }).focus();
  await page.keyboard.press('Tab');
  const banner = page.getByRole('button', { name: 'Change Banner' });
  await expect(banner).toBeFocused();
  const [byEnter] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  expect(byEnter.element()).toBeTruthy();
  expect(await byEnter.element().getAttribute('accept')).toBe('image/*');
  await expect(banner).toBeFocused();
  const [bySpace] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  expect(await bySpace.element().getAttribute('accept')).toBe('image/*');
});

test('a new banner is uploaded from the profile and the change is confirmed', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/profile');
  const png = await sharp({ create: { width: 64, height: 16, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Change Banner' }).click(),
  ]);
  await chooser.setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Banner changed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile banner' })).toHaveCSS('background-image', /\/blobs?\//);
  await expectAccessible(page);
});

test('a user without a headset account links one from the profile through the launch flow', async ({
  page,
  context,
}) => {
  await signIn(page, 'host@demo.test', '/profile');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Not connected');
  await expectAccessible(page);
  await account.getByRole('button', { name: 'Link headset account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch In VR' });
  await expect(dialog.getByRole('button', { name: 'Launch' })).toBeEnabled();
  await expectAccessible(page);
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Launch' }).click();
  await (await opened).close();
  // The dialog polls the headset platform every 1.5 s; a busy machine can take several rounds.
  await expect(dialog.getByText('Connected! The app is opening on your headset.')).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(account).toContainText('Connected');
  await expect(account).not.toContainText('Not connected');
  await expect(account.getByRole('button', { name: 'Link headset account' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' })).not.toContainText('Not connected');
  await expectAccessible(page);
});

/** The session headers stored in the page's cookies, to call the API as that browser. */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const value = (name: string) => decodeURIComponent(cookies.find((c) => c.name === name)?.value ?? '');
  return { 'x-account': value('mv_account'), 'x-token': value('mv_token') };
}

test('Log Out ends the session on the server, not only in this browser', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/profile');
  const headers = await sessionHeaders(page);
  expect((await page.request.get('/v2/inventory', { headers })).status()).toBe(200);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('link', { name: /log ?in/i }).first()).toBeVisible();
  expect((await page.request.get('/v2/inventory', { headers })).status()).toBe(401);
  // The server cleared the session's cookies, the HttpOnly token's included.
  const left = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(left).not.toContain('mv_token');
  expect(left).not.toContain('mv_account');
});

test('Sign out everywhere signs the user out in every browser', async ({ page, browser }) => {
  await signIn(page, 'manager@demo.test');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  try {
    await signIn(other, 'manager@demo.test');
    await page.goto('/profile');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('every browser and device');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login/);
    // The other browser's session has ended too: its next page load asks it to sign in.
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login/, { timeout: 30_000 });
  } finally {
    await elsewhere.close();
  }
});
