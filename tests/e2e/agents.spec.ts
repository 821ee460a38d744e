/**
 * AI agents (staff-and-agents.md §2.18, §4; screens.md C18, C19): crafting an agent charged in metacoin, a
 * streamed chat reply citing the metaverse's Knowledge Base, clearing the chat memory, a remix, and deleting
 * the agent by typing its name.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, signIn } from './session.ts';

async function balance(request: APIRequestContext): Promise<number> {
  const owner = await apiSession(request, 'owner@demo.test');
  const reply = await request.get('/v2/inventory', { headers: owner.headers });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { currency: number }).currency;
}

test('craft an agent, chat with its Knowledge Base, clear the memory, remix and delete it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const request = page.request;
  const owner = await apiSession(request, 'owner@demo.test');
  // A support document of the owner's metaverse; the server indexes it through its job queue.
  const documentName = `ferry-times-${Date.now()}.md`;
  const uploaded = await request.post(
    `/v2/domains/demo-business/content?name=${encodeURIComponent(documentName)}&only=documents`,
    {
      headers: { ...owner.headers, 'content-type': 'text/markdown' },
      data: Buffer.from(
        '# Ferry\n\nThe island ferry leaves the pier every forty minutes from seven until dusk.\n',
      ),
    },
  );
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const before = await balance(request);

  await signIn(page, 'owner@demo.test', '/agents');
  await expect(page.getByRole('heading', { name: 'Your AI Agents' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  await page.getByRole('link', { name: 'Create New Agent' }).first().click();
  await expect(page).toHaveURL(/\/createagent$/);
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Kind' }).check();
  await page.getByRole('checkbox', { name: 'Pirate' }).check();
  await page.getByRole('checkbox', { name: 'Sailing' }).check();
  await page.getByLabel('Knowledge Base metaverse (id or address, optional)').fill('demo-business');
  // 500 to create, personality 20, speech style 20, hobby 30; a module the owner holds (a pack bought by
  // another journey on this server) costs nothing.
  const costs: [string, number][] = [
    ['Kind', 20],
    ['Pirate', 20],
    ['Sailing', 30],
  ];
  const expectedCost = async () => {
    let sum = 500;
    for (const [module, price] of costs) {
      const held = page.getByRole('checkbox', { name: new RegExp(`^${module} \\(\\d+ held\\)$`) });
      if ((await held.count()) === 0) sum += price;
    }
    return sum;
  };
  // The page and the expectation read the same holdings once both have settled.
  const shown = page.getByText(/^Cost: \d+ MC$/);
  await expect
    .poll(async () => (await shown.textContent()) === `Cost: ${await expectedCost()} MC`)
    .toBe(true);
  const cost = await expectedCost();
  await expectAccessible(page, { anyImpact: true });
  await create.click();
  await expect(page).toHaveURL(/\/agent\/[A-Za-z0-9_-]+$/);
  const agentId = page.url().split('/').at(-1)!;
  await expect(page.getByText('Talks like a pirate')).toBeVisible();
  expect(await balance(request)).toBe(before - cost);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expectAccessible(page, { anyImpact: true });

  // The index is built in the background: wait until the agent answers from the document (as another user).
  const member = await apiSession(request, 'member@demo.test');
  await expect
    .poll(
      async () => {
        const reply = await request.post('/v2/agents/chat', {
          headers: member.headers,
          data: { agent_id: agentId, message: 'When does the ferry leave?' },
        });
        return ((await reply.json()) as { text: string }).text;
      },
      { timeout: 60_000 },
    )
    .toContain(documentName);

  // The owner moves between the agent's views in the sidebar (owner-console.md §2.2), the open one marked.
  // The agent's group comes last, after the current metaverse's.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('list').last();
  const agentLinks = () => sidebar.getByRole('link').allTextContents();
  await expect(sidebar.getByText(name, { exact: true })).toBeVisible();
  expect(await agentLinks()).toEqual(['Home', 'Chat', 'Crafting', 'Platforms', 'Delete']);
  await expect(sidebar.getByRole('link', { name: 'Dev View' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/${agentId}/chat$`));
  await expect(sidebar.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await expect(page.getByText('Replies by: local responder')).toBeVisible();
  const message = page.getByLabel('Message');
  await message.fill('When does the ferry leave the pier?');
  await message.press('Enter');
  const reply = page.getByTestId('agent-message').last();
  await expect(reply).toContainText(`"${documentName}" says`);
  await expect(reply).toContainText('every forty minutes');
  await expect(message).toHaveValue('');
  await expectAccessible(page, { anyImpact: true });

  await page.getByRole('button', { name: 'Clear chat memory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear chat memory?' });
  await expectAccessible(page, { anyImpact: true });
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Say hello to start the chat.')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Crafting' }).click();
  // A remix costs the recraft price (100 MC), whatever the owner holds.
  await expect(shown).toHaveText('Cost: 100 MC');
  await page.getByRole('button', { name: 'Remix', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Crafting successful!' })).toBeVisible();
  expect(await balance(request)).toBe(before - cost - 100);
  await expectAccessible(page, { anyImpact: true });

  const remixedName = (await page.getByRole('heading', { level: 1 }).textContent())!;
  expect(remixedName.length).toBeGreaterThan(0);
  expect(name.length).toBeGreaterThan(0);
  // Anyone else sees the agent without its links, and may chat with it from its home.
  await signIn(page, 'member@demo.test', `/agent/${agentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(remixedName);
  await expect(page.getByRole('link', { name: 'Crafting' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: `Chat with ${remixedName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/${agentId}/chat$`));
  await expect(page.getByLabel('Message')).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  await signIn(page, 'owner@demo.test', `/agent/${agentId}`);
  await sidebar.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete Agent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this agent?' });
  const button = confirm.getByRole('button', { name: 'Delete', exact: true });
  await expect(button).toBeDisabled();
  await confirm.getByLabel(`Type "${remixedName}" to confirm`).fill(remixedName.slice(0, -1));
  await expect(button).toBeDisabled();
  await confirm.getByLabel(`Type "${remixedName}" to confirm`).fill(remixedName);
  await expectAccessible(page, { anyImpact: true });
  await button.click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(page.getByRole('link', { name: remixedName })).toHaveCount(0);
});
