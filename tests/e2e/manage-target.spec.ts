import type { Page } from '@playwright/test';
import { pictureOf } from '../../server/test/images.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

// demo-business's Gallery: no other journey opens it.
const GALLERY = '/domains/demo-business/locations/gallery';

/** Chooses a picture in the chooser the named button opens. */
async function choose(page: Page, button: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: 'picture.png', mimeType: 'image/png', buffer });
}

test('an owner edits a location’s branding and settings, and sees them after a reload', async ({ page }) => {
  await signIn(page, 'owner@demo.test', GALLERY);
  await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  // Nothing uploaded yet: the banner and icon are marked required.
  await expect(page.getByText('No banner yet · Required')).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  // Text saves itself 1.5 s after the last edit.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/v2\/domains\/[^/]+\/locations\/[^/]+$/.test(response.url()),
  );
  await page.getByRole('textbox', { name: 'Name' }).fill('Gallery of Light');
  await page.getByRole('textbox', { name: 'Description' }).fill('Paintings and sculptures');
  await page.getByRole('combobox', { name: 'Visibility' }).click();
  await page.getByRole('option', { name: 'Public' }).click();
  expect((await saved).status()).toBe(200);

  // Banner and icon from the header's buttons.
  const banner = await pictureOf('png', 10);
  const bannerChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change Banner' }).click();
  await (await bannerChooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
  await expect(page.getByRole('img', { name: 'Banner: Gallery of Light' })).toBeVisible();
  const iconChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change Icon' }).click();
  await (
    await iconChooser
  ).setFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await pictureOf('png', 30) });
  await expect(page.getByText('Icon: Required')).toHaveCount(0);

  // A door image of another ratio is kept, with the warning that it is cropped; then cleared.
  await choose(page, 'Upload Door image', await pictureOf('png', 50));
  await expect(page.getByText('This picture is not 1:1; it will be cropped.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Door image' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Door image' }).click();
  await expect(page.getByRole('img', { name: 'Door image' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear Door image' })).toBeDisabled();

  // The template changes at once to another of the plan.
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Expo Hall', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveText('Expo Hall');

  // The release (Work In Progress outside production until one is chosen) and the copyright notice's
  // dismissal are remembered.
  await expect(page.getByRole('combobox', { name: 'Release' })).toHaveText('Work In Progress');
  await page.getByRole('combobox', { name: 'Release' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expectAccessible(page, { anyImpact: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gallery of Light', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Paintings and sculptures');
  await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveText('Public');
  await expect(page.getByRole('img', { name: 'Banner: Gallery of Light' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Release' })).toHaveText('Published');
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveText('Expo Hall');
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});

test('a refused picture opens the Upload Error dialog with the reason', async ({ page }) => {
  await signIn(page, 'owner@demo.test', GALLERY);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change Icon' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  const dialog = page.getByRole('dialog', { name: 'Upload Error' });
  await expect(dialog).toContainText('supported image');
  await expectAccessible(page, { anyImpact: true });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('the metaverse page manages the metaverse and welcomes a new member', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business?joined=1');
  const joined = page.getByRole('dialog', { name: 'Domain Joined!' });
  await expect(joined).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  await joined.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business$/);

  await expect(page.getByRole('heading', { name: 'Manage Metaverse', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Beach' }),
  ).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Upgrade' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change Banner' }).click();
  await (
    await chooser
  ).setFiles({ name: 'b.png', mimeType: 'image/png', buffer: await pictureOf('png', 90) });
  await expect(page.getByRole('img', { name: /^Banner: / })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  // A plain member sees the page without the manage sections.
  await signIn(page, 'member@demo.test', '/domains/demo-business');
  await expect(page.getByText('Your role: Member')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Banner' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Manage Metaverse' })).toHaveCount(0);
});
