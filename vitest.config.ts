import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['server', 'server/vitest.faults.config.ts', 'web', 'contract'],
    // Vitest's default is one worker less than the cores: one worker on the project's 2-core machine. Each server
    // test file has a database of its own and ports of its own (port 0), so two files run side by side; the fault
    // suite still runs alone, one file at a time, after the rest (fileParallelism: false). Decision 0046.
    maxWorkers: 2,
  },
});
