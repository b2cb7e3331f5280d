import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['server', 'server/vitest.faults.config.ts', 'web', 'contract'],
  },
});
