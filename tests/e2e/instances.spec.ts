/**
 * Several instances behind one address: two real app instances on ONE fresh PostgreSQL database, sharing one
 * S3 bucket (the local s3rver stand-in) and the session secret, each with its own data folder. The journey goes
 * back and forth between them: signed in on A, the profile is edited on B and A shows it; a picture uploaded on
 * A is read from B; a sign-out on B is refused on A; a record open on A hears of an edit on B; failed sign-ins on
 * both count against one limit.
 * PostgreSQL only: DATABASE_URL, or TEST_DATABASE_URL (which `npm test` is given in CI), names the server the
 * fresh database is made on; embedded PGlite serves one process.
 */
import { freshServerDatabase } from '../../server/test/server-database.ts';
import { startS3StandIn, type S3StandIn } from '../../server/test/stand-ins/s3.ts';
import { pictureOf } from '../../server/test/images.ts';
import { consoleCookies } from '../../scripts/server-process.ts';
import { startInstances, type Instances } from '../../scripts/server-instances.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, DEMO_PASSWORD, signIn, signInThroughForm } from './session.ts';
import { stableId } from '../../server/seed/random.ts';
import { channelReady } from './channel.ts';

/** Ports of instance A and B (within the journey ports of this file). */
const PORTS = [18_672, 18_673] as const;
const [A, B] = PORTS.map((port) => `http://127.0.0.1:${port}`);
/** Failed sign-ins one client address may make, whichever instance it reaches. */
const ADDRESS_LIMIT = 4;
/** Starting two instances (the first migrates and seeds the demo world) on a busy machine. */
const START_LIMIT_MS = 240_000;

/** The PostgreSQL server the journey's database is made on. */
const POSTGRES = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

test.skip(
  !POSTGRES,
  'Several instances need PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL to run this journey.',
);
// The pages of this file are on instance A or B, not on the worker's own server.
test.use({ baseURL: A });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let s3: S3StandIn | undefined;
let instances: Instances | undefined;

test.beforeAll(async () => {
  test.setTimeout(START_LIMIT_MS * 2 + 30_000);
  s3 = await startS3StandIn('journey-blobs');
  instances = await startInstances({
    ports: PORTS,
    database: await freshServerDatabase('instances_journey', POSTGRES),
    env: {
      ...s3.env,
      DEMO: '1',
      STREAM_RELAY_ADDRESS: '127.0.0.1',
      SIGNIN_ADDRESS_LIMIT: String(ADDRESS_LIMIT),
    },
    startLimitMs: START_LIMIT_MS,
  });
});

test.afterAll(async () => {
  await instances?.stop();
  await s3?.close();
});

test('a session from A works on B; profile, picture and sign-out cross between the instances', async ({
  page,
  browser,
}) => {
  // Signed in on A through the form.
  await page.goto(`${A}/login`);
  await signInThroughForm(page, 'owner@demo.test');
  await page.goto(`${A}/profile`);
  await expect(page.getByLabel('Nickname')).toHaveValue('Demo Owner');
  const cookies = await page.context().cookies(A);
  const session = Object.fromEntries(
    cookies.filter((c) => c.name.startsWith('mv_')).map((c) => [c.name, decodeURIComponent(c.value)]),
  );
  const headers = {
    'x-account': session.mv_account,
    'x-token': session.mv_token,
    'x-product': session.mv_product,
  };

  // The same session in a browser whose pages are on B.
  const onB = await browser.newContext();
  try {
    await onB.addCookies(
      consoleCookies(
        {
          id: session.mv_account,
          token: session.mv_token,
          product: session.mv_product,
          idToken: session.mv_idtoken,
          headers,
        },
        B,
      ),
    );
    const pageB = await onB.newPage();
    await pageB.goto(`${B}/profile`);
    const nicknameB = pageB.getByLabel('Nickname');
    await expect(nicknameB).toHaveValue('Demo Owner');

    // Edited on B, seen on A.
    await nicknameB.fill('Owner of Two Instances');
    await nicknameB.press('Enter');
    await expect(pageB.getByText('Nickname saved.')).toBeVisible();
    const userOnA = await page.request.get(`${A}/v2/users/${session.mv_account}`, { headers });
    expect(((await userOnA.json()) as { nickname: string }).nickname).toBe('Owner of Two Instances');
    // The console of A keeps its user in a cookie for an hour; without it, a page load reads the user from A.
    await page.context().clearCookies({ name: 'mv_user' });
    await page.reload();
    await expect(page.getByLabel('Nickname')).toHaveValue('Owner of Two Instances');

    // A picture uploaded on A is read from B (its bytes are in the shared bucket, not on A's disk).
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await pictureOf('png', 90) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const pictureOnA = page.locator('img[src^="/v2/public/blobs/"]').first();
    await expect(pictureOnA).toBeVisible();
    const src = (await pictureOnA.getAttribute('src'))!;
    await onB.clearCookies({ name: 'mv_user' });
    await pageB.reload();
    const pictureOnB = pageB.locator(`img[src="${src}"]`).first();
    await expect(pictureOnB).toBeVisible();
    await expect
      .poll(() => pictureOnB.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const fromB = await pageB.request.get(`${B}${src}`);
    expect(fromB.status()).toBe(200);
    expect(fromB.headers()['content-type']).toMatch(/^image\//);

    // Signed out on B: A refuses the session at once.
    expect((await page.request.get(`${A}/v2/users/${session.mv_account}`, { headers })).status()).toBe(200);
    await pageB.getByRole('button', { name: 'Account menu' }).click();
    const [loggedOut] = await Promise.all([
      pageB.waitForResponse((reply) => reply.url().endsWith('/v2/me/logout')),
      pageB.getByRole('menuitem', { name: 'Log Out' }).click(),
    ]);
    expect(loggedOut.status()).toBe(204);
    await expect(pageB).toHaveURL(`${B}/`);
    expect((await page.request.get(`${A}/v2/users/${session.mv_account}`, { headers })).status()).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await onB.close();
  }
});

test('a record open on A is told at once of an edit made on B', async ({ page }) => {
  const id = stableId('stringmatch', 6);
  const listening = channelReady(page);
  await signIn(page, 'admin@demo.test', `/admin/stringmatches/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Stringmatches: / })).toBeVisible();
  await listening;
  const { headers } = await apiSession(page.request, 'superuser@demo.test');
  const current = (await (
    await page.request.get(`${B}/v2/admin/stringmatches/${id}`, { headers })
  ).json()) as {
    input: string;
    score: number;
    uses: number;
    timestamp: string;
  };
  const put = await page.request.put(`${B}/v2/admin/stringmatches/${id}`, {
    headers: { ...headers, 'if-match': current.timestamp },
    data: { input: current.input, output: 'changed on instance B', score: current.score, uses: current.uses },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this record.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('cell', { name: 'changed on instance B', exact: true })).toBeVisible();
});

test('failed sign-ins on A and on B count against one limit of the client address', async ({ request }) => {
  const signIn = (origin: string, email: string, password: string) =>
    request.post(`${origin}/v2/public/identity/login`, { data: { email, password } });
  for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
    const origin = attempt % 2 === 0 ? A : B;
    const reply = await signIn(origin, `sprayed-${attempt}@demo.test`, 'not-the-password');
    expect(reply.status(), `failure ${attempt + 1} on ${origin}`).toBe(401);
  }
  // The limit is used up on both: even the right password waits.
  for (const origin of [A, B]) {
    const refused = await signIn(origin, 'member@demo.test', DEMO_PASSWORD);
    expect(refused.status(), origin).toBe(429);
    expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
  }
});
