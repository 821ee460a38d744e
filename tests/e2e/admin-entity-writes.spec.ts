import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiSession, signIn } from './session.ts';

// Each journey signs in, loads the forms' chunk and runs accessibility checks.
test.beforeEach(() => test.slow());

test('staff edit a location, see what its delete takes with it, and delete it', async ({ page, request }) => {
  // The metaverse's owner creates a location on its manage page's call.
  const owner = await apiSession(request, 'owner@demo.test');
  const made = await request.post('/v2/domains/demo-business/locations', {
    headers: owner.headers,
    data: { nickname: 'Harbour Walk', template: 'gallery' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { location } = (await made.json()) as { location: { id: string } };

  await signIn(page, 'admin@demo.test', `/admin/locations/${location.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('region', { name: 'Edit record' });
  const name = form.getByLabel('Display name');
  await expect(name).toHaveValue('Harbour Walk', { timeout: 30_000 });
  await name.fill('   ');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Display name must not be blank.')).toBeVisible();
  await name.fill('Harbour Promenade');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Harbour Promenade', exact: true })).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  await expect(dialog.getByText(/Nothing else is deleted with it\.|Deleted with it:/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/locations$/);
  await expect(page.getByText(/New records are not created here\. A location is created/)).toBeVisible();
  const gone = await request.get(`/v2/admin/locations/${location.id}`, {
    headers: (await apiSession(request, 'admin@demo.test')).headers,
  });
  expect(gone.status()).toBe(404);
});

test('a superuser creates a location from the list: New asks which metaverse and opens its Create New Location', async ({
  page,
}) => {
  await signIn(page, 'superuser@demo.test', '/admin/locations');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'New location: in which metaverse?' });
  await picker.getByRole('textbox', { name: 'Metaverse id, URL name or name' }).fill('demo-business');
  await expect(picker.getByText(/^Found: /)).toBeVisible();
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/createlocation$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Staff Lookout');
  await page.getByRole('radio', { name: 'Gallery' }).check();
  await page.getByRole('button', { name: 'Go!' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/locations\/staff_lookout$/);
  await expect(page.getByRole('heading', { name: 'Staff Lookout', level: 1 })).toBeVisible();
});

test("a metaverse's home location cannot be deleted by staff either", async ({ page, request }) => {
  const { headers } = await apiSession(request, 'admin@demo.test');
  const list = await request.get(
    `/v2/admin/locations?count=1&query=${encodeURIComponent(JSON.stringify({ $and: [{ name: { $eq: 'home' } }] }))}`,
    { headers },
  );
  expect(list.ok(), await list.text()).toBe(true);
  const [home] = ((await list.json()) as { documents: { id: string }[] }).documents;

  await signIn(page, 'admin@demo.test', `/admin/locations/${home.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('region', { name: 'Edit record' });
  await expect(form.getByLabel('Display name')).toHaveValue(/./, { timeout: 30_000 });
  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // The refusal stays in the dialog, in the owner's words (owner-console.md §5).
  await expect(dialog.getByRole('alert')).toHaveText('The home and map locations cannot be deleted');
  expect((await request.get(`/v2/admin/locations/${home.id}`, { headers })).ok()).toBe(true);
});

test('staff rename a plot and change its owner, and read-only collections say why', async ({
  page,
  request,
}) => {
  const { headers } = await apiSession(request, 'admin@demo.test');
  const list = await request.get('/v2/admin/plots?count=1&sort=timestamp&order=1', { headers });
  const [plot] = ((await list.json()) as { documents: { id: string }[] }).documents;
  await signIn(page, 'admin@demo.test', `/admin/plots/${plot.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('region', { name: 'Edit record' });
  await expect(form.getByLabel('Display name')).toHaveValue(/./, { timeout: 30_000 });
  await form.getByLabel('Display name').fill('Corner Plot');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();

  // Change Owner: the plot goes to another user, and its page names them.
  await form.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Change Owner' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the new owner' });
  await picker.getByRole('textbox').fill('member@demo.test');
  await expect(picker.getByText(/^Found: Demo Member/)).toBeVisible();
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The owner is now Demo Member.' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Owner' }).getByRole('link', { name: 'demo_member' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/witrequests');
  await expect(page.getByText(/Read-only here\. A voice request is a log/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('staff set a field on three voice corrections at once, then delete them in one go', async ({
  page,
  request,
}) => {
  const { headers } = await apiSession(request, 'admin@demo.test');
  for (const word of ['alpha', 'beta', 'gamma']) {
    const made = await request.post('/v2/admin/stringmatches', {
      headers,
      data: { input: `bulkword ${word}`, output: `fixed ${word}`, score: 0.5, uses: 1 },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }
  await signIn(page, 'admin@demo.test', '/admin/stringmatches?q=bulkword');
  const results = page.getByRole('table', { name: 'Results' });
  await expect(results.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Select every record on this page').check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await expectAccessible(page);

  // Set a field first: Uses becomes 9 on all three.
  await page.getByRole('button', { name: 'Set a field' }).click();
  const set = page.getByRole('dialog', { name: /^Set .* on 3 records\?$/ });
  await set.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Uses' }).click();
  await set.getByRole('textbox', { name: 'Value' }).fill('9');
  await expectAccessible(page);
  await set.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 changed.' })).toBeVisible();

  await page.getByLabel('Select every record on this page').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 3 records?' });
  await confirm.getByRole('button', { name: 'Delete selected' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No documents match.')).toBeVisible();
});
