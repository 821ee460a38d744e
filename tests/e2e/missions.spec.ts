import sharp from 'sharp';
import { DEMO_CHILD_PRODUCT_ID } from '../../server/seed/admin-records.ts';
import { demoMissionConfigId } from '../../server/seed/missions.ts';
import { zipOf } from '../../server/test/zip.ts';
import { MISSION_TEXTS } from '../../src/staff/missions/texts.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const product = `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}`;

// Each journey signs in, loads the forms' chunk and runs several accessibility checks.
test.beforeEach(() => test.slow());

test('mission configs: create, edit by row, delete; icons from a .zip and Build Banners', async ({
  page,
}) => {
  await signIn(page, 'superuser@demo.test', product);
  await page.getByRole('link', { name: 'Mission Configs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Skies Mission Configs' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New mission config' });
  await expect(form.getByLabel('Location')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Canyon run', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Selection weight is free text: what is not a number is refused in words.
  await form.getByLabel('Location').fill('reef');
  await form.getByLabel('Description').fill('Reef dive');
  await form.getByLabel('Selection Weight').fill('heavy');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Selection Weight must be a number.')).toBeVisible();
  await form.getByLabel('Selection Weight').fill('0.333');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByRole('region', { name: 'Mission config reef' }).getByText('Saved', { exact: true }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Edit reef' }) });
  await expect(row).toContainText('0.33');

  // A click on a row edits that config; so does its Edit button, which the keyboard reaches.
  await page.getByRole('cell', { name: 'Canyon run', exact: true }).click();
  const canyon = page.getByRole('region', { name: 'Mission config canyon' });
  await expect(canyon.getByLabel('Description')).toHaveValue('Canyon run');
  await page.getByRole('button', { name: 'Edit reef' }).press('Enter');
  const reef = page.getByRole('region', { name: 'Mission config reef' });
  await reef.getByLabel('Mode').fill('team');
  await reef.getByRole('button', { name: 'Update' }).click();
  await expect(reef.getByText('Saved', { exact: true })).toBeVisible();
  await expect(row).toContainText('team');
  await expectAccessible(page);

  // Icons: the upload button is reached by keyboard and opens the picker.
  const icon = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Icons (.zip)' }).focus();
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: 'icons.zip',
    mimeType: 'application/zip',
    buffer: zipOf([{ name: 'reef.png', data: icon }]),
  });
  await expect(page.getByText(/^Stored 1 icon; \d+ mission configs have an icon\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Build Banners' }).click();
  await expect(page.getByText(/^Built \d+ banners\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(reef.getByRole('img', { name: 'Banner: reef' })).toBeVisible();
  await expectAccessible(page);

  // A zip with a name climbing out of it is refused in red, in words.
  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Icons (.zip)' }).click();
  await (
    await refused
  ).setFiles({
    name: 'bad.zip',
    mimeType: 'application/zip',
    buffer: zipOf([{ name: '../reef.png', data: icon }]),
  });
  await expect(page.getByRole('alert')).toContainText('unsafe name');

  // Delete asks first.
  await reef.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this record?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('region', { name: 'New mission config' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit reef' })).toHaveCount(0);
});

test('missions: picking a config copies its feature and importance', async ({ page }) => {
  await signIn(page, 'superuser@demo.test', `${product}/missions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Skies Missions' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New mission' });
  await expect(form.getByLabel('Mission Config')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Harbour Days', exact: true })).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Mission Config').click();
  await page.getByRole('option', { name: 'volcano: Volcano watch' }).click();
  await expect(form.getByLabel('Event Start')).toHaveValue('patrol');
  await expect(form.getByLabel('Importance')).toHaveValue('3');
  const start = new Date(Date.now() + 3 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await form
    .getByLabel('Start Date')
    .fill(`${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T09:30`);
  await form.getByLabel('Event', { exact: true }).fill('Lava Night');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByRole('region', { name: 'Edit mission' }).getByText('Saved', { exact: true }),
  ).toBeVisible();
  const created = page.getByRole('row').filter({ hasText: 'Lava Night' });
  await expect(created).toContainText(demoMissionConfigId('volcano'));
  await expect(created).toContainText('patrol');
  await expectAccessible(page);
});

test('avatars: per character, skins and weapon skins', async ({ page }) => {
  await signIn(page, 'superuser@demo.test', `${product}/avatars`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Skies Avatars' })).toBeVisible();
  const pilot = page.getByRole('region', { name: 'Pilot' });
  await expect(pilot.getByRole('cell', { name: 'Night Flyer' })).toBeVisible();
  await expect(pilot.getByRole('cell', { name: 'weapon.flare.gold' })).toBeVisible();
  await expect(pilot.getByRole('columnheader', { name: 'Is Default Character' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Engineer' })).toContainText('None');
  await expectAccessible(page);
});

// The mission and avatar pages accept any present user (staff-and-agents.md §6): read-only without admin_missions.
test('a signed-in user who is not staff reads the mission configs and the avatars, changing nothing', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test', `${product}/missionconfigs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Skies Mission Configs' })).toBeVisible();
  await expect(page.getByText(MISSION_TEXTS.readOnly)).toBeVisible();
  const configs = page.getByRole('region', { name: 'Mission configs' });
  const canyon = configs.getByRole('cell', { name: 'Canyon run', exact: true });
  await expect(canyon).toBeVisible();
  await expect(configs.getByRole('columnheader', { name: 'Selection Weight' })).toBeVisible();
  // No form, no icons or Build Banners, no Edit; a click on a row opens nothing.
  await expect(page.getByRole('region', { name: 'New mission config' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Build Banners' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Icons (.zip)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await canyon.click();
  await expect(page.getByRole('region', { name: 'Mission config canyon' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // The frame offers no staff page: no Admin group, no Child Products, and no way back to their list.
  await expect(page.getByRole('link', { name: 'Child Products' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the child product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Skies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Child Products' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Avatars', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Skies Avatars' })).toBeVisible();
  const pilot = page.getByRole('region', { name: 'Pilot' });
  await expect(pilot.getByRole('cell', { name: 'Night Flyer' })).toBeVisible();
  await expect(pilot.getByRole('cell', { name: 'weapon.flare.gold' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Build Banners' })).toHaveCount(0);
  await expectAccessible(page);
});
