import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn, signInThroughForm } from './session.ts';

test('a developer creates a metaverse through the plan chooser and the wizard', async ({ page }) => {
  // A long journey (chooser, four wizard steps, the new metaverse's pages, five accessibility checks).
  test.slow();
  await signIn(page, 'developer@demo.test', '/domains');
  await expect(page.getByRole('heading', { name: 'Metaverses', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create New Metaverse' }).click();
  await expect(page).toHaveURL(/\/createdomain$/);
  await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
  // Without ?plan the free offer is preselected; it reads Get Started, paid offers Free Trial.
  const free = page.getByRole('region', { name: 'Free' });
  await expect(free).toHaveAttribute('aria-current', 'true');
  await expect(free.getByRole('button', { name: 'Get Started' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Free Trial' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create Metaverse' });
  await expect(confirm).toContainText('14-day free trial');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/setupdomain\?plan=premium$/);
  await expect(page.getByRole('heading', { name: 'Create Metaverse', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Name Your Metaverse!', level: 2 })).toBeVisible();
  await expectAccessible(page);

  const name = page.getByRole('textbox', { name: 'Name' });
  const url = page.getByRole('textbox', { name: 'Metaverse URL' });
  await name.fill('Bad!Name');
  await url.fill('fresh-world');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Names must be at least 1 character long, and contain only letters, numbers and spaces',
  );

  await name.fill('Fresh World');
  await url.fill('demo-free');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Domain URL is already in use');

  await url.fill('Fresh');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'URLs must be at least 1 character long, start with a letter and contain only lower case letters, numbers or hiphens',
  );

  await url.fill('fresh-world');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Who Can Access It?', level: 2 })).toBeVisible();
  // Back returns to the name, keeping what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Name Your Metaverse!', level: 2 })).toBeVisible();
  await expect(name).toHaveValue('Fresh World');
  await expect(url).toHaveValue('fresh-world');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Who Can Access It?', level: 2 })).toBeVisible();
  // The browser's Back does the same.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Name Your Metaverse!', level: 2 })).toBeVisible();
  await expect(name).toHaveValue('Fresh World');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Who Can Access It?', level: 2 })).toBeVisible();
  const stores = page.getByRole('switch', { name: 'Access via stores' });
  await expect(stores).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Invite Only' }).click();
  await expect(stores).toBeEnabled();
  await stores.check();
  await page.getByRole('button', { name: 'Go!' }).click();

  await expect(page).toHaveURL(/\/domains\/fresh-world$/);
  await expect(page.getByRole('heading', { name: 'Fresh World', level: 1 })).toBeVisible();
  await expect(page.getByText('Premium Trial')).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('link', { name: 'Manage' })
    .and(page.locator('[href="/domains/fresh-world/manage"]'))
    .first()
    .click();
  await expect(page).toHaveURL(/\/domains\/fresh-world\/manage$/);
  await expect(page.getByRole('combobox', { name: 'Access' })).toHaveText('Invite Only');
  await expect(page.getByRole('switch', { name: 'Access via stores' })).toBeChecked();

  await page.goto('/domains');
  await expect(
    page.getByRole('list', { name: 'Owned' }).getByRole('link', { name: /Fresh World/ }),
  ).toBeVisible();
});

test('/createdomain?plan=premium preselects the premium offer, whose Free Trial leads to the wizard', async ({
  page,
}) => {
  await signIn(page, 'developer@demo.test', '/createdomain?plan=premium');
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(premium).toHaveAttribute('aria-current', 'true');
  await expect(premium.getByText('Selected plan')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free' })).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: 'Free' })).toContainText('Free');
  // Enterprise has no list price: it is agreed with us, never shown as free.
  await expect(page.getByRole('region', { name: 'Enterprise' })).toContainText('Custom pricing');
  const trial = premium.getByRole('button', { name: 'Free Trial' });
  await expect(trial).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Create Metaverse' });
  await expect(confirm).toContainText('Premium plan');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setupdomain\?plan=premium$/);
  await expect(page.getByText('Plan: Premium')).toBeVisible();
});

test('a manager of a premium metaverse cannot invite by email and is offered the upgrade', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test', '/domains/demo-premium/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Demo Host', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Demo Owner' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await dialog.getByRole('tab', { name: 'By email' }).click();
  const invite = dialog.getByRole('button', { name: 'Invite' });
  await expect(invite).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Email addresses' }).fill('friend@example.com, not an address');
  await expect(invite).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Email addresses' }).fill('friend@example.com, pal@example.org');
  await expect(invite).toBeEnabled();
  await invite.click();

  const upgrade = page.getByRole('dialog', { name: 'Upgrade' });
  await expect(upgrade).toContainText(
    'Only Business and Enterprise metaverses can invite people by email. Upgrade this metaverse to invite by email.',
  );
  await expect(upgrade.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/domains/demo-premium/upgrade?context=upgrade',
  );
  await expectAccessible(page);
});

test('the owner gives a member the Host role on a business metaverse and it persists', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit permissions of Demo Member' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Permissions/ });
  const host = dialog.getByRole('checkbox', { name: 'Host' });
  await expect(host).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Manager' })).toBeEnabled();
  await expectAccessible(page);
  await host.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = page.getByRole('row', { name: /Demo Member/ });
  await expect(row.getByRole('cell', { name: 'Host', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit permissions of Demo Member' }).click();
  await expect(
    page.getByRole('dialog', { name: /Edit Permissions/ }).getByRole('checkbox', { name: 'Host' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The owner's own row: Manager cannot be changed, and the owner cannot be removed.
  await page.getByRole('button', { name: 'Edit permissions of Demo Owner' }).click();
  await expect(
    page.getByRole('dialog', { name: /Edit Permissions/ }).getByRole('checkbox', { name: 'Manager' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Remove Demo Owner' })).toBeDisabled();

  // Leave the demo world as it was for other journeys.
  await page.getByRole('button', { name: 'Edit permissions of Demo Member' }).click();
  await page
    .getByRole('dialog', { name: /Edit Permissions/ })
    .getByRole('checkbox', { name: 'Host' })
    .uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: /Edit Permissions/ })).toBeHidden();
});

test('managing a free metaverse: dirty state, link invites need a plan, delete needs the URI', async ({
  page,
}) => {
  // A metaverse of its own, so the demo ones other journeys use are left as they are.
  await signIn(page, 'developer@demo.test', '/setupdomain');
  await expect(page.getByText('Plan: Free')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Scratch World');
  await page.getByRole('textbox', { name: 'Metaverse URL' }).fill('scratch-world');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Go!' }).click();
  await expect(page).toHaveURL(/\/domains\/scratch-world$/);

  await page.goto('/domains/scratch-world/manage');
  await expect(page.getByRole('heading', { name: 'Manage Metaverse', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(save).toBeDisabled();
  await expect(undo).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Metaverse URL' })).toHaveAttribute('readonly');
  await expect(page.getByRole('switch', { name: 'Access via stores' })).toBeDisabled();
  await expectAccessible(page);

  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Scratch World!');
  await expect(page.getByText('Names must be at least 1 character long')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(name).toHaveValue('Scratch World');
  await expect(undo).toBeDisabled();
  await name.fill('');
  await expect(page.getByText('Please enter a name for your domain')).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill('Scratch World Renamed');
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Scratch World Renamed');

  await page.getByRole('button', { name: 'Invite link options' }).click();
  await page.getByRole('menuitem', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade' })).toContainText(
    'Only paid metaverses can create invites.',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Plan options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Metaverse' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('scratch-worl');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('scratch-world');
  await expect(confirm).toBeEnabled();
  await expectAccessible(page);
  await confirm.click();
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByRole('heading', { name: 'Metaverses', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Scratch World/ })).toHaveCount(0);
});

test('the sidebar names and links the metaverse on screen', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await page.goto('/domains');
  await page
    .getByRole('link', { name: /Demo Free/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/domains\/demo-free$/);
  await expect(sidebar.getByText('Demo Free', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    '/domains/demo-free/manage',
  );

  await page.goto('/domains/demo-premium/manage');
  await expect(sidebar.getByText('Demo Premium', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Members' })).toHaveAttribute(
    'href',
    '/domains/demo-premium/members',
  );
  // The metaverse last shown stays the current one on pages of no metaverse.
  await page.goto('/profile');
  await expect(sidebar.getByText('Demo Premium', { exact: true })).toBeVisible();
});

test('a signed-out visitor sees a public metaverse and signs in from it; an invite-only one asks to sign in first', async ({
  page,
}) => {
  await page.goto('/domains/demo-free');
  await expect(page.getByRole('heading', { name: 'Demo Free', level: 1 })).toBeVisible();
  await expect(page.getByText('This metaverse is open to everyone.')).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/domains\/demo-free$/);
  await expect(page.getByText(/Your role: /)).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/domains/demo-business');
  await expect(page).toHaveURL(/\/login$/);
});
