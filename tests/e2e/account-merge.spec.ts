/**
 * Merging and linking accounts (single-target-and-flows.md §4 Merge acceptance, Linking accounts, §8; screens.md
 * B8): the request mailed from the Merge Accounts dialog, the link request started on the profile, their links,
 * the link page's states, and signing in with an account that was linked away.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, openAs, signIn, signUp, signUpApi } from './session.ts';

/** The newest mail to `to` in the outbox, read by staff. */
async function lastMailTo(request: APIRequestContext, to: string): Promise<string> {
  const staff = await apiSession(request, 'superuser@demo.test');
  const reply = await request.get(`/v2/admin/mail/outbox?to=${encodeURIComponent(to)}&count=1`, {
    headers: staff.headers,
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { messages } = (await reply.json()) as { messages: { text: string }[] };
  return messages[0].text;
}

/** The path and query of the first link to `page` in `text`. */
function linkIn(text: string, page: string): string {
  const found = new RegExp(`https?://\\S+/${page}\\?\\S+`).exec(text);
  expect(found, text).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

test('the Merge Accounts dialog mails a link; accepting it merges, and the survivor sees the merged metaverse', async ({
  page,
}) => {
  await signIn(page, 'mergetwin@demo.test', '/domains');
  await expect(page.getByText('Demo Merge Twin (Google)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Merge Accounts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge Accounts' });
  await expect(dialog.getByText('Merge Twin (Google)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Merge Email' }).click();
  await expect(dialog.getByRole('status')).toContainText('mergetwin@demo.test');
  await expectAccessible(page, { anyImpact: true });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const link = linkIn(await lastMailTo(page.request, 'mergetwin@demo.test'), 'acceptmergerequest');
  await page.goto(link);
  const done = page.getByRole('dialog', { name: 'Account Merge Succeeded' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Merge Twin (Google)');
  await expectAccessible(page, { anyImpact: true });
  await done.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // A fresh sign-in of the surviving account lists the merged account's metaverse as its own.
  await signIn(page, 'mergetwin@demo.test', '/domains');
  await expect(page.getByRole('link', { name: 'Demo Merge Twin (Google)' }).first()).toBeVisible();

  // The link worked once.
  await page.goto(link);
  const failed = page.getByRole('dialog', { name: 'Account Merge Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('log out');
  await expectAccessible(page, { anyImpact: true });
});

test('linking: the profile asks, confirm links the accounts, Cancel leaves them, a used link is invalid, missing parameters fail', async ({
  page,
}) => {
  const keepEmail = 'keeper@example.test';
  const giveEmail = 'giver@example.test';
  const keep = await signUpApi(page.request, keepEmail);

  // The account to give up asks from its profile.
  const give = await signUp(page, giveEmail, '/profile');
  await page.getByRole('button', { name: 'Link this account into another account' }).click();
  const ask = page.getByRole('dialog', { name: 'Link to Another Account' });
  const address = ask.getByLabel('Email address of your other account');
  await address.fill(giveEmail);
  await ask.getByRole('button', { name: 'Send Link Email' }).click();
  await expect(ask).toContainText('This is the account you are signed in with');
  await address.fill(keepEmail);
  await expectAccessible(page, { anyImpact: true });
  await ask.getByRole('button', { name: 'Send Link Email' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If ${keepEmail} belongs to a Multiverse account` }),
  ).toBeVisible();
  await expect(ask).toHaveCount(0);
  const link = linkIn(await lastMailTo(page.request, keepEmail), 'linkaccounts');

  // The account to keep opens the mailed link.
  await openAs(page, keep, '/profile');

  // Cancel first.
  await page.goto(link);
  const confirm = page.getByRole('dialog', { name: 'Link Accounts' });
  await expect(confirm).toContainText('giver');
  await expectAccessible(page, { anyImpact: true });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = page.getByRole('dialog', { name: 'Linking Cancelled' });
  await expect(cancelled).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  // Then link for real.
  await page.goto(link);
  await page
    .getByRole('dialog', { name: 'Link Accounts' })
    .getByRole('button', { name: 'Link Accounts' })
    .click();
  await expect(page).toHaveURL(/\/linkaccounts\?finished=1$/);
  await expect(page.getByRole('dialog', { name: 'Accounts Linked' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  // The linked account's session has ended.
  const gone = await page.request.get('/v2/domains', { headers: give.headers });
  expect(gone.status()).toBe(401);

  // Again: the other account is already linked; the support address is shown.
  await page.goto(link);
  await page
    .getByRole('dialog', { name: 'Link Accounts' })
    .getByRole('button', { name: 'Link Accounts' })
    .click();
  const failed = page.getByRole('dialog', { name: 'Linking Failed' });
  await expect(failed).toContainText('One of your accounts was already linked.');
  await expect(failed).toContainText('support@multiverse.local');
  await expectAccessible(page, { anyImpact: true });

  // An unknown secret, and a link without its parameters.
  await page.goto(link.replace(/secret=[^&]+/, 'secret=wrong'));
  await page
    .getByRole('dialog', { name: 'Link Accounts' })
    .getByRole('button', { name: 'Link Accounts' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Linking Failed' })).toContainText(
    'This link is invalid or has already been used.',
  );
  await page.goto('/linkaccounts?name=Someone');
  await expect(page.getByRole('dialog', { name: 'Linking Failed' })).toContainText('invalid');

  // Signing in with the linked account's address and password says where it went.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: /^mv_/ });
  await page.goto('/login');
  await page.getByLabel('Email').fill(giveEmail);
  await page.getByLabel('Password').fill('a-long-journey-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `This account has been merged into the account of ${keepEmail}. Log in with that email address instead.`,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page, { anyImpact: true });
});
