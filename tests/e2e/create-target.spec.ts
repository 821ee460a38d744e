import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

test('an owner creates a location from the metaverse page, with the name rules', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business');
  await page.getByRole('link', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/createlocation$/);
  await expect(page.getByRole('heading', { name: 'Create New Location', level: 1 })).toBeVisible();
  const go = page.getByRole('button', { name: 'Go!' });
  await expect(go).toBeDisabled();
  await expectAccessible(page, { anyImpact: true });

  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Beach');
  await expect(page.getByText('A location with this name already exists')).toBeVisible();
  await name.fill('beach');
  await expect(page.getByText('A location with this URL already exists')).toBeVisible();
  await name.fill('Sun Deck');
  await expect(page.getByRole('textbox', { name: 'Metaverse URL' })).toHaveValue(
    'demo-business/locations/sun_deck',
  );
  await expect(go).toBeDisabled();
  await page.getByRole('radio', { name: 'Gallery' }).check();
  // Templates above the plan are not offered.
  await expect(page.getByRole('radio', { name: 'Private Island' })).toHaveCount(0);
  await expectAccessible(page, { anyImpact: true });
  await go.click();

  await expect(page).toHaveURL(/\/domains\/demo-business\/locations\/sun_deck$/);
  await expect(page.getByRole('heading', { name: 'Sun Deck', level: 1 })).toBeVisible();
});

test('a storefront created from its template can be submitted for approval at once', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/createlocation');
  await page.getByRole('textbox', { name: 'Name' }).fill('Market Stall');
  await page.getByRole('radio', { name: 'Storefront' }).check();
  await page.getByRole('button', { name: 'Go!' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/locations\/market_stall$/);
  const approval = page.getByTestId('approval-banner');
  await approval.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted for approval: staff will review it soon.')).toBeVisible();
});

test('an owner names an event, then creates a copy of it', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/createevent');
  await expect(page.getByRole('heading', { name: 'Name Your Event!', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Your event name can be changed later, but the URL cannot, so choose carefully!'),
  ).toBeVisible();
  const go = page.getByRole('button', { name: 'Go!' });
  await expect(go).toBeDisabled();
  await expectAccessible(page, { anyImpact: true });

  await page.getByRole('textbox', { name: 'Name' }).fill('Movie Night');
  await expect(page.getByText('URL: demo-business/events/movie_night')).toBeVisible();
  await go.click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/events\/movie_night$/);
  await expect(page.getByRole('heading', { name: 'Movie Night', level: 1 })).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/events\/[^/]+$/.test(response.url()),
  );
  await page.getByRole('textbox', { name: 'Description' }).fill('Classic films on the big screen');
  expect((await saved).status()).toBe(200);

  await page.getByRole('link', { name: 'Copy Event' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/createevent\?copy=movie_night$/);
  await expect(
    page.getByText(
      'A copy of Movie Night: its description, location, images, visibility and age group come with it; its name and URL are new.',
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Movie Night');
  await expect(page.getByText('URL: demo-business/events/movie_night_2')).toBeVisible();
  await go.click();
  await expect(page).toHaveURL(/\/domains\/demo-business\/events\/movie_night_2$/);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Classic films on the big screen',
  );
  await expectAccessible(page, { anyImpact: true });
});
