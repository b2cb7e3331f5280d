import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    // A journey through the whole app in jsdom takes 5–12 s alone on 2 cores and up to twice that while the server
    // project's databases run beside it (npm test): 15 s failed CI three times. A bound, not a wait.
    testTimeout: 45_000,
  },
});
