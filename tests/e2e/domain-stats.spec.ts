import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiSession, signIn, type ApiSession } from './session.ts';

async function setPermissions(request: APIRequestContext, admin: ApiSession, userId: string, list: string[]) {
  const response = await request.post(`/v2/admin/users/${userId}/permissions`, {
    headers: admin.headers,
    data: { permissions: list },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a manager without developer tools has no Stats link; short links lead to the current metaverse', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test', '/domains');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const members = sidebar.getByRole('link', { name: 'Members', exact: true });
  await expect(members).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Stats', exact: true })).toHaveCount(0);
  const membersPath = await members.getAttribute('href');
  expect(membersPath).toMatch(/^\/domains\/[^/]+\/members$/);
  const current = membersPath!.split('/')[2];

  await page.goto('/members');
  await expect(page).toHaveURL(new RegExp(`/domains/${current}/members$`));
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // /upgrade goes the same way, keeping its query.
  await page.goto('/upgrade?context=change');
  await expect(page).toHaveURL(new RegExp(`/domains/${current}/upgrade\\?context=change$`));

  await page.goto('/stats');
  await expect(page).toHaveURL(new RegExp(`/domains/${current}/stats$`));
  await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Domain stats are for developers only.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
});

test('a developer opens Stats from the sidebar, sees the sessions and pages through them', async ({
  page,
  request,
}) => {
  // The demo owner manages every demo metaverse; staff give it developer tools for this journey only.
  const admin = await apiSession(request, 'admin@demo.test');
  const owner = await apiSession(request, 'owner@demo.test');
  await setPermissions(request, admin, owner.id, [...owner.permissions, 'developer']);
  try {
    await signIn(page, 'owner@demo.test', '/domains');
    const stats = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Stats' });
    await stats.click();
    await expect(page).toHaveURL(/\/domains\/demo-[a-z]+\/stats$/);
    const uri = new URL(page.url()).pathname.split('/')[2];

    await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Sessions' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'User', 'Location', 'Room']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).toContainText(`${uri}/locations/`);
    await expect(rows.first()).toContainText(/Release: (prod|dev)/);
    await expect(page.getByText(/^1–25 of [\d,]+$/)).toBeVisible();
    await expectAccessible(page);

    const firstRow = await rows.first().textContent();
    const pager = page.getByRole('navigation', { name: 'Session pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/stats\?first=25$/);
    await expect(pager.getByRole('status')).toHaveText(/^26–50 of [\d,]+$/);
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).not.toHaveText(firstRow ?? '');
    // The page is in the address: a reload shows the same sessions.
    const secondPageRow = await rows.first().textContent();
    await page.reload();
    await expect(pager.getByRole('status')).toHaveText(/^26–50 of [\d,]+$/);
    await expect(rows.first()).toHaveText(secondPageRow ?? '');

    // Another page size starts at the first session, and stays across a reload too.
    const perPage = page.getByRole('combobox', { name: 'Sessions per page' });
    await perPage.click();
    await page.getByRole('option', { name: '100' }).click();
    await expect(page).toHaveURL(/\/stats\?per=100$/);
    await expect(pager.getByRole('status')).toHaveText(/^1–100 of [\d,]+$/);
    await expect(rows).toHaveCount(100);
    await expectAccessible(page);
    await page.reload();
    await expect(perPage).toHaveText('100');
    await expect(rows).toHaveCount(100);
    await expect(pager.getByRole('button', { name: 'First' })).toBeDisabled();
  } finally {
    await setPermissions(request, admin, owner.id, owner.permissions);
  }
});

test('the demo developer sees its own metaverse’s sessions, readable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'developer@demo.test', '/domains/demo-developer/stats');
  const table = page.getByRole('table', { name: 'Sessions' });
  await expect(table.locator('tbody tr').first()).toContainText('demo-developer/locations/');
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'User']);
  await expect(table.locator('tbody tr').first()).toContainText(/Room: .+ \((prod|dev)\)/);
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  await expectAccessible(page);
});

test('a developer looking at another metaverse sees its sessions and no refusal', async ({ page }) => {
  await signIn(page, 'developer@demo.test', '/domains/demo-free/stats');
  await expect(page.getByRole('table', { name: 'Sessions' }).locator('tbody tr').first()).toContainText(
    'demo-free/locations/',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});
