import { stableId } from '../../server/seed/random.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { channelReady } from './channel.ts';
import { apiSession, signIn } from './session.ts';

// Two browsers sign in and load the forms' chunk.
test.beforeEach(() => test.slow());

test("two browsers see each other's edit of a record live, and a list counts what changed", async ({
  page,
  browser,
  baseURL,
}) => {
  const id = stableId('stringmatch', 5);
  // Staff A reads the record and its list.
  const listening = channelReady(page);
  await signIn(page, 'admin@demo.test', `/admin/stringmatches/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Stringmatches: / })).toBeVisible();
  await listening;

  // Staff B edits it in another browser.
  const other = await browser.newContext({ baseURL });
  try {
    const pageB = await other.newPage();
    await signIn(pageB, 'superuser@demo.test', `/admin/stringmatches/${id}`);
    await pageB.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = pageB.getByRole('region', { name: 'Edit record' });
    const output = form.getByLabel('Corrected text');
    await expect(output).toHaveValue(/./, { timeout: 30_000 });
    await output.fill('changed in browser B');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(form.getByText('Saved', { exact: true })).toBeVisible();
    // B's own save tells B nothing.
    await expect(pageB.getByText('Someone else changed this record.', { exact: false })).toHaveCount(0);

    // A is told, and Reload shows B's change.
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this record.' });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('cell', { name: 'changed in browser B', exact: true })).toBeVisible();

    // A's list of the collection counts a record B changes, and Refresh reads the page again.
    const relistening = channelReady(page);
    await page.goto('/admin/stringmatches');
    await relistening;
    const row = page.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    const { headers } = await apiSession(pageB.request, 'superuser@demo.test');
    const shown = (await (
      await pageB.request.get('/v2/admin/stringmatches?count=1', { headers })
    ).json()) as {
      documents: { id: string; input: string; score: number; uses: number; timestamp: string }[];
    };
    const first = shown.documents[0];
    const put = await pageB.request.put(`/v2/admin/stringmatches/${first.id}`, {
      headers: { ...headers, 'if-match': first.timestamp },
      data: { input: first.input, output: 'changed from the list', score: first.score, uses: first.uses },
    });
    expect(put.ok(), await put.text()).toBe(true);
    const chip = page.getByRole('button', { name: '1 changed — Refresh' });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(chip).toBeHidden();
  } finally {
    await other.close();
  }
});
