import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker has its own server and demo world (tests/e2e/fixtures.ts); a file's journeys run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Budgets for a busy machine (load average 10 on two cores): a journey and a condition fail only when stuck,
  // never because the machine was slow. Journeys wait on conditions, never on the clock.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // DOM snapshots of every action, without the screencast: encoding a picture of every frame kept the browser's
    // compositor busy for the whole run and slowed the pages under test on a two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
