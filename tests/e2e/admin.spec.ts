import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('an administrator searches users, pages, sorts, opens a record and its raw view', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/users');
  const rows = page.getByRole('table', { name: /results/i }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByText(/^1[–-]30 of \d+/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^31[–-]60 of \d+/)).toBeVisible();
  await expect(page).toHaveURL(/first=30|page=2/);

  await page.getByRole('button', { name: 'First' }).click();
  await expect(page.getByText(/^1[–-]30 of \d+/)).toBeVisible();

  const search = page.getByRole('textbox', { name: /search/i });
  await search.fill('demo');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByText(/^1[–-]\d+ of \d+/)).toBeVisible();
  await expect(page.getByRole('table', { name: /results/i })).toContainText(/demo/i);

  await search.fill('{ nickname: ');
  await expect(page.getByRole('button', { name: 'Go' })).toBeDisabled();
  await search.fill('demo');

  await page.getByRole('button', { name: /sort by name/i }).click();
  await expect(page).toHaveURL(/sort=name/);

  await page
    .getByRole('table', { name: /results/i })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'All Fields' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('tab', { name: /raw data/i })
    .or(page.getByRole('button', { name: /raw data/i }))
    .first()
    .click();
  await expect(page.getByText(/"permissions"/)).toBeVisible();
  await expectAccessible(page);
});

test('a member opening /admin/users sees Invalid Permission', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto('/admin/users');
  await expect(page.getByText('Invalid Permission')).toBeVisible();
  await expectAccessible(page);
});

test('on a narrow window a wide list scrolls inside its card, and the keyboard can scroll it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/users');
  const results = page.getByRole('table', { name: 'Results', exact: true });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  const scrollArea = page.getByRole('region', { name: 'Results', exact: true });
  await expect(scrollArea).toHaveAttribute('tabindex', '0');
  const overflow = await scrollArea.evaluate((area) => area.scrollWidth - area.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  // The page itself does not scroll sideways.
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  await scrollArea.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollArea.evaluate((area) => area.scrollLeft)).toBeGreaterThan(0);
  await expectAccessible(page);
});
