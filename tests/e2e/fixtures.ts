/**
 * The journeys' `test`: each Playwright worker starts its own product server (console + API) on its own port
 * with a fresh data folder seeded with the demo world, so workers run side by side without sharing state.
 * Journeys import `test` and `expect` from here, never from `@playwright/test`. A journey fails when the page broke
 * the Content-Security-Policy (the server's `security-headers.ts`), whether Chromium reported it as a
 * `securitypolicyviolation` event or as a console error.
 */
import { test as base, expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../scripts/server-process.ts';

/** The first worker's port; worker n listens on this + n. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 18300);
/** How long a server may take to migrate and seed on a busy machine. */
const START_LIMIT_MS = 180_000;

interface AppServer {
  url: string;
}

async function startServer(index: number): Promise<{ server: AppServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'multiverse-e2e-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({
      port: BASE_PORT + index,
      env: { DATA_DIR: dataDir, DEMO: '1', STREAM_RELAY_ADDRESS: '127.0.0.1' },
      startLimitMs: START_LIMIT_MS,
    });
    return {
      server: { url: server.url },
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature.
    async ({}, provide, workerInfo) => {
      const { server, stop } = await startServer(workerInfo.parallelIndex);
      try {
        await provide(server);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', timeout: START_LIMIT_MS + 10_000 },
  ],
  baseURL: async ({ appServer }, provide) => {
    await provide(appServer.url);
  },
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
        violations.push(message.text());
    });
    // Playwright's init scripts run outside the page's policy; this one reports what the policy blocked.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
        );
      });
    });
    await provide(page);
    expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
  },
});

export { expect };
