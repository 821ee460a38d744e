import type { Page } from '@playwright/test';
import { pictureOf } from '../../server/test/images.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value `days` from today at `hours`:00 (local time). */
function local(days: number, hours: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:00`;
}

/** Chooses a picture in the chooser the named button opens, and waits for the upload's answer. */
async function choose(page: Page, button: string, shade: number) {
  const chooser = page.waitForEvent('filechooser');
  const stored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/events/'));
  await page.getByRole('button', { name: button }).click();
  await (
    await chooser
  ).setFiles({ name: 'picture.png', mimeType: 'image/png', buffer: await pictureOf('png', shade) });
  expect((await stored).status()).toBe(200);
}

const savedEvent = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/events\/[^/]+$/.test(response.url()),
  );

test('an owner requests headset promotion of a scheduled event, and staff accept it with an event id', async ({
  page,
}) => {
  // Schedule an event ten days ahead (promotion needs a week's notice).
  await signIn(page, 'owner@demo.test', '/domains/demo-free/createevent');
  await page.getByRole('textbox', { name: 'Name' }).fill('Quest Premiere');
  await expect(page.getByText('URL: demo-free/events/quest_premiere')).toBeVisible();
  await page.getByRole('button', { name: 'Go!' }).click();
  await expect(page).toHaveURL(/\/domains\/demo-free\/events\/quest_premiere$/);
  const eventUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Headset Promotion', level: 2 })).toBeVisible();
  await expect(page.getByText('Not requested yet.')).toBeVisible();
  const checks = page.getByRole('list', { name: 'Requirements' });
  await expect(checks.getByText('Missing', { exact: true })).toHaveCount(7);

  // Every requirement: dates, description, pictures, published.
  const dates = savedEvent(page);
  await page.getByLabel('Start').fill(local(10, 18));
  await page.getByLabel('End').fill(local(10, 19));
  expect((await dates).status()).toBe(200);
  const described = savedEvent(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('The first showing, live in VR');
  expect((await described).status()).toBe(200);
  await choose(page, 'Change Icon', 30);
  await choose(page, 'Change Banner', 10);
  await choose(page, 'Upload Door image', 50);
  await choose(page, 'Upload Discovery icon', 70);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('This event is published.')).toBeVisible();
  await expect(checks.getByText('Missing', { exact: true })).toHaveCount(0);
  await expectAccessible(page, { anyImpact: true });

  // Request (every check holds), then the Oculus terms: Accept only once the box is ticked.
  await page.getByRole('button', { name: 'Request Promotion' }).click();
  const request = page.getByRole('dialog', { name: 'Request Headset Promotion' });
  await request.getByRole('button', { name: 'Confirm' }).click();
  await expect(request).toHaveCount(0);
  await expect(page.getByText('Requested: accept the Oculus terms to submit it for review.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Oculus Terms' });
  await expect(terms.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'I accept the Oculus terms' }).check();
  await expectAccessible(page, { anyImpact: true });
  await terms.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Submitted: waiting for staff to review it.')).toBeVisible();
  // Staff controls are not the owner's.
  await page.getByRole('combobox', { name: 'Release' }).click();
  await page.getByRole('option', { name: 'Work In Progress' }).click();
  await expect(page.getByRole('button', { name: 'Assign Event Id' })).toHaveCount(0);

  // Staff (a superuser: the manage page needs manage_domain, and the controls admin_write_entities) see it
  // among the requested features, then assign an Oculus event id on the dev release.
  await signIn(page, 'superuser@demo.test', '/admin/events');
  await expect(page.getByRole('link', { name: 'Quest Premiere' })).toBeVisible();
  await page.goto(eventUrl);
  await page.getByRole('combobox', { name: 'Release' }).click();
  await page.getByRole('option', { name: 'Work In Progress' }).click();
  await page.getByRole('button', { name: 'Assign Event Id' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Oculus Event Id' });
  const id = assign.getByRole('textbox', { name: 'Oculus event id' });
  const confirm = assign.getByRole('button', { name: 'Assign', exact: true });
  await id.fill('12345');
  await expect(assign.getByText('Event not found')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // A demo headset event of another title and time: every mismatch is named until the errors are ignored.
  await id.fill('7100000000000000');
  await expect(assign.getByText("Oculus event title doesn't match expected title")).toBeVisible();
  await expect(assign.getByText("Oculus event start doesn't match expected start")).toBeVisible();
  await expect(assign.getByText("Oculus event end doesn't match expected end")).toBeVisible();
  await expect(confirm).toBeDisabled();
  await assign.getByRole('checkbox', { name: 'Ignore Errors' }).check();
  await expectAccessible(page, { anyImpact: true });
  await confirm.click();
  await expect(assign).toHaveCount(0);
  await expect(page.getByText('Accepted: this event is linked to an Oculus event.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Oculus event 7100000000000000' })).toBeVisible();

  // The owner finds it accepted, with the name, description and dates locked.
  await signIn(page, 'owner@demo.test', eventUrl);
  await expect(page.getByText('Accepted: this event is linked to an Oculus event.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  await expect(page.getByLabel('Start')).toBeDisabled();
  await expectAccessible(page, { anyImpact: true });
});

test('an owner resubmits a storefront that was not approved, staff approve it, and the banner is gone', async ({
  page,
}) => {
  // demo-premium's Prank Palace: a joke location not approved, with a note.
  const location = '/domains/demo-premium/locations/prank_palace';
  await signIn(page, 'owner@demo.test', location);
  const banner = page.getByTestId('approval-banner');
  await expect(banner.getByText('This location was not approved.')).toBeVisible();
  await expect(banner.getByText('Approval note: Please add opening hours to the shop sign.')).toBeVisible();
  await expectAccessible(page, { anyImpact: true });
  await banner.getByRole('button', { name: 'Resubmit' }).click();
  await expect(banner.getByText('Submitted for approval: staff will review it soon.')).toBeVisible();
  await expect(banner.getByRole('button')).toHaveCount(0);

  await signIn(page, 'admin@demo.test', '/admin/approvals');
  const storefronts = page.getByRole('table', { name: 'Pending storefronts' });
  await expect(storefronts.getByRole('row', { name: /Prank Palace/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Prank Palace' }).click();
  await expect(storefronts.getByRole('row', { name: /Prank Palace/ })).toHaveCount(0);

  await signIn(page, 'owner@demo.test', location);
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await expect(page.getByTestId('approval-banner')).toHaveCount(0);
});
