import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

/** An MP4-signed file of `size` bytes. */
function fakeMp4(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]).copy(bytes);
  return bytes;
}

test('the owner uploads a 12 MB video in chunks and watches the task bar finish; storage reflects it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@demo.test', '/drives');
  await expect(page.getByRole('heading', { name: 'Drives' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Photos' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Metaverses Files/ }).click();
  await expect(page).toHaveURL(/browsedrive\?location=metaverses$/);
  await page.getByRole('button', { name: 'Demo Premium' }).click();
  await page.getByRole('button', { name: 'videos', exact: true }).click();
  await expect(page.getByTestId('storage-text')).toHaveText('0.00 GB of 5.00 GB used');
  await expectAccessible(page);

  // A file on disk keeps its last-modified time, so choosing it twice is the same video.
  const video = join(mkdtempSync(join(tmpdir(), 'e2e-video-')), 'tour.mp4');
  writeFileSync(video, fakeMp4(12 * 1_048_576));
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uploadchunk/')) chunks.push(request.headers()['content-range'] ?? '');
  });
  // Every value the task bar shows, recorded in the page as it changes (90 lasts only until the end call).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const value = document
        .querySelector('[role=progressbar][aria-label*="Background tasks"]')
        ?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const started = Date.now();
  await page.locator('input[type=file]').setInputFiles(video);
  const bar = page.getByRole('progressbar', { name: /Background tasks/ });
  await expect(bar).toBeVisible();
  // Processed: 0.8 while the server works and the console waits for its first status poll (10 s).
  await expect(bar).toHaveAttribute('aria-valuenow', '80', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'tour.mp4', exact: true })).toBeVisible({ timeout: 60_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.slice(seen.indexOf('80'))).toEqual(['80', '90', '100']);
  expect(chunks).toEqual([
    'bytes 0-5242879/12582912',
    'bytes 5242880-10485759/12582912',
    'bytes 10485760-12582911/12582912',
  ]);
  await expect(page.getByTestId('storage-text')).toHaveText('0.01 GB of 5.00 GB used');

  // The same file again: the server already has it.
  await page.locator('input[type=file]').setInputFiles(video);
  const error = page.getByRole('dialog', { name: 'Upload Error' });
  await expect(error).toContainText('Video already uploaded!');
  await expectAccessible(page);
  await error.getByRole('button').click();

  // Added to uploads instead, a video still goes through the video upload: the same file is known there too.
  await page.goto('/browsedrive?location=metaverses/demo-premium/uploads');
  await expect(page.getByTestId('storage-text')).toHaveText('0.01 GB of 5.00 GB used');
  await page.locator('input[type=file]').setInputFiles(video);
  await expect(error).toContainText('Video already uploaded!');
  await expect(page.getByRole('button', { name: 'tour.mp4', exact: true })).toHaveCount(0);
});

test('a manager uploads a markdown file, previews it, reads its info and deletes it', async ({ page }) => {
  await signIn(
    page,
    'manager@demo.test',
    `/browsedrive?location=${encodeURIComponent('metaverses/demo-free/uploads')}`,
  );
  await page.locator('input[type=file]').setInputFiles({
    name: 'notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# Notes\n\nHello drive'),
  });
  await expect(page.getByRole('button', { name: 'notes.md', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Preview notes.md' }).click();
  await expect(page.getByRole('dialog', { name: 'notes.md' })).toContainText('Hello drive');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Info notes.md' }).click();
  await expect(page.getByRole('dialog', { name: 'Info' })).toContainText('0.00 MB');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Delete notes.md' }).click();
  await page.getByRole('dialog', { name: 'Delete File' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'notes.md', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await expect(page).toHaveURL(/location=metaverses%2Fdemo-free$/);
});

test('Add Cloud Drive links a drive without the session ever appearing in an address', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/drives');
  await expect(page.getByRole('heading', { name: 'Drives' })).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'mv_token')?.value ?? '';
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
  });

  await page.getByRole('button', { name: 'Add Cloud Drive' }).click();
  // Without a Google client the server links a local drive and returns to the Drives page.
  await expect(page.getByRole('button', { name: 'Remove Local Files' })).toBeEnabled({ timeout: 30_000 });
  const link = addresses.find((address) => address.includes('/v2/oauth/auth'));
  expect(link, addresses.join('\n')).toBeDefined();
  const query = new URL(link ?? '').searchParams;
  expect([...query.keys()].sort()).toEqual(['code', 'provider', 'returnPath']);
  expect(token.length).toBeGreaterThan(0);
  for (const address of addresses) expect(address).not.toContain(token);
});
