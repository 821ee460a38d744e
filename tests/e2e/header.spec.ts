/**
 * The signed-in header on a phone: its buttons with a label show their icon alone, so the header fits a 320-pixel
 * screen without scrolling sideways and every control stays in reach, by the same names.
 */
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

test('on a 320-pixel phone the header fits, with Launch, Stream and the account menu in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // A superuser holds the stream permission, and a metaverse on a plan that streams is the current one.
  await signIn(page, 'superuser@demo.test', '/domains/demo-business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const controls = [
    header.getByRole('button', { name: 'Launch' }),
    header.getByRole('link', { name: 'Stream', exact: true }),
    header.getByRole('button', { name: 'Account menu' }),
  ];
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);

  await controls[0].click();
  await expect(page.getByRole('menuitem', { name: 'Launch on Desktop' })).toBeVisible();
});
