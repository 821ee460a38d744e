/**
 * Adverts (single-target-and-flows.md §2 Adverts page, §4 Advert status and Purchase flow, §5; screens.md
 * B11): an advertiser creates a billboard, buys impressions with the local test cards (success, requires
 * action, declined), and staff approval captures the held payment.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiSession, signIn } from './session.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();

/** An advert of the developer, made through the API. */
async function advertThroughApi(request: APIRequestContext, name: string): Promise<void> {
  const developer = await apiSession(request, 'developer@demo.test');
  const response = await request.post(`/v2/adverts?name=${encodeURIComponent(name)}`, {
    headers: { ...developer.headers, 'content-type': 'image/png' },
    data: await picture(1920, 1080),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the purchase dialog of the advert, sets the quantity and enters the card. */
async function startPurchase(page: Page, name: string, quantity: string, card: string) {
  await page.getByRole('button', { name: `Purchase impressions for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Purchase Impressions for ${name}` });
  await expect(dialog.getByText('$5.00 per 1,000 impressions')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Impressions' }).fill(quantity);
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(card);
  return dialog;
}

test('an advertiser creates a billboard, orders impressions with the success card, and staff approval captures the payment', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'developer@demo.test', '/profile');
  await page.getByRole('link', { name: 'Advertising' }).first().click();
  await expect(page).toHaveURL(/\/adverts$/);
  await expect(page.getByRole('heading', { name: 'Infiniverse Advertising', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your adverts' });
  await expect(table.getByRole('row', { name: /Summer Sale/ })).toContainText('Waiting for Approval');
  await expect(table.getByRole('row', { name: /Summer Sale/ })).toContainText('5,000 impressions ordered.');
  await expectAccessible(page);

  // Create: a square picture warns that it will be cropped; Create needs a name.
  await page.getByRole('button', { name: 'Create New Infinverse Billboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Infinverse Billboard' });
  const createButton = create.getByRole('button', { name: 'Create', exact: true });
  await create.locator('input[type=file]').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: await picture(600, 600),
  });
  await expect(create.getByText('Images which are not 1920:1080 will be cropped')).toBeVisible();
  await expect(createButton).toBeDisabled();
  await create.getByRole('textbox', { name: 'Name' }).fill('Journey Billboard');
  await expectAccessible(page);
  await createButton.click();
  await expect(create).toHaveCount(0);
  const row = table.getByRole('row', { name: /Journey Billboard/ });
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('No impressions yet');

  // Purchase: the quantity is rounded down to the unit on leaving the field.
  const dialog = await startPurchase(page, 'Journey Billboard', '2500', '4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Card number' }).focus();
  await expect(dialog.getByRole('spinbutton', { name: 'Impressions' })).toHaveValue('2000');
  await expect(dialog.getByText('Cost: $10.00')).toBeVisible();
  await expect(dialog.getByText(/Local test payment/)).toBeVisible();
  // Purchase turns enabled once the card is read; checked after, so its colour is not caught mid-change.
  const purchase = dialog.getByRole('button', { name: 'Purchase', exact: true });
  await expect(purchase).toBeEnabled();
  await expectAccessible(page);
  await purchase.click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText(
    'Impressions ordered successfully. Billboards must be manually approved before appearing in the Infiniverse. You will not be charged until your advert has been approved.',
  );
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Waiting for Approval');
  await expect(row).toContainText('2,000 impressions ordered.');
  await expect(row).toContainText('You will not be charged until after your order has been approved');
  await expect(row.getByRole('button', { name: /Purchase impressions/ })).toHaveCount(0);

  // Staff approve: the held payment is captured.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  try {
    await signIn(staffPage, 'admin@demo.test', '/admin/approvals');
    await staffPage.getByRole('button', { name: 'Approve Journey Billboard' }).click();
    await expect(
      staffPage.getByText('Approved Journey Billboard: the payment of $10.00 was captured.'),
    ).toBeVisible();
    await expectAccessible(staffPage);
  } finally {
    await staff.close();
  }

  // The advertiser's page reads the waiting advert again on its own.
  await expect(row).toContainText('Active', { timeout: 25_000 });
  await expect(row).toContainText('2,000 / 2,000');
});

test('the requires-action card asks the card holder to confirm, and a declined card shows the bank’s words', async ({
  page,
}) => {
  await advertThroughApi(page.request, 'Confirm Billboard');
  await advertThroughApi(page.request, 'Declined Billboard');
  await signIn(page, 'developer@demo.test', '/adverts');

  const dialog = await startPurchase(page, 'Confirm Billboard', '3000', '4000002500003155');
  await dialog.getByRole('button', { name: 'Purchase', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText('Impressions ordered successfully.');
  await success.getByRole('button', { name: 'OK' }).click();
  const table = page.getByRole('table', { name: 'Your adverts' });
  await expect(table.getByRole('row', { name: /Confirm Billboard/ })).toContainText(
    '3,000 impressions ordered.',
  );

  const declined = await startPurchase(page, 'Declined Billboard', '1000', '4000 0000 0000 0002');
  await declined.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(declined.getByRole('alert')).toHaveText('Your card was declined.');
  await expectAccessible(page);
  await declined.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /Declined Billboard/ })).toContainText('Inactive');
});

test('staff create an advert on the approvals page with the same size and aspect rules', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/approvals');
  await page.getByRole('button', { name: 'Create advert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Infinverse Billboard' });
  const file = dialog.locator('input[type=file]');
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_000, 1) });
  await expect(dialog.getByText('Error: Max file size exceeded')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('House Billboard');
  await expect(create).toBeDisabled();
  await file.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture(1920, 1080) });
  await expect(dialog.getByText('Error: Max file size exceeded')).toHaveCount(0);
  await expect(dialog.getByText('Images which are not 1920:1080 will be cropped')).toHaveCount(0);
  await expectAccessible(page);
  await create.click();
  await expect(
    page.getByText('Advert House Billboard created; buy its impressions under Advertising.'),
  ).toBeVisible();
});
