/**
 * The flows around a metaverse (single-target-and-flows.md §2, §4, §8; screens.md B8): the terms gate and
 * accepting invites.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSession, signIn, signUp } from './session.ts';

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

test('a new account meets the terms gate: Accept only with the box checked, then the page', async ({
  page,
}) => {
  await signIn(page, 'newcomer@demo.test', '/profile');
  const gate = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Metaverses' })).toHaveCount(0);
  await expectAccessible(page, { anyImpact: true });
  const accept = gate.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await gate.getByRole('checkbox', { name: /send me emails/i }).check();
  await expect(accept).toBeDisabled();
  await gate.getByRole('checkbox', { name: /accept the terms/i }).check();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Metaverses' })).toBeVisible();
  // Stored: a reload goes straight to the page, and the gate is gone from staff-free pages too.
  await page.goto('/domains');
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the terms gate stands in front of every signed-in page, but not the privacy text', async ({ page }) => {
  await signUp(page, 'gate-check@example.test', '/drives', { acceptTerms: false });
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0);
});

test('an emailed single-use invite is accepted once; the second account to use it is told it failed', async ({
  page,
}) => {
  const owner = await apiSession(page.request, 'owner@demo.test');
  const sent = await page.request.post('/v2/domains/demo-business/invite/singleuse', {
    headers: owner.headers,
    data: { emails: ['guest@example.test'] },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const link = /https?:\/\/\S+\/acceptinvite\?\S+/.exec(
    await lastMailTo(page.request, 'guest@example.test'),
  )![0];
  const invite = new URL(link);

  await signUp(page, 'guest@example.test', `${invite.pathname}${invite.search}`);
  await expect(page).toHaveURL(/\/domains\/demo-business\?joined=1$/);
  const joined = page.getByRole('dialog', { name: 'Domain Joined!' });
  await expect(joined).toBeVisible();
  await expect(joined).toContainText('Demo Business');
  await expectAccessible(page, { anyImpact: true });
  await joined.getByRole('button', { name: 'OK' }).click();
  await expect(joined).toBeHidden();
  await expect(page).toHaveURL(/\/domains\/demo-business$/);
  await expect(page.getByText('Your role: Member')).toBeVisible();

  await signUp(page, 'latecomer@example.test', `${invite.pathname}${invite.search}`);
  const failed = page.getByRole('dialog', { name: 'Invite Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('appears to be invalid');
  await expectAccessible(page, { anyImpact: true });
  await failed.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an invite link without its parameters fails at once', async ({ page }) => {
  await signIn(page, 'member@demo.test', '/acceptinvite?domain=demo-business');
  await expect(page.getByRole('dialog', { name: 'Invite Failed' })).toBeVisible();
});
