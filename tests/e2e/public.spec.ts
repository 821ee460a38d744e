import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

test('a visitor sees the landing page and the privacy text', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: 'Launch In VR' }).or(page.getByRole('button', { name: 'Launch In VR' })),
  ).toBeVisible();
  await expect(page.getByText(/planetarium/i).first()).toBeVisible();
  await expect(page.getByText(/no longer supported/i)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Multiverse Technologies Ltd');
  await expectAccessible(page);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  const privacy = await (await page.request.get('/privacy.txt')).text();
  const firstLine = privacy
    .split('\n')
    .find((line) => line.trim().length > 0)!
    .trim();
  await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
