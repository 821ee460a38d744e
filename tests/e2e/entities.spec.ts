import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('the owner deletes a location but not home or map', async ({ page }) => {
  // demo-expired: no other journey changes it (the staff journeys move demo-trial to another owner).
  await signIn(page, 'owner@demo.test', '/domains/demo-expired/locations');
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('link', { name: 'Beach' })).toHaveAttribute(
    'href',
    '/domains/demo-expired/locations/beach',
  );
  await expect(page.getByRole('button', { name: 'Delete Home' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Map' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete Arena' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Arena?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('link', { name: 'Arena' })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('link', { name: 'Plaza' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Arena' })).toHaveCount(0);
});

test('a location row opens its page, which launches in VR and deletes back to the list', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-expired/locations');
  await page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Plaza' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-expired\/locations\/plaza$/);
  await expect(page.getByRole('heading', { name: 'Plaza', level: 1 })).toBeVisible();
  await expect(page.getByText('demo-expired/locations/plaza')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Launch In VR' }).click();
  const launch = page.getByRole('dialog');
  await expect(launch.getByRole('button', { name: 'Launch' })).toBeVisible();
  await launch.getByRole('button', { name: 'Cancel' }).click();
  await expect(launch).toBeHidden();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Plaza?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-expired\/locations$/);
  await expect(
    page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Beach' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Plaza' }),
  ).toHaveCount(0);

  await page.goto('/domains/demo-expired/locations/plaza');
  await expect(page.getByRole('alert')).toHaveText('This location does not exist');
  await page.goto('/domains/demo-expired/locations/home');
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
});

test('a member sees locations without delete buttons', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/domains/demo-free/locations');
  await expect(
    page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Plaza' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('the events page has Upcoming and Past tabs', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/events');
  const upcoming = page.getByRole('table', { name: 'Upcoming' });
  for (const column of ['Start', 'End', 'Published'])
    await expect(upcoming.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(upcoming.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('table', { name: 'Past' });
  await expect(past.getByRole('columnheader', { name: 'Start' })).toBeVisible();
  await expect(past.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
});

test('a manager uploads a markdown document to the Knowledge Base', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-premium/supportdocs');
  await expect(page.getByRole('heading', { name: 'Public Documents' })).toBeVisible();
  await expectAccessible(page);
  await page.locator('input[type=file]').setInputFiles({
    name: 'welcome-guide.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# Welcome\n\nRead me first.\n'),
  });
  const docs = page.getByRole('list', { name: 'Public Documents' });
  await expect(docs.getByText('welcome-guide.md')).toBeVisible();
  await page.reload();
  await expect(docs.getByText('welcome-guide.md')).toBeVisible();
  await expectAccessible(page);
});
