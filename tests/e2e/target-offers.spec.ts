import type { Page } from '@playwright/test';
import { pictureOf } from '../../server/test/images.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

// The demo owner's apartment (their home location) with offers from Demo Member and Demo Host; no other journey
// opens it or demo-enterprise's discovery images.
const APARTMENT = '/domains/demo-enterprise/locations/apartment';
const METAVERSE = '/domains/demo-enterprise';

/** The header's metacoin balance ("25,000 mc") as a number. */
async function balance(page: Page): Promise<number> {
  const text = await page.getByTitle('Metacoin balance').textContent();
  return Number((text ?? '').replace(/[^0-9]/g, ''));
}

test('the owner of a metaverse uploads and clears its discovery images', async ({ page }) => {
  await signIn(page, 'owner@demo.test', METAVERSE);
  await expect(page.getByRole('heading', { name: 'Discovery', level: 2 })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Discovery banner' }).click();
  await (
    await chooser
  ).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await pictureOf('png', 120) });
  // A 2:1 picture is kept with the warning that it is cropped to 4:1.
  await expect(page.getByText('This picture is not 4:1 (2880x720); it will be cropped.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Discovery banner' })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  await page.reload();
  await expect(page.getByRole('img', { name: 'Discovery banner' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Discovery banner' }).click();
  await expect(page.getByRole('img', { name: 'Discovery banner' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Discovery', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Discovery banner' })).toHaveCount(0);
});

test('the owner of an apartment turns offers off and on, declines one offer and accepts another', async ({
  page,
}) => {
  // The host's balance before their offer is declined.
  await signIn(page, 'host@demo.test', '/profile');
  const hostBefore = await balance(page);

  await signIn(page, 'owner@demo.test', APARTMENT);
  const card = page.getByRole('region', { name: 'Home Location' });
  const offers = page.getByRole('table', { name: 'Offers received' });
  await expect(offers.getByRole('row')).toHaveCount(3);
  await expect(offers.getByRole('row', { name: /Demo Member/ })).toContainText('1,200 MC');
  await expect(offers.getByRole('row', { name: /Demo Member/ })).toContainText('1,080 MC');
  await expectAccessible(page, { anyImpact: true });

  // The switch is sent whenever it changes, and kept.
  const allow = card.getByRole('switch', { name: 'Allow offers' });
  await expect(allow).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/allowoffers') && r.status() === 200);
  await allow.click();
  await saved;
  await expect(card.getByText('Offers are turned off')).toBeVisible();
  await page.reload();
  await expect(allow).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Accept the offer from Demo Member' })).toBeDisabled();
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(page.getByRole('button', { name: 'Accept the offer from Demo Member' })).toBeEnabled();

  // Declining takes the offer off the list.
  await page.getByRole('button', { name: 'Decline the offer from Demo Host' }).click();
  await expect(offers.getByRole('row', { name: /Demo Host/ })).toHaveCount(0);
  await expect(offers.getByRole('row')).toHaveCount(2);

  // Accepting asks first, then pays the owner the amount minus the fees and goes to the metaverse.
  const ownerBefore = await balance(page);
  await page.getByRole('button', { name: 'Accept the offer from Demo Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(dialog).toContainText('you get 1,080 MC');
  await expectAccessible(page, { anyImpact: true });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(new RegExp(`${METAVERSE}$`));
  await expect(page.getByTitle('Metacoin balance')).toHaveText(
    `${(ownerBefore + 1080).toLocaleString('en-GB')} mc`,
  );

  // The apartment is sold: its page no longer shows the card.
  await page.goto(APARTMENT);
  await expect(page.getByRole('heading', { name: 'Sky Apartment', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Home Location' })).toHaveCount(0);

  // The host got their metacoin back.
  await signIn(page, 'host@demo.test', '/profile');
  await expect(page.getByTitle('Metacoin balance')).toHaveText(
    `${(hostBefore + 900).toLocaleString('en-GB')} mc`,
  );
});
