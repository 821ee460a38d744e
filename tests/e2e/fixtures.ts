/**
 * The journeys' `test`: each Playwright worker starts its own product server (console + API) on its own port
 * with a fresh data folder seeded with the demo world, so workers run side by side without sharing state.
 * Journeys import `test` and `expect` from here, never from `@playwright/test`.
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
      env: { DATA_DIR: dataDir, DEMO: '1' },
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
});

export { expect };
