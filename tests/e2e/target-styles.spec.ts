import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const VIDEO = 'dQw4w9WgXcQ';

/** The styles card of the manage page. */
const stylesCard = (page: Page) => page.getByRole('region', { name: 'Styles' });

test('a YouTube link is refused on a free metaverse and kept, normalised, on a premium one', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-free');
  const card = stylesCard(page);
  await expect(card.getByRole('heading', { name: 'Lobby', level: 3 })).toBeVisible();
  await card.getByRole('button', { name: 'YouTube Link' }).click();
  const refused = page.getByRole('dialog', { name: 'YouTube link' });
  await expect(refused.getByText('Videos are not supported on your current plan...')).toBeVisible();
  await refused.getByRole('textbox', { name: 'Video address' }).fill(`https://youtu.be/${VIDEO}`);
  await expect(refused.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page, { anyImpact: true });
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/domains/demo-premium');
  await stylesCard(page).getByRole('button', { name: 'YouTube Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'YouTube link' });
  await expect(dialog.getByText('Videos are not supported on your current plan...')).toHaveCount(0);
  const address = dialog.getByRole('textbox', { name: 'Video address' });
  await address.fill('https://www.youtube.com/playlist?list=PL1');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await address.fill(`https://youtu.be/${VIDEO}?si=shared`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const value = `YouTube video: https://www.youtube.com/watch?v=${VIDEO}`;
  await expect(stylesCard(page).getByText(value)).toBeVisible();
  await page.reload();
  await expect(stylesCard(page).getByText(value)).toBeVisible();
});

test('a door goes round the five formats, follows the release, and Reset Overrides brings the defaults back', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-premium/locations/home');
  const card = stylesCard(page);
  await card.getByRole('button', { name: 'Change North door' }).click();
  const dialog = page.getByRole('dialog', { name: 'Door or link: North door' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // A headset app takes digits only.
  await dialog.getByRole('radio', { name: 'A headset app' }).check();
  const appId = dialog.getByRole('textbox', { name: 'Headset app id (digits only)' });
  await appId.fill('12ab');
  await expect(dialog.getByText('A headset app id has digits only')).toBeVisible();
  await expect(save).toBeDisabled();
  await appId.fill('1234');
  await expectAccessible(page, { anyImpact: true });
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('A headset app: 1234')).toBeVisible();

  // Opened again it shows what is stored, and Save waits for a change.
  await card.getByRole('button', { name: 'Change North door' }).click();
  await expect(dialog.getByRole('radio', { name: 'A headset app' })).toBeChecked();
  await expect(appId).toHaveValue('1234');
  await expect(save).toBeDisabled();
  // A multiverse value naming /locations/ is a custom value.
  await dialog.getByRole('radio', { name: 'Custom value' }).check();
  await dialog.getByRole('textbox', { name: 'Value' }).fill('[multiverse] demo-free/locations/beach');
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Custom value: [multiverse] demo-free/locations/beach')).toBeVisible();
  await card.getByRole('button', { name: 'Change North door' }).click();
  await expect(dialog.getByRole('radio', { name: 'Custom value' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'A location' }).check();
  // The metaverse's locations are offered as the name is typed; any name may be typed too.
  const location = dialog.getByRole('combobox', { name: 'Location' });
  await location.fill('hom');
  await page.getByRole('option', { name: /^(.+ \()?home\)?$/ }).click();
  await expect(location).toHaveValue('home');
  await expectAccessible(page, { anyImpact: true });
  await location.fill('beach');
  await save.click();
  await expect(card.getByText('A location: beach')).toBeVisible();

  // A locked east door, then both survive a reload.
  await card.getByRole('button', { name: 'Change East door' }).click();
  const east = page.getByRole('dialog', { name: 'Door or link: East door' });
  await east.getByRole('radio', { name: 'Locked' }).check();
  await east.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Locked', { exact: true })).toBeVisible();
  await page.reload();
  await expect(stylesCard(page).getByText('A location: beach')).toBeVisible();

  // Outside production the page starts on Work In Progress; the other release has none of this.
  await expect(page.getByRole('combobox', { name: 'Release' })).toHaveText('Work In Progress');
  await page.getByRole('combobox', { name: 'Release' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expect(stylesCard(page).getByText('A location: beach')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Release' }).click();
  await page.getByRole('option', { name: 'Work In Progress' }).click();
  await expect(stylesCard(page).getByText('A location: beach')).toBeVisible();

  await stylesCard(page).getByRole('button', { name: 'Reset Overrides' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset overrides?' });
  await confirm.getByRole('button', { name: 'Reset Overrides' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(stylesCard(page).getByText('A location: beach')).toHaveCount(0);
  await expect(stylesCard(page).getByRole('button', { name: 'Reset Overrides' })).toBeDisabled();
  await page.reload();
  await expect(stylesCard(page).getByText('Locked', { exact: true })).toHaveCount(0);
  await expect(stylesCard(page).getByRole('button', { name: 'Reset Overrides' })).toBeDisabled();
});

test('a content variable takes a picture chosen in the drive browser', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/locations/home');
  const screen = stylesCard(page).getByRole('group', { name: /^Side screen/ });
  await screen.getByRole('button', { name: 'Choose File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a file' });
  await dialog.getByRole('button', { name: 'Metaverses', exact: true }).click();
  await dialog.getByRole('button', { name: 'Demo Business', exact: true }).click();
  await dialog.getByRole('button', { name: 'uploads', exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^lobby-poster\.png/ })).toBeVisible();
  // Only pictures and videos are offered: the Markdown note is not.
  await expect(dialog.getByRole('button', { name: /^welcome\.md/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: /^lobby-poster\.png/ }).click();
  await expect(dialog.getByRole('button', { name: /^lobby-poster\.png/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, { anyImpact: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(screen.getByText('Picture from your drives')).toBeVisible();
  await page.reload();
  await expect(
    stylesCard(page)
      .getByRole('group', { name: /^Side screen/ })
      .getByText('Picture from your drives'),
  ).toBeVisible();
});
