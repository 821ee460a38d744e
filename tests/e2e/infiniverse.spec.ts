import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './session.ts';

test('a superuser starts regeneration, stops it, then watches a full run complete', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'superuser@demo.test', '/admin/infiniverse');
  await expect(page.getByRole('heading', { name: 'Building-world regeneration', level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('idle', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const regenerate = page.getByRole('button', { name: 'Regenerate' });
  const stop = page.getByRole('button', { name: 'Stop' });
  await regenerate.click();
  await expect(regenerate).toBeEnabled();
  await stop.click();
  // One second after Stop the card reads the status again: the run is stopping or stopped.
  await expect(status.getByText(/^(stopping|stopped)$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A stopping run ends when its running jobs have finished (slowly on a busy machine); the card shows it at its
  // next refresh, 30 seconds on. Only then may a new run start.
  await expect(status.getByText('stopped', { exact: true })).toBeVisible({ timeout: 90_000 });

  await regenerate.click();
  await expect(status.getByText(/^(running|completed)$/)).toBeVisible();
  await expect(status.getByRole('row', { name: /Submitted jobs/ })).toContainText(/\d+/);
  await expectAccessible(page);
  // The card refreshes every 30 seconds until the run has completed.
  await expect(status.getByText('completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(status.locator('.MuiChip-colorSuccess')).toHaveText('completed');
  await expect(status.getByRole('row', { name: /Progress/ })).toContainText('100%');
  await expect(status.getByRole('row', { name: /Error jobs/ })).toContainText('0');
  await expect(page.getByText('No jobs are running.')).toBeVisible();

  // A second Stop has nothing to stop: the refusal is a danger banner.
  await stop.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to stop regeneration: No regeneration is under way.',
  );
});

test('an administrator without the building-world permissions is told the permission the page needs', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/admin/infiniverse');
  await expect(
    page.getByRole('heading', { name: 'This page needs the admin_read_infiniverse permission.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await expectAccessible(page);
});
