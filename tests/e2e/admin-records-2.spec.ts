import { expect, test } from './fixtures.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../server/seed/admin-records.ts';
import { stableId } from '../../server/seed/random.ts';
import { MISSION_TEXTS } from '../../src/staff/missions/texts.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

const beach = stableId('location', 'demo-free/beach');

test('a location page edits its custom CSS: Save only when changed, and the text survives a reload', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', `/admin/locations/${beach}`);
  await expect(page.getByRole('heading', { name: 'Styles' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Custom CSS' });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(editor).toHaveValue(/\.banner/);
  await expect(save).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Slots pointing here' })).toBeVisible();
  // Six demo runs at the beach are on Android headsets, each of another build (the seed's every fifth run).
  const android = page.getByRole('region', { name: 'Android performance' });
  await expect(android.getByRole('row')).toHaveCount(7);
  await expect(android.locator('[data-level]').first()).toBeVisible();
  await expectAccessible(page);

  const original = await editor.inputValue();
  await editor.fill(`${original}.title { font-weight: 700; }\n`);
  await expect(save).toBeEnabled();
  // Typing the stored text back makes the editor unchanged again.
  await editor.fill(original);
  await expect(save).toBeDisabled();
  await editor.fill(`${original}.title { font-weight: 700; }\n`);
  await save.click();
  await expect(page.getByText('Custom CSS saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(editor).toHaveValue(/\.title \{ font-weight: 700; \}/);
  await expect(save).toBeDisabled();
  // The prod release is separate and still empty.
  await page.getByRole('button', { name: 'prod' }).click();
  await expect(editor).toHaveValue('');
  await expect(save).toBeDisabled();
  await expectAccessible(page);
});

test('an autotest page draws its frame charts with totals and history', async ({ page }) => {
  await signIn(page, 'admin@demo.test', `/admin/autotests/${stableId('autotest', 0)}`);
  for (const chart of ['autotest-frame-chart', 'autotest-updates-chart']) {
    const svg = page.getByTestId(chart).locator('.recharts-wrapper > svg.recharts-surface');
    await expect(svg).toBeVisible();
    await expect(svg.locator('path.recharts-line-curve').first()).toBeVisible();
  }
  await expect(page.getByTestId('autotest-frame-chart').locator('path.recharts-line-curve')).toHaveCount(3);
  await expect(page.getByTestId('autotest-updates-chart').locator('path.recharts-line-curve')).toHaveCount(1);
  // The first chart's y axis runs 0 to 60, the second's 0 to 10 (the x axis's ticks come first).
  const ticks = (chart: string) =>
    page.getByTestId(chart).locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect((await ticks('autotest-frame-chart')).slice(-7)).toEqual(['0', '10', '20', '30', '40', '50', '60']);
  expect((await ticks('autotest-updates-chart')).slice(-6)).toEqual(['0', '2', '4', '6', '8', '10']);
  await expect(page.getByTestId('total-gpu').locator('[data-level]')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Historical stats' })).toBeVisible();
  await expect(page.getByText(/\(this run\)$/)).toBeVisible();
  // The levels read out to screen readers take no room: the page does not scroll sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await expectAccessible(page);
});

test('an event page shows its Event section linking to the event', async ({ page }) => {
  // The second demo event: "Quiz Night 2" in demo-trial, submitted to the headset store.
  await signIn(page, 'admin@demo.test', `/admin/events/${stableId('event', 'demo-trial/quiz_night_2')}`);
  const section = page.getByRole('region', { name: 'Event', exact: true });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name: 'quiz_night_2' })).toHaveAttribute(
    'href',
    '/domains/demo-trial/events/quiz_night_2',
  );
  await expect(section.getByRole('row', { name: /^Nickname Quiz Night 2$/ })).toBeVisible();
  await expect(section.getByRole('row', { name: /^Submission submitted$/ })).toBeVisible();
  await expect(section.getByRole('row', { name: /^Oculus event id none$/ })).toBeVisible();
  // Owner and metaverse read as names linking to their records, not as ids.
  await expect(section.getByRole('link', { name: 'demo_owner' })).toHaveAttribute(
    'href',
    /^\/admin\/users\//,
  );
  await expect(section.getByRole('link', { name: 'Demo Trial' })).toHaveAttribute(
    'href',
    /^\/admin\/domains\//,
  );
  await expectAccessible(page);
});

test('the child product menu shows the mission buttons to a superuser only', async ({ page }) => {
  await signIn(page, 'superuser@demo.test', '/admin/childproducts');
  await expect(page.getByRole('heading', { name: 'Child Products' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: DEMO_CHILD_PRODUCT_ID }).click();
  await expect(page.getByRole('heading', { name: 'Demo Skies', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Demo Business|demo-business/ })).toBeVisible();
  for (const [name, href] of [
    ['Mission Configs', `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}/missionconfigs`],
    ['Missions', `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}/missions`],
    ['Mission Events', `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}/missionevents`],
    ['Avatars', `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}/avatars`],
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectAccessible(page);
});

test('an administrator without admin_missions reaches the mission tools read-only', async ({ page }) => {
  await signIn(page, 'admin@demo.test', `/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}`);
  await expect(page.getByRole('heading', { name: 'Demo Skies', level: 1 })).toBeVisible();
  await expect(page.getByText(MISSION_TEXTS.readOnly)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mission Configs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Avatars' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
