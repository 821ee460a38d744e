/**
 * The hidden developer members list (owner-console.md, other facts): the developer team sees it on the Members
 * page of a metaverse it manages; the metaverse's own owner does not, and their page does not ask for it.
 */
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const PAGE = '/domains/demo-developer/members';

test('the developer team sees the developer members list, the owner does not', async ({ page }) => {
  await signIn(page, 'devteam1@demo.test', PAGE);
  const list = page.getByRole('table', { name: 'Developer members list' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('row', { name: /Demo Dev Team 4/ })).toContainText('manage_domain');
  await expect(list.getByRole('row', { name: /Demo Developer/ })).toContainText('developer');
  await expectAccessible(page, { anyImpact: true });

  // A developer off the team: the session context says so, and the page does not ask for the list at all.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/developermembers')) asked.push(request.url());
  });
  await signIn(page, 'developer@demo.test', PAGE);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByText('Demo Dev Team 1').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Developer members list' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual([]);
});
