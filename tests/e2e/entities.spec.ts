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
  await expect(page.getByRole('link', { name: 'Create New Location' })).toHaveCount(0);
});

test('the location and event lists lead their managers to Create New', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-free/locations');
  await page.getByRole('link', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/createlocation$/);
  await expect(page.getByRole('heading', { name: 'Create New Location', level: 1 })).toBeVisible();
  await page.goto('/domains/demo-free/events');
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/createevent$/);
  await expect(page.getByRole('heading', { name: 'Name Your Event!', level: 1 })).toBeVisible();
});

test('an entity list keeps its order, page size and page in the address, across a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-free/locations');
  const names = page.getByRole('table', { name: 'Locations' }).getByRole('link');
  const pager = page.getByRole('navigation', { name: 'Location pages' });
  const range = pager.getByRole('status');
  await expect(range).toHaveText(/^1–\d+ of \d+$/);
  const total = Number((await range.textContent())?.split(' of ')[1]);
  const byName = await names.allTextContents();
  expect(byName).toHaveLength(total);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Descending, 10 a page: the address says so and a reload keeps it.
  const order = page.getByRole('combobox', { name: 'Order' });
  const perPage = page.getByRole('combobox', { name: 'Rows per page' });
  await order.click();
  await page.getByRole('option', { name: 'Descending' }).click();
  await perPage.click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/locations\?order=-1&per=10$/);
  await expect(names.first()).toHaveText(byName[total - 1]);
  await page.reload();
  await expect(order).toHaveText('Descending');
  await expect(perPage).toHaveText('10');
  await expect(names.first()).toHaveText(byName[total - 1]);
  await expectAccessible(page);

  // An offset in the address shows the list from that row; Prev goes back to the first.
  await page.goto('/domains/demo-free/locations?first=1');
  await expect(range).toHaveText(`2–${total} of ${total}`);
  await expect(names.first()).toHaveText(byName[1]);
  await pager.getByRole('button', { name: 'Prev' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/locations$/);
  await expect(range).toHaveText(`1–${total} of ${total}`);
  await expect(names.first()).toHaveText(byName[0]);
});

test('the events page has Upcoming and Past tabs', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/events');
  const upcoming = page.getByRole('table', { name: 'Upcoming' });
  for (const column of ['Start', 'End', 'Published'])
    await expect(upcoming.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(upcoming.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/events\?when=past$/);
  const past = page.getByRole('table', { name: 'Past' });
  await expect(past.getByRole('columnheader', { name: 'Start' })).toBeVisible();
  await expect(past.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  // The tab is in the address: a reload stays on Past.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await expect(past.getByRole('row')).not.toHaveCount(1);
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
  // The list is read again while the document is being indexed, until the agents can quote it.
  await expect(docs.getByRole('listitem').filter({ hasText: 'welcome-guide.md' })).toContainText(
    'Indexed: agents can quote it',
  );
  await page.reload();
  await expect(docs.getByText('welcome-guide.md')).toBeVisible();
  await expectAccessible(page);
});
