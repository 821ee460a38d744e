import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoUserId } from '../../server/seed/demo-accounts.ts';
import { stableId } from '../../server/seed/random.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

/** Session headers of a demo account, signed in through the API as the console does. */
async function apiHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const identity = await request.post('/v2/public/identity/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(identity.ok()).toBe(true);
  const { id_token } = (await identity.json()) as { id_token: string };
  const exchange = await request.post('/entity/user/auth0login', { data: { auth0token: id_token } });
  expect(exchange.ok()).toBe(true);
  const user = (await exchange.json()) as { id: string; token: string };
  return { 'x-account': user.id, 'x-token': user.token, 'x-product': 'multiverse' };
}

const match = stableId('stringmatch', 2);

// Each journey signs in, loads the forms' chunk and runs several accessibility checks.
test.beforeEach(() => test.slow());

test('staff with admin_write_entities edit a record, see Saved, and are told of a stale edit', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.goto(`/admin/stringmatches/${match}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('region', { name: 'Edit record' });
  const output = form.getByLabel('Corrected text');
  // The first Edit downloads the forms.
  await expect(output).toHaveValue(/./, { timeout: 30_000 });
  // Clean: Back and New; no submit yet.
  await expect(form.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expectAccessible(page);

  await output.fill('');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('"output" is required')).toBeVisible();
  await output.fill('the plaza, edited');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'the plaza, edited', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Someone else changes the record while the form is open.
  await output.fill('my change');
  const headers = await apiHeaders(request, 'superuser@demo.test');
  const current = (await (await request.get(`/v2/admin/stringmatches/${match}`, { headers })).json()) as {
    input: string;
    score: number;
    uses: number;
    timestamp: string;
  };
  const theirs = await request.put(`/v2/admin/stringmatches/${match}`, {
    headers: { ...headers, 'if-match': current.timestamp },
    data: { input: current.input, output: 'their change', score: current.score, uses: current.uses },
  });
  expect(theirs.ok(), await theirs.text()).toBe(true);

  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByRole('alert')).toContainText('changed by someone else');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Reload' }).click();
  await expect(form.getByLabel('Corrected text')).toHaveValue('their change');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('New creates a record and opens its page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto(`/admin/stringmatches/${match}`);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('region', { name: 'New record' });
  await expect(form.getByLabel('Heard text')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Heard text').fill('the libary');
  await form.getByLabel('Corrected text').fill('the library');
  await form.getByLabel('Score').fill('0.9');
  await form.getByLabel('Uses').fill('1');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Stringmatches: / })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/admin/stringmatches/${match}$`));
  await expect(page.getByRole('cell', { name: 'the library', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('staff without admin_write_entities see no Edit or New', async ({ page, request }) => {
  const developer = demoUserId('developer@demo.test');
  const headers = await apiHeaders(request, 'admin@demo.test');
  const set = async (permissions: string[]) => {
    const response = await request.post(`/v2/admin/users/${developer}/permissions`, {
      headers,
      data: { permissions },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await set(['developer', 'create_domains', 'administrator']);
  try {
    await signIn(page, 'developer@demo.test');
    await page.goto(`/admin/stringmatches/${match}`);
    await expect(page.getByRole('heading', { name: 'All Fields' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await set(['developer', 'create_domains']);
  }
});
