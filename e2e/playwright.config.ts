import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Two servers, PostgreSQL and two browsers share 2 cores: a reload under load may take more than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
