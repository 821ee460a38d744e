/**
 * The axe sweep: every page of the registry (through its sample URLs, `page-samples.ts`) as each role that
 * sees it, in the light and the dark theme, failing on a violation of any impact. Every URL is checked even
 * after one fails, so a run reports all of them. Each role's pages are swept in batches of {@link BATCH} URLs, one
 * test each, so a batch fits its time on a busy machine however long the registry grows, and the batches spread
 * over the workers.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { PAGE_SAMPLES, type PageSample } from './page-samples.ts';
import { signIn } from './session.ts';

/** The sample URLs of the pages `keep` selects by registry id and sample. */
const urls = (keep: (sample: PageSample, id: string) => boolean) =>
  Object.entries(PAGE_SAMPLES).flatMap(([id, sample]) => (keep(sample, id) ? sample.urls : []));
const isCollection = (id: string) => id.startsWith('collection.');
/** The URLs of public pages that show signed-in users more, swept signed in (`byRole`: those a member sees too). */
const signedInUrls = (byRole: boolean) =>
  Object.values(PAGE_SAMPLES).flatMap((sample) =>
    !byRole || sample.byRole ? (sample.signedInUrls ?? []) : [],
  );

/**
 * Opens a page and waits for it to settle: its main heading shown in the main landmark (a page still loading
 * its records shows none yet) and nothing loading any more.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // An indeterminate progress bar or spinner (no value) means the page is still loading something.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

/**
 * The rules whose outcome depends on colours. Switching the theme changes only colours (the same elements,
 * names and structure), so the dark pass runs these and leaves the rest to the light pass.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Checks each URL in the light theme, switches to the dark theme, and checks it again: in the page, by the
 * header's switch, or for a page served without the console's frame (no header: the stream viewer) by loading
 * it again with the dark theme remembered.
 */
async function sweep(page: Page, list: readonly string[]): Promise<void> {
  // Each page load starts in the light theme (the remembered choice, read when the console starts), unless a
  // frameless page is being loaded again in the dark one.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('sweep-dark')) localStorage.setItem('multiverse.theme', 'light');
  });
  for (const url of list) {
    await test.step(url, async () => {
      await open(page, url);
      await expectAccessible(page, { anyImpact: true, soft: true, context: 'light theme' });
      const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
      if ((await page.getByRole('banner').count()) > 0) {
        await toDark.click();
        await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      } else {
        await page.evaluate(() => {
          sessionStorage.setItem('sweep-dark', '1');
          localStorage.setItem('multiverse.theme', 'dark');
        });
        await open(page, url);
        await page.evaluate(() => sessionStorage.removeItem('sweep-dark'));
      }
      await expectAccessible(page, {
        anyImpact: true,
        soft: true,
        context: 'dark theme',
        rules: COLOUR_RULES,
      });
    });
  }
}

test.describe.configure({ mode: 'parallel' });

/** URLs per test: about 40 s on a quiet machine, against the slow test's 180 s. */
const BATCH = 8;

interface Sweep {
  title: string;
  /** The demo account signed in first, or none for the public pages. */
  account?: string;
  start: string;
  list: readonly string[];
}

const SWEEPS: Sweep[] = [
  { title: 'the public pages, signed out', start: '/', list: urls((sample) => sample.access === 'public') },
  {
    title: 'the signed-in pages as the owner',
    account: 'owner@demo.test',
    start: '/profile',
    list: [...urls((sample) => sample.access === 'signed-in'), ...signedInUrls(false)],
  },
  {
    title: 'the signed-in pages that differ by role, as a plain member',
    account: 'member@demo.test',
    start: '/profile',
    list: [...urls((sample) => sample.access === 'signed-in' && !!sample.byRole), ...signedInUrls(true)],
  },
  {
    title: 'the signed-in pages that show staff more, as the superuser',
    account: 'superuser@demo.test',
    start: '/admin',
    list: urls((sample) => sample.access === 'signed-in' && !!sample.byPermission),
  },
  {
    title: 'the staff collections as the superuser',
    account: 'superuser@demo.test',
    start: '/admin',
    list: urls((sample, id) => sample.access === 'staff' && isCollection(id)),
  },
  {
    title: 'the other staff pages as the superuser',
    account: 'superuser@demo.test',
    start: '/admin',
    list: urls((sample, id) => sample.access === 'staff' && !isCollection(id)),
  },
  {
    title: 'the staff pages that differ by permission as an administrator',
    account: 'admin@demo.test',
    start: '/admin',
    list: urls((sample) => sample.access === 'staff' && !!sample.byRole),
  },
];

for (const { title, account, start, list } of SWEEPS) {
  const batches = Math.ceil(list.length / BATCH);
  for (let n = 0; n < batches; n++) {
    test(`${title} (${n + 1} of ${batches})`, async ({ page }) => {
      test.slow();
      if (account) await signIn(page, account, start);
      await sweep(page, list.slice(n * BATCH, (n + 1) * BATCH));
    });
  }
}
