import { defineConfig } from 'vitest/config';

// The API suite runs in full on one engine. With DATABASE_URL set (CI), that is PostgreSQL, and the
// files below run on the embedded PGlite too (`api-embedded`); without it, everything runs on PGlite.
// What runs on both: every file whose outcome depends on the engine under it, and every routes file
// (each feature's HTTP surface, end to end through the real service).
const engineDependent = [
  'apps/api/src/db/**/*.test.ts', // migrations, the data directory's lock
  'apps/api/src/server.test.ts', // the real process on a DATA_DIR
  'apps/api/src/crash.test.ts', // the real process killed mid-work: what each engine brings back
  'apps/api/src/jobs.test.ts', // pg-boss through each engine's SQL
  'apps/api/src/job-queue-upgrade.test.ts',
  'apps/api/src/**/*.races.test.ts', // locks
  'apps/api/src/**/*plan.test.ts', // prepared statements and their plans
  'apps/api/src/scripts/**/*.test.ts', // the demo seed
  'apps/api/src/features/**/*.routes.test.ts',
];
// Not listed, so run once: access-matrix.test.ts and fuzz.test.ts hold every route to its declared
// access and to no 5xx, which is the service's doing, not the engine's.
// These start the service on a DATA_DIR whatever DATABASE_URL says: the PostgreSQL pass skips them.
const embeddedOnly = ['apps/api/src/server.test.ts', 'apps/api/src/db/data-dir-lock.test.ts'];

const api = {
  environment: 'node',
  globalSetup: ['apps/api/src/testing/global-setup.ts'],
  setupFiles: ['apps/api/src/testing/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file gets its own database; two workers fit the 2-core machines.
  maxWorkers: 2,
  // Files share their worker's modules instead of importing the whole service again per file (a
  // second of every file's time): each file still builds its own app on its own database, and no
  // module keeps state that is not keyed by its database.
  isolate: false,
} as const;

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
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], exclude: process.env.DATABASE_URL ? embeddedOnly : [], ...api },
      },
      {
        test: { name: 'api-embedded', include: engineDependent, ...api },
      },
      './apps/web/vite.config.ts',
      {
        // The repository's own tooling: the import boundaries ESLint holds, and when npm start builds.
        test: { name: 'tooling', include: ['tooling/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
