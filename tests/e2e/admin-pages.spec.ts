import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('an administrator approves a storefront and rejects an advert with a reason', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/approvals');
  const storefronts = page.getByRole('table', { name: 'Pending storefronts' });
  const adverts = page.getByRole('table', { name: 'Pending adverts' });
  await expect(storefronts.getByRole('row', { name: /Record Store/ })).toBeVisible();
  await expect(adverts.getByRole('img', { name: 'Advert image of Neon Nights' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Approve Record Store' }).click();
  await expect(storefronts.getByRole('row', { name: /Record Store/ })).toHaveCount(0);
  await expect(storefronts.getByRole('row', { name: /Corner Shop/ })).toBeVisible();

  await page.getByRole('button', { name: 'Reject Neon Nights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject advert Neon Nights' });
  const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
  await expect(reject).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('   ');
  await expect(reject).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The text is too small to read in VR.');
  await expectAccessible(page);
  await reject.click();
  await expect(dialog).toHaveCount(0);
  await expect(adverts.getByRole('row', { name: /Neon Nights/ })).toHaveCount(0);
  await expect(adverts.getByRole('row', { name: /Summer Sale/ })).toBeVisible();

  // Both decisions stuck: a fresh load no longer lists them.
  await page.reload();
  await expect(storefronts.getByRole('row', { name: /Corner Shop/ })).toBeVisible();
  await expect(storefronts.getByRole('row', { name: /Record Store/ })).toHaveCount(0);
  await expect(adverts.getByRole('row', { name: /Neon Nights/ })).toHaveCount(0);
});

test('build numbers save as whole numbers and the marketing CSV is guarded', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/build');
  const warn = page.getByRole('textbox', { name: 'Warn build number' });
  const error = page.getByRole('textbox', { name: 'Error build number' });
  await expect(warn).toHaveValue('1210');
  await expect(error).toHaveValue('1200');
  await expectAccessible(page);

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await warn.fill('12.5');
  await expect(save).toBeDisabled();
  await warn.fill('1300');
  await error.fill('1250');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(warn).toHaveValue('1300');
  await expect(error).toHaveValue('1250');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save Marketing Emails' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('marketing-emails.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,name,nickname,email,created,timestamp');
  expect(lines.some((line) => line.includes(',member@demo.test,'))).toBe(true);
  expect(lines.some((line) => line.includes(",'-=Sniper=-,"))).toBe(true);
  // No cell (after a comma or at the line start) begins with a formula character unguarded.
  for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
  await expect(page.getByRole('status').filter({ hasText: /Downloaded \d+ contacts/ })).toBeVisible();
  await expectAccessible(page);
});

test('staff reorder the featured list and browse events, dashboard, escrows and landmarks', async ({
  page,
}) => {
  await signIn(page, 'superuser@demo.test', '/admin/featured');
  const table = page.getByRole('table', { name: 'Featured' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row').nth(1)).toContainText('Demo Premium');
  // The demo's featured metaverses and places have generated pictures; its featured events have none.
  for (const kind of ['Discovery icon', 'Discovery banner', 'Banner']) {
    const image = table.getByRole('img', { name: `${kind} of Demo Premium`, exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(table.getByRole('img', { name: /^Banner of / })).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Move Demo Premium down' }).click();
  await expect(table.getByRole('row').nth(2)).toContainText('Demo Premium');
  await page.getByRole('textbox', { name: /Id, metaverse uri or path/ }).fill('demo-free');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(8);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(table.getByRole('row').nth(2)).toContainText('Demo Premium');
  await expect(table.getByRole('row').nth(7)).toContainText('Demo Free');

  await page.goto('/admin/events');
  await expect(page.getByRole('tab', { name: 'Requested Features' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('table', { name: 'Requested Features' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Oculus' }).click();
  await expect(page.getByRole('table', { name: 'Oculus' }).getByRole('row')).toHaveCount(8);
  await expectAccessible(page);

  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Users' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^\d{1,3}(,\d{3})*$/ }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/archivedescrows');
  await expect(page.getByRole('table', { name: 'Archived Escrows' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/targets/landmarks');
  await expect(page.getByRole('link', { name: 'Clock Tower' })).toBeVisible();
  await page.getByRole('textbox', { name: /Target metaverse/ }).fill('demo-free');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('There are no landmarks')).toBeVisible();
  await expectAccessible(page);
});
