import { expect, test } from './fixtures.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../server/seed/admin-records.ts';
import { MISSION_TEXTS } from '../../src/staff/missions/texts.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

const productPage = `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}`;

test('an event config is created, edited (dirty, then cancelled) and deleted', async ({ page }) => {
  await signIn(page, 'superuser@demo.test', productPage);
  await expect(page.getByRole('tab', { name: 'Event Configs', selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Double XP Weekend' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Mission Event Config' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name\b/ }).fill('sky_race');
  await page.getByLabel('Display Name').fill('Sky Race');
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name\b/ })).toBeDisabled();

  // Any mode sets Importance, Icon and Modes aside.
  await page.getByLabel('Any mode').check();
  await expect(page.getByLabel('Icon')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Any mode')).not.toBeChecked();
  await expect(page.getByLabel('Icon')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  await page.getByLabel('Display Name').fill('Sky Race II');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Demo Skies' }).click();
  await expect(page.getByRole('cell', { name: 'Double XP Weekend' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sky Race II' })).toHaveCount(0);
});

test('a cycle saved with only an hour starts on the hour; disabled cycles are marked', async ({ page }) => {
  await signIn(page, 'superuser@demo.test', productPage);
  await page.getByRole('tab', { name: 'Event Cycles' }).click();
  await expect(page.getByText('(Disabled)').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New Cycle' }).click();
  await expect(page.getByRole('heading', { name: 'New Mission Event Cycle' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event Config' }).click();
  await page.getByRole('option', { name: 'quiet_skies' }).click();
  await page.getByRole('combobox', { name: 'Day of Week UTC' }).click();
  await page.getByRole('option', { name: 'Thursday' }).click();
  const hours = page.getByLabel('Hour');
  await hours.nth(0).fill('6');
  await hours.nth(1).fill('7');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The tab is remembered: the product page opens on the cycles.
  await page.goto(productPage);
  await expect(page.getByRole('tab', { name: 'Event Cycles', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Thursday' });
  await expect(row.getByRole('cell', { name: '06:00' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '07:00' })).toBeVisible();
});

test('mission events show in UTC or local time, and the mission events page remembers its choices', async ({
  page,
}) => {
  await signIn(page, 'superuser@demo.test', productPage);
  await page.getByRole('tab', { name: 'Future Events' }).click();
  await expect(page.getByRole('checkbox', { name: 'Use UTC' })).toBeChecked();
  await expect(page.getByRole('cell', { name: / UTC$/ }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Use UTC' }).uncheck();
  await expect(page.getByRole('cell', { name: / UTC$/ })).toHaveCount(0);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Details of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Mission Event', exact: true })).toBeVisible();
  await expect(page.getByLabel('Start Date')).toHaveValue(/T\d\d:\d\d$/);
  await expectAccessible(page);

  await page.goto(`/missionevents/${DEMO_CHILD_PRODUCT_ID}`);
  await expect(page.getByRole('heading', { name: 'Demo Skies Mission Events' })).toBeVisible();
  await page.getByRole('tab', { name: 'Event History' }).click();
  await page.getByRole('button', { name: 'Local time' }).click();
  await expect(page.getByRole('cell', { name: / UTC$/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Event History', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Local time', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'UTC', exact: true }).click();
  await expect(page.getByRole('cell', { name: / UTC$/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('an administrator without admin_missions sees the mission event tools read-only', async ({ page }) => {
  await signIn(page, 'admin@demo.test', `${productPage}/missioneventconfig`);
  await expect(page.getByRole('heading', { name: 'New Mission Event Config' })).toBeVisible();
  await expect(page.getByText(MISSION_TEXTS.readOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await page.goto(`/missionevents/${DEMO_CHILD_PRODUCT_ID}`);
  await expect(page.getByRole('heading', { name: 'Demo Skies Mission Events' })).toBeVisible();
  await page.goto(productPage);
  await expect(page.getByRole('heading', { name: 'Demo Skies', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Event Configs', selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'double_xp', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
