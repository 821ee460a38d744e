import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('an administrator sees the transaction charts, revenue and biggest spenders', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/stats');
  await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();

  for (const name of ['Inventory transactions', 'Building-world transactions']) {
    const chart = page.getByRole('region', { name });
    await expect(chart).toBeVisible();
    // The seeded ten days of transactions draw bars in the seven-day hourly chart, and the rolling average a line.
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(chart.getByText(/[1-9]\d* transactions over 1[6-9]\d hours\./)).toBeVisible();
  }

  const revenue = page.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByTestId('stats-revenue').first()).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(revenue.getByText('Since midnight seven days ago')).toBeVisible();

  const spenders = page.getByRole('region', { name: 'Biggest spenders' });
  for (const window of ['1 day', '7 days', '28 days', '1 year']) {
    await expect(spenders.getByRole('tab', { name: window })).toBeVisible();
  }
  await expect(spenders.getByRole('row').nth(1)).toBeVisible();
  await spenders.getByRole('tab', { name: '1 year' }).click();
  await expect(spenders.getByRole('tab', { name: '1 year' })).toHaveAttribute('aria-selected', 'true');
  await expect(spenders.getByRole('row').nth(1)).toContainText(/\$[\d,]+\.\d\d/);
  await expectAccessible(page);
});

test('a member opening /admin/stats sees Invalid Permission', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/admin/stats');
  await expect(page.getByText('Invalid Permission')).toBeVisible();
  await expectAccessible(page);
});

test('an administrator exports a searched list to CSV and reopens a saved search', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/users');
  const range = page.getByText(/^1[–-]\d+ of \d+/);
  await expect(range).toBeVisible();
  const everyone = (await range.textContent()) ?? '';
  await page.getByRole('textbox', { name: /search/i }).fill('demo');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/q=demo/);
  // The previous page stays on screen until the searched one arrives: its range counts the searched list then.
  await expect(range).not.toHaveText(everyone);
  const total = Number(/of (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: /sort by name/i }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,name,timestamp');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => /demo/i.test(line))).toBe(true);
  // Sorted by name ascending, as on the screen.
  const firstRowId = await page
    .getByRole('table', { name: /results/i })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(1)
    .textContent();
  expect(lines[1].split(',')[0]).toBe(firstRowId?.trim());

  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('button', { name: 'Save current search…' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Demo people by name');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/q=demo/);
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Demo people by name', exact: true }).click();
  await expect(page).toHaveURL(/q=demo/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByText(new RegExp(`^1[–-]\\d+ of ${total}$`))).toBeVisible();

  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('button', { name: 'Delete saved search Demo people by name' }).click();
  await expect(page.getByText('No saved searches yet.')).toBeVisible();
});
