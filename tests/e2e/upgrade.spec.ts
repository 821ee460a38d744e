import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('the owner upgrades demo-free to premium through the local checkout, then changes to professional with a proration quote', async ({
  page,
}) => {
  // A long journey (two plan changes, a checkout, four accessibility checks): three times the usual limit.
  test.slow();
  await signIn(page, 'owner@demo.test', '/domains/demo-free/upgrade');
  await expect(page.getByRole('heading', { name: 'Upgrade Metaverse', level: 1 })).toBeVisible();
  await expect(page.getByText("Upgrade to the plan that's right for you!")).toBeVisible();
  for (const plan of ['Free', 'Premium', 'Professional', 'Business', 'Enterprise']) {
    await expect(page.getByRole('heading', { name: plan, level: 2, exact: true })).toBeVisible();
  }
  // Annual by default, shown per month (290 / 12); Monthly shows the monthly price.
  await expect(page.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
  const premium = page.getByRole('region', { name: 'Premium', exact: true });
  await expect(premium.getByText('$24.17')).toBeVisible();
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(premium.getByText('$29.00')).toBeVisible();
  await premium.getByText('$29.00').hover();
  await expect(page.getByRole('tooltip')).toContainText('Minimum 1 member');
  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(page.getByRole('region', { name: 'Enterprise' })).toContainText('Custom pricing');
  // Templates above the free plan are disabled.
  await expect(page.locator('[data-template="gallery"]')).toHaveAttribute('aria-disabled', 'false');
  await expect(page.locator('[data-template="conference"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-template="conference"]')).toContainText('Needs Premium');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Upgrade Premium' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByText('Local test payments — no real card is charged')).toBeVisible();
  await expect(page.getByText('Premium plan for Demo Free')).toBeVisible();
  await expect(page.getByText('$290.00 per year')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $290.00' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\?checkout=success$/);

  await page.goto('/domains/demo-free/upgrade?context=change');
  await expect(page.getByRole('heading', { name: 'Change Plan', level: 1 })).toBeVisible();
  await expect(page.getByText("Change to the plan that's right for you!")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan Premium' })).toBeDisabled();
  await expect(page.locator('[data-template="conference"]')).toHaveAttribute('aria-disabled', 'false');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Upgrade Professional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Changing to Professional makes these charges:')).toBeVisible();
  // Just after paying nearly the whole year is unused: about $290 back and $790 charged.
  await expect(
    dialog.getByRole('row', { name: /Unused time on Premium \(annual\).*-\$2(89|90)\.\d\d/ }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('row', { name: /Remaining time on Professional \(annual\).*\$7(89|90)\.\d\d/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Total to pay now.*\$(499|500)\.\d\d/ })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free$/);

  await page.goto('/domains/demo-free/upgrade?context=change');
  await expect(page.getByRole('button', { name: 'Current Plan Professional' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Downgrade Premium' })).toBeEnabled();

  // A downgrade first asks, with a warning; cancelling changes nothing.
  await page.getByRole('button', { name: 'Downgrade Premium' }).click();
  const warning = page.getByRole('dialog', { name: 'Downgrade Plan?' });
  await expect(warning).toContainText('Downgrading to Premium removes');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();

  // The billing portal from the account menu lists the subscription and its charges.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billingportal\/bps_local_/);
  await expect(page.getByRole('heading', { name: 'Billing Portal' })).toBeVisible();
  const subscription = page.getByRole('region', { name: 'demo-free' });
  await expect(subscription.getByRole('heading', { name: 'Professional — demo-free' })).toBeVisible();
  await expect(subscription.getByRole('cell', { name: 'First year of premium' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page.getByText('Your payment method was updated.')).toBeVisible();
  await page.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/upgrade\?context=change$/);
});

test('a manager who tries to upgrade sees the needs-owner dialog', async ({ page }) => {
  await signIn(page, 'manager@demo.test', '/domains/demo-trial/upgrade');
  await expect(page.getByRole('heading', { name: 'Upgrade Metaverse', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Owner Required' });
  await expect(dialog).toContainText(
    'Only the owner of a Metaverse can create or cancel a paid subscription...',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toMatch(/\/domains\/demo-trial\/upgrade$/);
});

test('staff read the mail outbox, filtered by address', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('link', { name: 'Mail outbox' }).first().click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('To address').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/to=nobody%40example\.test/);
  await expect(page.getByText('No messages.')).toBeVisible();
});

test('a metaverse without plans on offer shows the customised-setup message with a contact link', async ({
  page,
}) => {
  // demo-enterprise is on the enterprise plan: a customised setup, offered no plans.
  await signIn(page, 'owner@demo.test', '/domains/demo-enterprise/upgrade?context=change');
  await expect(page.getByText(/customised setup/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
});

test('a paying customer whose billing info is required is asked once per session to update it', async ({
  page,
}) => {
  // The shell's one context read carries the question, asked once per browser session (`billing=true`).
  let asked = 0;
  await page.route('**/v2/me/context?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('billing') !== 'true') return route.continue();
    asked += 1;
    const reply = await route.fetch();
    return route.fulfill({ response: reply, json: { ...(await reply.json()), needsBillingInfo: true } });
  });
  await signIn(page, 'owner@demo.test');
  const dialog = page.getByRole('dialog', { name: 'Update Your Billing Info' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(asked).toBe(1);

  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await dialog.getByRole('button', { name: 'Update Billing Info' }).click();
  await expect(page).toHaveURL(/\/billingportal\/bps_local_/);
  await expect(page.getByText('Local test payments — no real card is charged')).toBeVisible();
});

test('the owner of the seeded demo-premium subscription sees a proration quote for business', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-premium/upgrade?context=change');
  await expect(page.getByRole('button', { name: 'Current Plan Premium' })).toBeDisabled();
  await page.getByRole('button', { name: 'Upgrade Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
  // A month into the annual period: about 11/12 of each price.
  await expect(
    dialog.getByRole('row', { name: /Unused time on Premium \(annual\).*-\$26\d\.\d\d/ }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('row', { name: /Remaining time on Business \(annual\).*\$1,8\d\d\.\d\d/ }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
