import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn, signInThroughForm } from './session.ts';

test('an administrator searches users, pages, sorts, opens a record and its raw view', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/users');
  const rows = page.getByRole('table', { name: /results/i }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByText(/^1[–-]30 of \d+/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^31[–-]60 of \d+/)).toBeVisible();
  await expect(page).toHaveURL(/first=30/);
  // Next and Prev carry the list's cursor in the URL; Prev comes back to the very same rows.
  await expect(page).toHaveURL(/cursor=[\w-]+/);
  // The first page's rows stay under the loading bar until the second page's arrive.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  const secondPageFirstRow = await rows.nth(1).textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^61[–-]90 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByText(/^31[–-]60 of \d+/)).toBeVisible();
  await expect(rows.nth(1)).toHaveText(secondPageFirstRow ?? '');
  await page.reload();
  await expect(page.getByText(/^31[–-]60 of \d+/)).toBeVisible();
  await expect(rows.nth(1)).toHaveText(secondPageFirstRow ?? '');

  await page.getByRole('button', { name: 'First' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
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
  // The record's own JSON (the page may also show audit entries of other journeys' changes to this user).
  await expect(page.locator('#raw-data')).toContainText('"permissions"');
  await expectAccessible(page);
});

test('a refused search opened fresh is asked once, says why at once, and a missing record too', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v2/admin/users?')) asked.push(request.url());
  });
  await page.goto(`/admin/users?q=${encodeURIComponent('{"$bad": 1}')}`);
  const results = page.getByRole('table', { name: /results/i });
  await expect(results.getByRole('alert')).toHaveText('Unknown operator "$bad"');
  await expect(results).not.toContainText('No documents match');
  // One toast, from one request: nothing is asked again.
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(1);
  expect(asked).toHaveLength(1);
  await expectAccessible(page);

  // An array is not a query object: Go stays disabled and says so.
  const search = page.getByRole('textbox', { name: /search/i });
  await search.fill('[1,2]');
  await expect(page.getByRole('button', { name: 'Go' })).toBeDisabled();
  await expect(page.getByText('This is not a word, a building code or a query object.')).toBeVisible();

  await page.goto('/admin/users/000000000000000000000000');
  await expect(page.getByText('This record could not be loaded.')).toBeVisible();
});

test('the sidebar leads to the events collection and to the tabbed Events page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/allevents$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  const results = page.getByRole('table', { name: /results/i });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/events\/[^/]+$/);
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/admin\/allevents$/);

  await sidebar.getByRole('link', { name: 'Event Features' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('tab', { name: 'Requested Features' })).toBeVisible();
});

test('a member opening /admin/users sees Invalid Permission', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/admin/users');
  await expect(page.getByText('Invalid Permission')).toBeVisible();
  await expectAccessible(page);
});

test('on a narrow window a wide list scrolls inside its card, and the keyboard can scroll it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'admin@demo.test', '/admin/users');
  const results = page.getByRole('table', { name: 'Results', exact: true });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  const scrollArea = page.getByRole('region', { name: 'Results scroll area', exact: true });
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

test('an admin page opened with nobody signed in says "Invalid user"; Log In comes back to it', async ({
  page,
}) => {
  await page.goto('/admin/users?first=30');
  await expect(page.getByRole('heading', { name: 'Invalid user', level: 1 })).toBeVisible();
  await expect(page.getByText('Nobody is signed in. Log in to open this page.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/users\?first=30$/);
  await expect(page.getByText(/^31[–-]60 of \d+/)).toBeVisible();
});
