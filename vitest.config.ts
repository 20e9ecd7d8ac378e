import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // What the API tests and the end-to-end journeys read PDFs and mails with.
        test: { name: 'test-support', include: ['packages/test-support/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers fit the 2-core machines.
          maxWorkers: 2,
        },
      },
      './apps/web/vite.config.ts',
      {
        // The repository's own tooling: the import boundaries ESLint holds, and when npm start builds.
        test: { name: 'tooling', include: ['tooling/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
