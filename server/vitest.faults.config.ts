import { defineConfig } from 'vitest/config';

/**
 * The fault and backup suite (issue 19): real server processes on PostgreSQL clusters of its own, killed and
 * restarted. `npm run test:faults` runs it alone; the root config runs it with the rest (`npm test`).
 */
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/faults/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: each starts its own PostgreSQL and server processes on a 2-core machine.
    fileParallelism: false,
  },
});
