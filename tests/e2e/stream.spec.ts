import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, signIn } from './session.ts';

// A fake camera and microphone that need no permission prompt; WebRTC may use the loopback interface, where
// the test server's relay offers its only address; screen sharing picks the whole screen without asking.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--auto-select-desktop-capture-source=Entire screen',
    ],
  },
});

/** The label of the video track the page captures (the fake camera's, or `screen:…` while sharing). */
function capturing(page: Page) {
  return page
    .getByLabel('Your camera')
    .evaluate(
      (video: HTMLVideoElement) => (video.srcObject as MediaStream | null)?.getVideoTracks()[0]?.label ?? '',
    );
}

/** The video element's playback: its width and how far it has played. */
function playback(page: Page) {
  return page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => ({ width: video.videoWidth, time: video.currentTime }));
}

test('a user without the stream permission is told streaming is not enabled', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/stream');
  await expect(
    page.getByRole('heading', { name: 'Streaming Is Not Enabled For This Account', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a publish configuration that cannot be had shows Uh Oh! with the message and a support contact', async ({
  page,
}) => {
  await page.route('**/v2/stream/camera/publishconfig*', (route) =>
    route.fulfill({ status: 502, contentType: 'text/plain', body: 'The stream server did not answer' }),
  );
  await signIn(page, 'superuser@demo.test', '/stream');
  await expect(page.getByRole('heading', { name: 'Uh Oh!', level: 1 })).toBeVisible();
  await expect(page.getByText('The stream server did not answer')).toBeVisible();
  await expect(page.getByText(/contact support through Contact Us/)).toBeVisible();
  await expectAccessible(page);
});

test('an owner streams to VR: a viewer in another browser sees the frames, screen share, No Camera, then the end', async ({
  page,
  browser,
}) => {
  // Without the stream permission the owner's header offers no Stream button, though the plan can stream.
  await signIn(page, 'owner@demo.test', '/domains/demo-business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stream', exact: true })).toHaveCount(0);

  // Staff give the demo owner the stream permission.
  const staff = await apiSession(page.request, 'superuser@demo.test');
  const owner = await apiSession(page.request, 'owner@demo.test');
  const granted = await page.request.post(`/v2/admin/users/${owner.id}/permissions`, {
    headers: staff.headers,
    data: { permissions: [...owner.permissions, 'stream'] },
  });
  expect(granted.ok(), await granted.text()).toBe(true);

  // The header's Stream button shows on a metaverse whose plan can stream, and opens the stream page.
  await signIn(page, 'owner@demo.test', '/domains/demo-business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const streamButton = page.getByRole('link', { name: 'Stream', exact: true });
  await expect(streamButton).toBeVisible();
  await streamButton.click();
  await expect(page).toHaveURL(/\/stream\?domain=demo-business$/);
  await expect(page.getByRole('heading', { name: 'Stream to VR', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Click Start to begin streaming straight to VR. Access it within Multiverse using the My Stream button under My Content.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Streaming is in beta/)).toBeVisible();

  // The first camera and microphone are chosen; no viewer preview until publishing.
  const camera = page.getByRole('combobox', { name: 'Camera' });
  await expect(camera).not.toHaveText('No Camera');
  await expect(page.getByRole('combobox', { name: 'Microphone' })).not.toHaveText('No Microphone');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are streaming.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const preview = page.locator('iframe[title="What viewers see"]');
  await expect(preview).toBeVisible();
  // The preview is the viewer page alone, without the console's header or cookie banner, and it plays.
  const previewFrame = page.frameLocator('iframe[title="What viewers see"]');
  await expect(previewFrame.getByRole('heading', { name: 'Live stream', level: 1 })).toBeVisible();
  await expect(previewFrame.locator('header')).toHaveCount(0);
  await expect
    .poll(() => previewFrame.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
  const viewerUrl = await preview.getAttribute('src');
  expect(viewerUrl).toMatch(/\/stream\/view\/[A-Za-z0-9_-]+\?token=/);
  // The figures of single-target-and-flows.md §9 (stats every 5 s) appear while publishing.
  await expect(page.getByText(/Sending \d+ kbps at \d+×\d+/)).toBeVisible({ timeout: 20_000 });

  // A viewer in a second browser context (no session) plays the stream: frames arrive and time advances.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await viewer.goto(viewerUrl!);
  await expect(viewer.getByRole('heading', { name: 'Live stream', level: 1 })).toBeVisible();
  await expect(viewer.locator('header')).toHaveCount(0);
  await expect.poll(async () => (await playback(viewer)).width, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = (await playback(viewer)).time;
  await expect
    .poll(async () => (await playback(viewer)).time, { timeout: 20_000 })
    .toBeGreaterThan(first + 1);

  // Screen share: the desktop is captured instead of the camera; a camera choice meanwhile does not switch
  // capture; stopping the share goes back to the camera.
  await page.getByRole('button', { name: 'Screen share' }).click();
  await expect(page.getByRole('button', { name: 'Stop screen share' })).toBeVisible();
  await expect.poll(() => capturing(page), { timeout: 20_000 }).toMatch(/^screen/);
  await camera.click();
  await page.getByRole('option').nth(1).click();
  await expect.poll(() => capturing(page)).toMatch(/^screen/);
  await page.getByRole('button', { name: 'Stop screen share' }).click();
  await expect(page.getByRole('button', { name: 'Screen share' })).toBeVisible();
  await expect.poll(() => capturing(page), { timeout: 20_000 }).not.toMatch(/^screen|^$/);
  const shared = (await playback(viewer)).time;
  await expect
    .poll(async () => (await playback(viewer)).time, { timeout: 20_000 })
    .toBeGreaterThan(shared + 1);

  // No Camera: the publisher keeps streaming (black frames) and the viewer keeps playing.
  await camera.click();
  await page.getByRole('option', { name: 'No Camera' }).click();
  await expect(camera).toHaveText('No Camera');
  const before = (await playback(viewer)).time;
  await expect
    .poll(async () => (await playback(viewer)).time, { timeout: 20_000 })
    .toBeGreaterThan(before + 1);
  await expect(page.getByRole('status').filter({ hasText: 'You are streaming.' })).toBeVisible();

  // Stop: the publisher is back to Start and the viewer hears that the stream has ended.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(viewer.getByText('The stream has ended.')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(viewer);
  await context.close();
});

test('a viewer link that is not valid says so', async ({ page }) => {
  await page.goto('/stream/view/no_such_stream?token=not-a-token');
  await expect(page.getByText('This stream link is not valid or has expired.')).toBeVisible({
    timeout: 20_000,
  });
});

test('a publish token the server refuses (expired) is fetched again, and Start works', async ({ page }) => {
  let first = true;
  await page.route('**/v2/stream/camera/publishconfig*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { websocket: string };
    if (first) {
      first = false;
      const websocket = new URL(config.websocket);
      websocket.searchParams.set('token', 'expired-token');
      config.websocket = websocket.toString();
    }
    await route.fulfill({ response, json: config });
  });
  await signIn(page, 'superuser@demo.test', '/stream');
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled({ timeout: 20_000 });
  expect(first).toBe(false);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are streaming.' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 20_000 });
});
