import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('a superuser pans, zooms, drills district to building and sees players move', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'superuser@demo.test', '/admin/map');
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  const map = page.getByRole('img', { name: 'Live map of the building world' });
  await expect(map).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Selection' });
  // Districts around the origin load at the starting zoom (0.6).
  await expect(panel.getByRole('button', { name: 'N0-E0', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The map fills the whole screen (its controls and panel with it), and comes back.
  const framed = (await map.boundingBox())!;
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await expect.poll(async () => (await map.boundingBox())!.height).toBeGreaterThan(framed.height);
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expect.poll(async () => (await map.boundingBox())!.height).toBe(framed.height);

  // Zoom: the buttons and the wheel (around the pointer).
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom 0.75')).toBeVisible();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, 100);
  await expect(page.getByText(/^Zoom 0\.6[78]$/)).toBeVisible();

  // Clicks at one spot step down: district, then subdistrict (the origin stays in the middle while zooming).
  const scale = Number((await page.getByText(/^Zoom /).textContent())!.slice(5));
  const spot = { x: cx + 50 * scale, y: cy - 50 * scale };
  await page.mouse.click(spot.x, spot.y);
  await expect(panel.getByText(/^District/)).toContainText('N0-E0');
  await page.mouse.click(spot.x, spot.y);
  await expect(panel.getByText(/^Subdistrict/)).toContainText('N0-E0-0');
  await panel.getByRole('button', { name: 'Clear selection' }).click();

  // Pan: a press longer than 250 ms drags (and selects nothing); the districts in view change.
  const before = (await panel.getByRole('listitem').allTextContents()).join(',');
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 150, cy, { steps: 5 });
  // Holding the press past 250 ms is the behaviour under test: a longer press is a drag, never a click.
  await page.waitForTimeout(300);
  await page.mouse.move(cx - 300, cy, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await panel.getByRole('listitem').allTextContents()).join(','))
    .not.toBe(before);
  await expect(panel.getByText('Nothing selected.', { exact: false })).toBeVisible();

  // The keyboard pans the focused map too.
  const dragged = (await panel.getByRole('listitem').allTextContents()).join(',');
  await map.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
  await expect
    .poll(async () => (await panel.getByRole('listitem').allTextContents()).join(','))
    .not.toBe(dragged);

  // The side panel reaches a building with the keyboard and links to its record.
  const withBuildings = panel.getByRole('button', { name: /^[NS]\d+-[EW]\d+$/ });
  const count = await withBuildings.count();
  let found = false;
  for (let i = 0; i < count && !found; i++) {
    await withBuildings.nth(i).focus();
    await page.keyboard.press('Enter');
    for (const sub of await panel.getByRole('button', { name: /-\d$/ }).all()) {
      await sub.focus();
      await page.keyboard.press('Enter');
      const building = panel.getByRole('button', { name: /\(.+-\d+-\d+\)$/ }).first();
      if ((await building.count()) > 0) {
        await building.focus();
        await page.keyboard.press('Enter');
        found = true;
        break;
      }
      await panel.getByRole('button', { name: /^Up to the district/ }).click();
    }
    if (!found) await panel.getByRole('button', { name: 'Clear selection' }).click();
  }
  expect(found).toBe(true);
  await expect(panel.getByText(/^Building/)).toBeVisible();
  await expectAccessible(page);

  // Demo walkers: the count of players, and red dots that move.
  await expect(
    page.getByText('Demo mode: the players on this map are simulated walkers, not people in VR.'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'players on the map' })).toHaveText(
    '24 players on the map',
  );
  // Zoomed out, the walkers' streets are all in view: the dots' layer changes as they walk.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByText('Zoom 0.22')).toBeVisible();
  const dots = () =>
    page.evaluate(() => {
      const canvases = document.querySelectorAll('[role="img"] canvas');
      const layer = canvases[canvases.length - 1] as HTMLCanvasElement;
      const pixels = layer.getContext('2d')!.getImageData(0, 0, layer.width, layer.height).data;
      let red = 0;
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i + 3] > 0 && pixels[i] > 150 && pixels[i + 1] < 100) red++;
        sum = (sum * 31 + pixels[i] + pixels[i + 3]) % 1_000_000_007;
      }
      return { red, sum };
    });
  await expect.poll(async () => (await dots()).red).toBeGreaterThan(0);
  const first = (await dots()).sum;
  await expect.poll(async () => (await dots()).sum).not.toBe(first);

  await panel.getByRole('link', { name: 'Open the building record' }).click();
  await expect(page).toHaveURL(/\/admin\/buildings\//);
});

test('the map says when its districts cannot be loaded', async ({ page }) => {
  await page.route('**/v2/public/map/*/*.json', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'The map store is down' }),
  );
  await signIn(page, 'superuser@demo.test', '/admin/map');
  await expect(page.getByRole('alert')).toContainText(/districts? in view could not be loaded/);
  await expectAccessible(page);
});
