import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

// demo-enterprise (up to 5 agents) and its map location: no other journey changes their AI agents.
const PLACE = '/domains/demo-enterprise/locations/map';

test('an owner gives a location its own AI agents and topics, and sees them after a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', PLACE);
  const card = page.getByRole('region', { name: 'AI Agents' });
  await expect(card.getByRole('combobox', { name: 'AI Agents' })).toBeVisible();
  await card.getByRole('combobox', { name: 'AI Agents' }).click();
  await expect(page.getByRole('option')).toHaveText(['Inherit', 'Custom', 'Disabled']);
  await page.getByRole('option', { name: 'Custom' }).click();
  // Appear Automatically waits for a picked agent, and says so.
  await expect(card.getByRole('switch', { name: 'Appear Automatically' })).toBeDisabled();
  await expect(card.getByText('Pick an agent first: Appear Automatically needs at least one.')).toBeVisible();

  await card.getByRole('button', { name: 'Add AI Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select AI Agent' });
  // The unavailable actor is never offered.
  await expect(dialog.getByText('Sage')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Nova/ }).click();
  await card.getByRole('button', { name: 'Add AI Agent' }).click();
  await page.getByRole('dialog', { name: 'Select AI Agent' }).getByRole('button', { name: /Ava/ }).click();
  // The enterprise plan allows more than 2 agents: Always Appear is offered.
  await card.getByRole('switch', { name: 'Nova: Always Appear' }).check();
  await card.getByRole('switch', { name: 'Appear Automatically' }).check();
  await card.getByRole('textbox', { name: 'Topics' }).fill('  Dancing  \n\n   \nLate-night music\n');
  await expectAccessible(page, { anyImpact: true });
  await card.getByRole('button', { name: 'Save AI Agents' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'AI agents saved.' })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Topics' })).toHaveValue('Dancing\nLate-night music');

  await page.reload();
  await expect(card.getByRole('combobox', { name: 'AI Agents' })).toHaveText('Custom');
  await expect(card.getByRole('list', { name: 'Agents' }).getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('switch', { name: 'Nova: Always Appear' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Ava: Always Appear' })).not.toBeChecked();
  await expect(card.getByRole('switch', { name: 'Appear Automatically' })).toBeChecked();
  await expect(card.getByRole('textbox', { name: 'Topics' })).toHaveValue('Dancing\nLate-night music');

  // The metaverse sees the override and resets it after a confirmation.
  await page.goto('/domains/demo-enterprise');
  const domainCard = page.getByRole('region', { name: 'AI Agents' });
  await domainCard.getByRole('combobox', { name: 'AI Agents' }).click();
  await expect(page.getByRole('option')).toHaveText(['Disabled', 'Custom']);
  await page.keyboard.press('Escape');
  await expect(domainCard.getByText('1 location has AI agents settings of its own.')).toBeVisible();
  await domainCard.getByRole('button', { name: 'Reset Overrides' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the AI agents overrides?' });
  await expectAccessible(page, { anyImpact: true });
  await confirm.getByRole('button', { name: 'Reset Overrides' }).click();
  await expect(confirm).toBeHidden();
  await expect(domainCard.getByText('1 location has AI agents settings of its own.')).toHaveCount(0);
  await page.goto(PLACE);
  await expect(card.getByRole('combobox', { name: 'AI Agents' })).toHaveText('Inherit');
});

test('a metaverse on the free plan is asked to upgrade for AI agents', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-free');
  await expect(
    page
      .getByRole('region', { name: 'AI Agents' })
      .getByText('Upgrade your plan to manage AI Agents in this metaverse!'),
  ).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
});
