import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { UNIT_TIER_ENV, serverTestsOf } from './apps/server/src/platform/testing/tiers.js';

// The test tiers (scripts/test-all.mjs runs them in this order):
//   unit         shared, server-unit, web: no app, no database
//   integration  server-integration on PGlite (and again on PostgreSQL with DATABASE_URL)
//   e2e          the real server and web app in chromium
// A server test file's tier follows from what it imports (apps/server/src/platform/testing/tiers.ts).
const serverShared = {
  root: 'apps/server',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // The files share no state (an integration file builds its own app on its own database copy), so
  // loading the module graph once per worker instead of once per file halves the run.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the CPUs, which is one on a two-CPU machine (CI's):
    // the test files are independent (each has its own database copy), so both CPUs run files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...serverShared,
          name: 'server-unit',
          include: serverTestsOf('unit'),
          env: { [UNIT_TIER_ENV]: 'unit' },
        },
      },
      {
        test: {
          ...serverShared,
          name: 'server-integration',
          include: serverTestsOf('integration'),
          globalSetup: ['src/platform/testing/global-setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['global-setup.ts'],
          // Two files at a time (E2E_WORKERS to try others): much of an e2e file waits for lottery
          // draws and real-time pushes, so a second one uses the idle time; more would starve the
          // browsers on a busy machine.
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS || 2),
          // Each file starts its own server and browser and keeps no state in modules, so, as in the
          // server project, a worker loads the server's module graph once instead of once per file.
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
