/**
 * Redeeming codes (single-target-and-flows.md §2 Redeem page, §4 Redeem flow; screens.md B12): each award kind
 * with its text and button, and a short code without a linked headset account.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, signIn, signUp } from './session.ts';

type Award =
  | { kind: 'metacoin'; amount: number }
  | { kind: 'domain'; plan: string }
  | { kind: 'building_slot'; building: string };

/** Codes made by staff through the API. */
async function createCode(request: APIRequestContext, award: Award, length = 16): Promise<string> {
  const staff = await apiSession(request, 'superuser@demo.test');
  const reply = await request.post('/v2/admin/redeemcodes', {
    headers: staff.headers,
    data: { award, maxUses: 1, length },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { codes: string[] }).codes[0];
}

async function aBuilding(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const staff = await apiSession(request, 'superuser@demo.test');
  const reply = await request.get('/v2/admin/buildings?count=1', { headers: staff.headers });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { documents } = (await reply.json()) as { documents: { id: string; name: string }[] };
  return documents[0];
}

test('metacoin: confirm with the account, then Code Redeemed! with the amount and the way to the metaverse', async ({
  page,
}) => {
  const code = await createCode(page.request, { kind: 'metacoin', amount: 300 });
  await signIn(page, 'owner@demo.test', `/redeemcode/${code}`);
  const confirm = page.getByRole('dialog', { name: 'Redeem Code' });
  await expect(confirm).toContainText(
    'Are you sure you want to permanently redeem this code with the account',
  );
  await expect(confirm).toContainText('Demo Owner');
  await expectAccessible(page, { anyImpact: true });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Code Redeemed!' });
  await expect(done).toContainText('Congratulations Demo Owner!');
  await expect(done).toContainText('You have been awarded 300 metacoin!');
  await expectAccessible(page, { anyImpact: true });
  await done.getByRole('button', { name: 'View Your Metaverse' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-/);
});

test('a metaverse award opens the new metaverse', async ({ page }) => {
  const code = await createCode(page.request, { kind: 'domain', plan: 'premium' });
  await signIn(page, 'member@demo.test', `/redeemcode/${code}`);
  await page.getByRole('dialog', { name: 'Redeem Code' }).getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Code Redeemed!' });
  await expect(done).toContainText(/You have been awarded a new metaverse at [a-z0-9-]+!/);
  await done.getByRole('button', { name: 'View Your Metaverse' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-member-metaverse/);
  await expect(page.getByText('Your role: Owner')).toBeVisible();
});

test('an apartment award names the building; a code used up fails with the reason; No goes to the profile', async ({
  page,
}) => {
  const building = await aBuilding(page.request);
  const code = await createCode(page.request, { kind: 'building_slot', building: building.id });
  await signIn(page, 'owner@demo.test', `/redeemcode/${code}`);
  await page.getByRole('dialog', { name: 'Redeem Code' }).getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Code Redeemed!' });
  await expect(done).toContainText(`You have been awarded a new apartment at ${building.name}!`);
  // The button leads to the apartment itself: a location of the owner's metaverse, named after the building.
  await done.getByRole('button', { name: 'View & Customise Your Apartment' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-[a-z-]+\/locations\/apartment(-\d+)?$/);
  await expect(page.getByText(`Apartment at ${building.name}`).first()).toBeVisible();

  await signIn(page, 'manager@demo.test', `/redeemcode/${code}`);
  await page.getByRole('dialog', { name: 'Redeem Code' }).getByRole('button', { name: 'Yes' }).click();
  const failed = page.getByRole('dialog', { name: 'Error Redeeming Code' });
  await expect(failed).toContainText('This code has already been used.');
  await expectAccessible(page, { anyImpact: true });
  await failed.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto(`/redeemcode/${code}`);
  await page.getByRole('dialog', { name: 'Redeem Code' }).getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an apartment award leads a user without a metaverse to the apartment too', async ({ page }) => {
  const building = await aBuilding(page.request);
  const code = await createCode(page.request, { kind: 'building_slot', building: building.id });
  await signUp(page, `apartment-${Date.now()}@example.test`, `/redeemcode/${code}`);
  await page.getByRole('dialog', { name: 'Redeem Code' }).getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Code Redeemed!' });
  await expect(done).toContainText(`You have been awarded a new apartment at ${building.name}!`);
  await done.getByRole('button', { name: 'View & Customise Your Apartment' }).click();
  await expect(page).toHaveURL(/\/domains\/[a-z0-9-]+\/locations\/apartment$/);
  await expect(page.getByText(`Apartment at ${building.name}`).first()).toBeVisible();
  // It is their home now: its page shows them the Home Location card, where offers for it are answered.
  await expect(page.getByRole('heading', { name: 'Home Location' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
});

test('a code shorter than 12 characters needs a linked headset account; a bad path says error', async ({
  page,
}) => {
  const code = await createCode(page.request, { kind: 'metacoin', amount: 5 }, 8);
  // A new account: no headset account linked (journeys that launch in VR link the demo accounts').
  await signUp(page, `short-code-${Date.now()}@example.test`, `/redeemcode/${code}`);
  const failed = page.getByRole('dialog', { name: 'Error Redeeming Code' });
  await expect(failed).toContainText(
    'You must have a linked Oculus account to redeem a code. Please launch in VR to do this.',
  );
  await expectAccessible(page, { anyImpact: true });
  await page.goto('/redeemcode/not%20a%20code!');
  await expect(page.getByRole('dialog', { name: 'Error Redeeming Code' })).toContainText('error');
});

test('staff create a batch of codes, list them by usage, see who redeemed one and export them', async ({
  page,
}) => {
  await signIn(page, 'superuser@demo.test', '/admin/redeemcodes');
  await expect(page.getByRole('heading', { name: 'Redeem Codes', level: 1 })).toBeVisible();
  await page.getByLabel('How many').fill('3');
  await page.getByLabel('Metacoin', { exact: true }).fill('42');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const created = page.getByText('3 codes created:');
  await expect(created).toBeVisible();
  const code = ((await created.textContent()) ?? '').replace('3 codes created:', '').split(',')[0].trim();
  expect(code).toMatch(/^[A-Z0-9]{16}$/);
  await expectAccessible(page, { anyImpact: true });

  // A member redeems one; it moves from Unused to Used up and names who redeemed it.
  const member = await apiSession(page.request, 'member@demo.test');
  const redeemed = await page.request.post(`/v2/users/${member.id}/redeemcode/${code}`, {
    headers: member.headers,
  });
  expect(((await redeemed.json()) as { success: boolean }).success).toBe(true);
  await page.getByRole('tab', { name: 'Used up' }).click();
  await expect(page).toHaveURL(/\/admin\/redeemcodes\/listcodes\/used$/);
  await page.getByRole('button', { name: `Who redeemed ${code}` }).click();
  const uses = page.getByRole('dialog', { name: `Who redeemed ${code}` });
  await expect(uses).toContainText('Demo Member');
  await expectAccessible(page, { anyImpact: true });
  await uses.getByRole('button', { name: 'Close' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('redeem-codes-used.csv');
});

test('staff award an apartment in a building chosen by name, listed with its name and plans by theirs', async ({
  page,
}) => {
  const building = await aBuilding(page.request);
  await signIn(page, 'superuser@demo.test', '/admin/redeemcodes');
  const award = page.getByRole('combobox', { name: 'Award' });
  await award.click();
  await page.getByRole('option', { name: 'A metaverse on a plan' }).click();
  await page.getByRole('combobox', { name: 'Plan' }).click();
  await expect(page.getByRole('option', { name: 'Professional' })).toBeVisible();
  await page.keyboard.press('Escape');

  await award.click();
  await page.getByRole('option', { name: 'An apartment in a building' }).click();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose Building' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the building of the apartment' });
  await picker.getByLabel('Building id or name').fill(building.id);
  await expect(picker.getByRole('status')).toHaveText(`Found: ${building.name}`);
  await expectAccessible(page, { anyImpact: true });
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Building: ${building.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('1 code created:')).toBeVisible();
  const codes = page.getByRole('table', { name: 'Codes' });
  await expect(codes.getByText(`Apartment in ${building.name}`).first()).toBeVisible();
  await expect(codes.getByText(building.id)).toHaveCount(0);
});
