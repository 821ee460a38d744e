import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('launch in VR with the confirm prompt: the poll ends when the link is opened', async ({
  page,
  context,
}) => {
  await signIn(page, 'member@demo.test');
  await page.getByRole('button', { name: 'Launch' }).click();
  await page.getByRole('menuitem', { name: 'Launch In VR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch In VR' });
  await expect(dialog.getByRole('button', { name: 'Launch' })).toBeEnabled();
  await expectAccessible(page);
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Launch' }).click();
  const headset = await opened;
  await expect(headset.getByRole('heading', { name: 'Opening Multiverse' })).toBeVisible();
  await expect(dialog.getByText('Connected! The app is opening on your headset.')).toBeVisible();
  await expectAccessible(page);
});

test('a visitor launches in VR from the landing page through the public deep link', async ({
  page,
  context,
}) => {
  const deepLinks: string[] = [];
  page.on('request', (request) => {
    if (/oculusdeeplink/.test(request.url())) deepLinks.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Launch In VR' }).click();
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Launch In VR' });
  await expect(dialog.getByRole('button', { name: 'Launch' })).toBeEnabled();
  expect(deepLinks).toEqual(['/v2/public/oculusdeeplink']);
  await expectAccessible(page);
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Launch' }).click();
  const headset = await opened;
  await expect(headset.getByRole('heading', { name: 'Opening Multiverse' })).toBeVisible();
  await expect(dialog.getByText('Connected! The app is opening on your headset.')).toBeVisible();
  expect(deepLinks.every((path) => path.startsWith('/v2/public/'))).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('Contact Us opens prefilled, is marked done on send, then closes', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByLabel('Email')).toHaveValue('owner@demo.test');
  await expect(dialog.getByRole('combobox', { name: 'Subject' })).toHaveText('Other');
  // Only the email has a rule: Send is ready before anything is typed.
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  await dialog.getByLabel('Email').fill('owner@demo');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByLabel('Email').fill('owner@demo.test');
  await dialog.getByLabel('How can we help?').fill('Please call me about the business plan.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you, your message has been sent.');
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await expectAccessible(page);
  await expect(dialog).toBeHidden();
});
