import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { contractDefines } from './scripts/contract.ts';

/**
 * Four projects: `unit` (no database), `db` (tests that open a database, `*.db.test.ts`), `components` (pages
 * in happy-dom) and `api` (the HTTP API on a test app). `db` and `api` share a global set-up that migrates and
 * seeds once per run; each test file starts from a copy. Every timeout leaves room for a machine whose cores
 * are all busy: a test ends when its condition holds, the limit only stops one that hangs.
 */
const DATABASE_TIMEOUTS = { testTimeout: 120_000, hookTimeout: 240_000, teardownTimeout: 60_000 };
/**
 * The database and API files share their worker's process (each file still builds its own app on its own copy
 * of the database and closes it): a process per file spent most of each file's set-up loading the server's
 * modules and compiling PGlite's WebAssembly again (API project 337 → 204 s). These files mock no module.
 */
const SHARED_PROCESS = { isolate: false };

export default defineConfig({
  test: {
    // Vitest's default keeps one core for itself; its main process is idle while the files run.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        // As in vite.config.ts: the operations the API client allows while signed out, the staff collections.
        define: contractDefines(),
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'common/**/*.test.ts'],
          exclude: ['server/test/routes/**', '**/*.db.test.ts', 'node_modules/**'],
          // Some unit tests parse hostile files or draw images: seconds of work that a busy machine stretches.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          environment: 'node',
          include: ['server/**/*.db.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          ...DATABASE_TIMEOUTS,
          ...SHARED_PROCESS,
        },
      },
      {
        // Page component tests: pages inside react-admin's test context with a fake data provider.
        define: contractDefines(),
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          // Rendering a page is slow on a busy machine; waits end when the condition holds, not at the limit.
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/test/routes/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          ...DATABASE_TIMEOUTS,
          ...SHARED_PROCESS,
        },
      },
    ],
  },
});
