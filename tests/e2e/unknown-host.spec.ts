/**
 * A page opened by a host name other than PUBLIC_URL's (owner-console.md §8: an unknown host gives an error that
 * the environment cannot be determined): the server answers with a short page that says so and links to the
 * same page at the console's own address. The journey's browser resolves an old name to this machine, as DNS
 * pointing a retired name here would; the server's own worker is not used.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { MESSAGES } from '../../server/lib/messages.ts';
import { LOGIN_TEXTS } from '../../src/owner/login/texts.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';

const PORT = 18_690;
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const OLD_NAME = `console-old.test:${PORT}`;
/** Migrating an empty database on a busy machine. */
const START_LIMIT_MS = 180_000;

let server: ServerProcess | undefined;
let browser: Browser | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'multiverse-e2e-host-'));

test.beforeAll(async () => {
  test.setTimeout(START_LIMIT_MS + 30_000);
  server = await startServerProcess({
    port: PORT,
    env: { DATA_DIR: dataDir, DEMO: '0', PUBLIC_URL },
    startLimitMs: START_LIMIT_MS,
  });
  // The old name resolves to this machine; every other name still resolves to nothing.
  const args = CHROMIUM_ARGS.map((arg) =>
    arg.startsWith('--host-resolver-rules=') ? arg.replace('=', '=MAP console-old.test 127.0.0.1 , ') : arg,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a page opened by an unknown host name says the environment cannot be determined and links to the console', async () => {
  const page = await browser!.newPage();
  const reply = await page.goto(`http://${OLD_NAME}/domains?first=20`);
  expect(reply?.status()).toBe(421);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.unknownHostTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.unknownHost(OLD_NAME))).toBeVisible();
  await expectAccessible(page);

  // The link opens the same page at the console's address, where the console runs (and asks to sign in).
  await page.getByRole('link', { name: MESSAGES.openAtPublicUrl(PUBLIC_URL) }).click();
  await expect(page).toHaveURL(new RegExp(`^${PUBLIC_URL}/login`));
  await expect(page.getByRole('heading', { name: LOGIN_TEXTS.title })).toBeVisible();
  await page.close();
});
