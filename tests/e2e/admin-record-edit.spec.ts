import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { demoUserId } from '../../server/seed/demo-accounts.ts';
import { stableId } from '../../server/seed/random.ts';
import { expectAccessible } from './axe.ts';
import { apiSession, signIn } from './session.ts';

const match = stableId('stringmatch', 2);

// Each journey signs in, loads the forms' chunk and runs several accessibility checks.
test.beforeEach(() => test.slow());

test('staff with admin_write_entities edit a record, see Saved, and are told of a stale edit', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test', `/admin/stringmatches/${match}`);
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
  await expect(form.getByText('Corrected text is required.')).toBeVisible();
  await output.fill('the plaza, edited');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'the plaza, edited', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Someone else changes the record while the form is open.
  await output.fill('my change');
  const { headers } = await apiSession(request, 'superuser@demo.test');
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

test("New on the list creates a record and opens its page; Clone starts from a record's fields", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/admin/stringmatches');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New record' });
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

  // Clone: a new record from this one's fields.
  const original = page.url();
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const clone = page.getByRole('region', { name: 'New record from this one' });
  await expect(clone.getByLabel('Corrected text')).toHaveValue('the library');
  await clone.getByLabel('Heard text').fill('the liberry');
  await clone.getByRole('button', { name: 'Create' }).click();
  await expect(page).not.toHaveURL(original);
  await expect(page.getByRole('cell', { name: 'the liberry', exact: true })).toBeVisible();
});

test('Delete asks first, then removes the record and goes back to the list', async ({ page, request }) => {
  const { headers } = await apiSession(request, 'admin@demo.test');
  const created = await request.post('/v2/admin/stringmatches', {
    headers,
    data: { input: 'the musuem', output: 'the museum', score: 0.4, uses: 2 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, 'admin@demo.test', `/admin/stringmatches/${id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('region', { name: 'Edit record' });
  await expect(form.getByLabel('Corrected text')).toHaveValue('the museum', { timeout: 30_000 });

  // Delete shows on the stored record; it asks before anything happens.
  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/stringmatches/${id}$`));

  await form.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this record?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/admin\/stringmatches$/);
  const gone = await request.get(`/v2/admin/stringmatches/${id}`, { headers });
  expect(gone.status()).toBe(404);
});

test("an event's icon is uploaded from the form, previewed, refused with the server's words, and saved", async ({
  page,
  request,
}) => {
  const { headers } = await apiSession(request, 'admin@demo.test');
  const list = await request.get('/v2/admin/events?count=3&sort=timestamp&order=1', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const event = ((await list.json()) as { documents: { id: string }[] }).documents[2];

  await signIn(page, 'admin@demo.test', `/admin/events/${event.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('region', { name: 'Edit record' });
  const upload = form.getByRole('button', { name: 'Upload Icon' });
  await expect(upload).toBeVisible({ timeout: 30_000 });
  const picker = form.locator('input[type="file"]');

  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText(/image|picture/i);
  await expect(form.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectAccessible(page);

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png });
  const preview = form.getByRole('img', { name: 'Icon preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await expect(refusal).toHaveCount(0);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Replace Icon' })).toBeVisible();
  await expectAccessible(page);

  const stored = (await (await request.get(`/v2/admin/events/${event.id}`, { headers })).json()) as {
    iconblob?: string;
  };
  expect(stored.iconblob).toMatch(/^[0-9a-f]{64}$/);
});

test('staff without admin_write_entities see no Edit or New', async ({ page, request }) => {
  const developer = demoUserId('developer@demo.test');
  const { headers } = await apiSession(request, 'admin@demo.test');
  const set = async (permissions: string[]) => {
    const response = await request.post(`/v2/admin/users/${developer}/permissions`, {
      headers,
      data: { permissions },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await set(['developer', 'create_domains', 'administrator']);
  try {
    await signIn(page, 'developer@demo.test', `/admin/stringmatches/${match}`);
    await expect(page.getByRole('heading', { name: 'All Fields' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await set(['developer', 'create_domains']);
  }
});
