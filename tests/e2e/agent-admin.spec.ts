/**
 * Agent administration (staff-and-agents.md §2.17; screens.md C17): from the hub, staff open the agent list,
 * an agent's detail with its chat prompt and tokens, then the user memories and one user's memory. The demo
 * world seeds the agents and the social and gamer users' chats with them.
 */
import { DEMO_AGENT_ID } from '../../server/seed/agents.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

test('staff read an agent’s chat prompt and tokens, and a user’s memory, from the agent admin hub', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'superuser@demo.test', '/admin/agents');
  await expect(page.getByRole('heading', { name: 'Agent admin', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'View Agents' }).click();
  await expect(page).toHaveURL(/\/admin\/agents\/view$/);
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  const agents = page.getByRole('table', { name: 'Agents' });
  await expect(agents.getByRole('row')).toHaveCount(3); // the heading row and the two demo agents
  await expectAccessible(page, { anyImpact: true });

  // The search goes to the URL and narrows the list.
  await page.getByRole('textbox', { name: 'Search' }).fill('harbour');
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/agents\/view\?q=harbour$/);
  await expect(agents.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Agent pages' })).toContainText('1–1 of 1');

  await agents.getByRole('link', { name: 'Harbour Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Guide', level: 1 })).toBeVisible();
  const prompt = page.getByRole('region', { name: 'Chat prompt' });
  await expect(prompt.getByRole('region', { name: 'System prompt' })).toContainText('Name: Harbour Guide');
  await expect(prompt.getByRole('region', { name: 'User prompt' })).toHaveText(
    'Hello! What can you tell me?',
  );
  const tokens = page.getByRole('region', { name: 'Tokens' });
  await expect(tokens).toContainText('All conversations: total');
  await expect(tokens).toContainText('1264');
  const interactions = page.getByRole('region', { name: 'Interactions' });
  await expect(interactions.getByRole('row', { name: /Demo Social/ })).toContainText('loves sailing');
  await expectAccessible(page, { anyImpact: true });

  await page.getByRole('link', { name: 'Agent admin' }).click();
  await page.getByRole('link', { name: 'View User Memories' }).click();
  await expect(page).toHaveURL(/\/admin\/agents\/memories$/);
  const memories = page.getByRole('table', { name: 'User Memories' });
  // Latest update first: the gamer chatted last.
  await expect(memories.getByRole('row').nth(1)).toContainText('Demo Gamer');
  await expectAccessible(page, { anyImpact: true });

  await memories.getByRole('link', { name: 'Demo Gamer' }).click();
  await expect(page.getByRole('heading', { name: 'Memory of Demo Gamer', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hard facts' })).toContainText('plays the guitar');
  const byAgent = page.getByRole('region', { name: 'Interactions with agents' });
  await expect(byAgent.getByRole('link', { name: 'Star Gazer' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  // The agent's name leads to its detail.
  await byAgent.getByRole('link', { name: 'Star Gazer' }).click();
  await expect(page.getByRole('heading', { name: 'Star Gazer', level: 1 })).toBeVisible();

  // On an agent's own page, the Developer View offers staff the admin view.
  await page.goto(`/agent/${DEMO_AGENT_ID}`);
  const developer = page.getByRole('region', { name: '[Developer View]' });
  await developer.getByRole('link', { name: 'Open in agent admin' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/agents/view/${DEMO_AGENT_ID}$`));
  await expect(page.getByRole('heading', { name: 'Harbour Guide', level: 1 })).toBeVisible();
});

test('a signed-in user without admin_agents is not offered the admin view of an agent', async ({ page }) => {
  await signIn(page, 'member@demo.test', `/agent/${DEMO_AGENT_ID}`);
  const developer = page.getByRole('region', { name: '[Developer View]' });
  await expect(developer).toContainText('Tokens:');
  await expect(developer.getByRole('link', { name: 'Open in agent admin' })).toHaveCount(0);
});
