/**
 * Agent admin's module types and global config, and module packs (staff-and-agents.md §2.17, §3, §5;
 * screens.md C17, C19): staff create a module type through "<new...>", add modules one per line, edit its cost
 * and save the global config; a user buys a module pack and sees the balance drop.
 */
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, signIn } from './session.ts';

test('staff create and edit a module type and save the global config', async ({ page }) => {
  test.setTimeout(180_000);
  const typeId = `lantern${Date.now()}`;
  await signIn(page, 'superuser@demo.test', '/admin/agents');
  await page.getByRole('link', { name: 'Manage Modules' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Modules', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Module type' }).click();
  await page.getByRole('option', { name: '<new...>' }).click();
  const form = page.getByRole('region', { name: 'Module type' });
  await form.getByLabel('Module type ID').fill(typeId);
  await form.getByLabel('Display name').fill('Lantern');
  await form.getByLabel('AI prompt').fill('The agent carries a lantern:');
  await form.getByLabel('Cost per module (MC)').fill('15');
  await expectAccessible(page, { anyImpact: true });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`type=${typeId}$`));

  // The add area refuses a bad line by its number, then adds and saves the good ones.
  const add = page.getByLabel('Add modules');
  await add.fill('Paper : A paper lantern\nJust a name');
  await page.getByRole('button', { name: 'Add and save' }).click();
  await expect(page.getByText("Line 2: write the module as 'Display Name : AI Prompt'.")).toBeVisible();
  await add.fill('Paper : A paper lantern\nBrass : A brass lantern');
  await page.getByRole('button', { name: 'Add and save' }).click();
  await expect(page.getByText('2 modules added.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Module', exact: true }).nth(1)).toHaveValue(
    'Brass : A brass lantern',
  );

  // Edit the cost; a refused value is explained in the form's words.
  const cost = form.getByLabel('Cost per module (MC)');
  await cost.fill('-3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/must be a whole number from 0 to 1000000/).first()).toBeVisible();
  await cost.fill('45');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  const superuser = await apiSession(page.request, 'superuser@demo.test');
  const stored = await page.request.get(`/v2/admin/agents/moduletype/${typeId}`, {
    headers: superuser.headers,
  });
  expect(((await stored.json()) as { cost_mc: number; modules: unknown[] }).cost_mc).toBe(45);

  // The global config: Send is there from the start, disabled until a value changed.
  await page.goto('/admin/agents');
  await page.getByRole('link', { name: 'Manage Configs' }).click();
  const config = page.getByRole('region', { name: 'Global agent config' });
  const faceIcon = config.getByLabel('Face icon remix cost (MC)');
  await expect(faceIcon).toHaveValue(/\d+/);
  const previous = await faceIcon.inputValue();
  const send = config.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await faceIcon.fill(String(Number(previous) + 1));
  await send.click();
  await expect(config.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  const costs = await page.request.get('/v2/agents/globalconfig_costs', { headers: superuser.headers });
  expect(
    ((await costs.json()) as { agent_recraft_faceicon_cost_metacoins: number })
      .agent_recraft_faceicon_cost_metacoins,
  ).toBe(Number(previous) + 1);
  // Put the cost back for the other journeys on this server.
  await faceIcon.fill(previous);
  await send.click();
  await expect(config.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
});

test('a user buys a module pack and sees the balance drop', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await apiSession(page.request, 'owner@demo.test');
  const inventory = async () =>
    (
      (await (await page.request.get('/v2/inventory', { headers: owner.headers })).json()) as {
        currency: number;
      }
    ).currency;
  const before = await inventory();
  await signIn(page, 'owner@demo.test', '/createagent');
  const balance = page.getByTitle('Metacoin balance');
  await expect(balance).toHaveText(`${before.toLocaleString('en-GB')} mc`);
  await page.getByRole('combobox', { name: 'Module pack' }).click();
  await page.getByRole('option', { name: '3 modules for 60 MC' }).click();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You received:' })).toContainText(
    `You have ${before - 60} MC left.`,
  );
  await expect(balance).toHaveText(`${(before - 60).toLocaleString('en-GB')} mc`);
  expect(await inventory()).toBe(before - 60);
  // The modules received show as held in the picker.
  await expect(page.getByText(/\(\d+ held\)/).first()).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
});
