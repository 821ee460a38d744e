import { defineConfig } from 'vitest/config';
import { contractPublicOperations } from './scripts/contract.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // As in vite.config.ts: the operations the API client allows while signed out.
        define: { __PUBLIC_API_OPERATIONS__: JSON.stringify(contractPublicOperations()) },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'common/**/*.test.ts'],
          exclude: ['server/test/routes/**', 'node_modules/**'],
        },
      },
      {
        // Page component tests: pages inside react-admin's test context with a fake data provider.
        define: { __PUBLIC_API_OPERATIONS__: JSON.stringify(contractPublicOperations()) },
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
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
