import { expect, test } from './fixtures.ts';
import { demoUserId } from '../../server/seed/demo-accounts.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

const userPage = (email: string) => `/admin/users/${demoUserId(email)}`;

test('an administrator grants a permission and sees it applied after a reload', async ({ page }) => {
  await signIn(page, 'admin@demo.test', userPage('host@demo.test'));
  const permissions = page.getByRole('region', { name: 'Permissions' });
  const box = permissions.getByRole('checkbox', { name: 'join_locked', exact: true });
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await expect(permissions.getByRole('checkbox', { name: 'guest (deprecated)' })).toBeDisabled();
  await expectAccessible(page);

  await box.click();
  await expect(box).toBeChecked();
  await expect(page.getByRole('region', { name: 'Audit' })).toContainText('user.permissions');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Permissions' })
      .getByRole('checkbox', { name: 'join_locked', exact: true }),
  ).toBeChecked({ timeout: 30_000 }); // a full reload loads the console again: slow on a busy machine
  await expectAccessible(page);
});

test('a non-superuser cannot toggle superuser nor edit the superuser account', async ({ page }) => {
  await signIn(page, 'admin@demo.test', userPage('member@demo.test'));
  const permissions = page.getByRole('region', { name: 'Permissions' });
  await expect(permissions.getByRole('checkbox', { name: 'host', exact: true })).toBeEnabled();
  await expect(permissions.getByRole('checkbox', { name: 'superuser', exact: true })).toBeDisabled();
  // Only holders of can_use_access_token see the tokens section.
  await expect(page.getByRole('region', { name: 'Access tokens' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(userPage('superuser@demo.test'));
  const locked = page.getByRole('region', { name: 'Permissions' }).getByRole('checkbox');
  await expect(locked.first()).toBeVisible();
  const count = await locked.count();
  expect(count).toBeGreaterThan(30);
  for (let i = 0; i < count; i += 1) await expect(locked.nth(i)).toBeDisabled();
  // The account's other sections are left out, with the reason.
  await expect(page.getByRole('alert')).toHaveText("Only a superuser can change a superuser's account.");
  await expect(page.getByRole('region', { name: 'Inventory' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(userPage('admin@demo.test'));
  const own = page.getByRole('region', { name: 'Permissions' });
  // A full page load loads the console again: slow on a busy machine.
  const ownText = 'Staff cannot change their own balance, inventory or permissions.';
  await expect(own).toContainText(ownText, { timeout: 30_000 });
  await expect(own.getByRole('checkbox', { name: 'host', exact: true })).toBeDisabled();
  // Nor their own balance: the currency buttons are disabled under the same reason.
  const ownInventory = page.getByRole('region', { name: 'Inventory', exact: true });
  await expect(ownInventory).toContainText(ownText);
  await expect(ownInventory.getByRole('button', { name: '+1000 metacoin' })).toBeDisabled();
});

test('currency +1000 updates the inventory and the transaction list', async ({ page }) => {
  await signIn(page, 'admin@demo.test', userPage('owner@demo.test'));
  const inventory = page.getByTestId('user-inventory');
  await expect(inventory).toContainText('Currency:');
  const before = Number(/Currency: (\d+)/.exec((await inventory.textContent()) ?? '')?.[1]);
  await expectAccessible(page);

  await page.getByRole('button', { name: '+1000 metacoin' }).click();
  // A change of money asks first.
  const confirm = page.getByRole('dialog', { name: '+1000 metacoin for Demo Owner?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(inventory).toContainText(`Currency: ${before + 1000}`);
  const firstRow = page.getByRole('table', { name: 'Inventory transactions' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('admin');
  await expect(firstRow).toContainText(String(before + 1000));
  await expectAccessible(page);
});

test('the audit log page lists staff writes', async ({ page }) => {
  await signIn(page, 'superuser@demo.test', userPage('tester@demo.test'));
  await page.getByRole('button', { name: '+100 metacoin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Audit' })).toContainText('user.addcurrency');
  await expect(page.getByRole('region', { name: 'Access tokens' })).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('user.addcurrency');
  await expectAccessible(page);
});

test("a visit that opens on a collection's page reads its list beside the session, once", async ({
  page,
}) => {
  // Which request started first, and how many list reads the page made (Playwright sees them in order).
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/v2/me/context' || pathname === '/v2/admin/users') seen.push(pathname);
  });
  const contextDone = new Promise<number>((resolve) =>
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/v2/me/context') resolve(seen.length);
    }),
  );
  await signIn(page, 'admin@demo.test', '/admin/users');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The list was asked for before the context had answered, and the page did not ask for it again.
  expect(seen.filter((path) => path === '/v2/admin/users')).toHaveLength(1);
  expect(seen.slice(0, await contextDone)).toContain('/v2/admin/users');
  await expectAccessible(page);
});

test('a member opening a collection page sees Invalid Permission once, nothing about the list asked for early', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test', '/admin/users');
  await expect(page.getByText('Invalid Permission')).toBeVisible();
  // The list asked for early was refused, and nobody took the reply: no second message says so.
  await expect(page.getByText(/permission/i)).toHaveCount(1);
});
