import { expect, test } from './fixtures.ts';
import { demoUserId } from '../../server/seed/demo-accounts.ts';
import { domainId } from '../../server/seed/demo-domains.ts';
import { stableId } from '../../server/seed/random.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('an administrator changes a trial domain owner through the user picker', async ({ page }) => {
  await signIn(page, 'admin@demo.test', `/admin/domains/${domainId('demo-trial')}`);
  await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
  // The owner reads as the user's name, linking to the user's record.
  const owner = page.getByRole('link', { name: 'demo_owner' });
  await expect(owner).toBeVisible();
  await expect(owner).toHaveAttribute('href', `/admin/users/${demoUserId('owner@demo.test')}`);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Change Owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the new owner' });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  const input = dialog.getByRole('textbox');
  await input.fill('nobody@nowhere.test');
  await expect(dialog.getByText('Loading...')).toBeVisible();
  await expect(dialog.getByText('User not found')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // Characters outside word characters, digits, @ and dot are dropped as they are typed.
  await input.fill('member @demo.test');
  await expect(input).toHaveValue('member@demo.test');
  await expect(dialog.getByText(/^Found: Demo Member/)).toBeVisible();
  await expectAccessible(page);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'demo_member' })).toHaveAttribute(
    'href',
    `/admin/users/${demoUserId('member@demo.test')}`,
  );
  await expectAccessible(page);
});

test('the voice log shows its sections, the log in its parts, and plays the recording', async ({ page }) => {
  // The demo seed records audio for the first voice requests in id order.
  const recorded = Array.from({ length: 60 }, (_, i) => stableId('witrequest', i)).sort()[0];
  await signIn(page, 'admin@demo.test', `/admin/witrequests/${recorded}`);
  await expect(page.getByRole('heading', { name: 'Request response' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request headers' })).toBeVisible();
  // The log in the parts staff-and-agents.md §2.5 lists, not one JSON dump; the people known before the query read as names.
  await expect(page.getByRole('table', { name: 'Prior matches' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Potential locations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before the query' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'demo_host' })).toBeVisible();
  const duration = page.getByTestId('audio-duration');
  await expect(duration).toHaveText(/^Duration: \d+\.\d{2} s$/);
  const seconds = Number(/([\d.]+)/.exec((await duration.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0.5);
  expect(seconds).toBeLessThan(3);
  await expectAccessible(page);
});
