import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value `days` from today at `hours`:`minutes` (local time). */
function local(days: number, hours: number, minutes = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:${pad(minutes)}`;
}

test('an owner schedules an event, breaking each date rule, and publishes it', async ({ page }) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-free/createevent');
  await page.getByRole('textbox', { name: 'Name' }).fill('Dates Test');
  await expect(page.getByText('URL: demo-free/events/dates_test')).toBeVisible();
  await page.getByRole('button', { name: 'Go!' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/events\/dates_test$/);
  await expect(page.getByRole('heading', { name: 'Event Settings', level: 2 })).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  // A public metaverse: Publish works, and Unpublish takes it back.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('This event is published.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeEnabled();

  const start = page.getByLabel('Start');
  const end = page.getByLabel('End');
  await start.fill(local(-1, 10));
  await expect(page.getByText('The start of an event cannot be in the past')).toBeVisible();
  await start.fill(local(2, 10));
  await end.fill(local(2, 9));
  await expect(page.getByText('The end of an event cannot be before its start')).toBeVisible();
  await end.fill(local(2, 23, 30));
  await expect(page.getByText('An event can last at most 12 hours')).toBeVisible();
  await expectAccessible(page, { anyImpact: true });

  // A valid edit is saved 3 s later.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/events\/[^/]+$/.test(response.url()),
  );
  await end.fill(local(2, 12));
  expect((await saved).status()).toBe(200);
  // Moving the start past the end puts the end 30 minutes after it.
  await start.fill(local(2, 13));
  await expect(end).toHaveValue(local(2, 13, 30));
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/events\/[^/]+$/.test(response.url()),
  );
  expect((await moved).status()).toBe(200);

  await page.reload();
  await expect(page.getByLabel('Start')).toHaveValue(local(2, 13));
  await expect(page.getByLabel('End')).toHaveValue(local(2, 13, 30));
  await expect(page.getByText('This event is published.')).toBeVisible();
});

test('an event of an invite-only metaverse says it must be public and cannot be published', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', '/domains/demo-business/createevent');
  await page.getByRole('textbox', { name: 'Name' }).fill('Members Only');
  await expect(page.getByText('URL: demo-business/events/members_only')).toBeVisible();
  await page.getByRole('button', { name: 'Go!' }).click();
  await expect(
    page.getByText(
      'For your event to be accesible by other players your Metaverse must be set to public in the Manage section',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expectAccessible(page, { anyImpact: true });
});
