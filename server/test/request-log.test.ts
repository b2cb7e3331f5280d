import { expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

it('keeps positions out of the request log', async () => {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    const { app } = await createTestApp({ LOG_LEVEL: 'info' });
    await app.inject({ url: '/api/geocode.php?lat=52.37021&lon=4.89516' });
  } finally {
    process.stdout.write = write;
  }
  const log = lines.join('');
  expect(log).toContain('/api/geocode.php?lat=-&lon=-');
  expect(log).not.toMatch(/52\.37|4\.89/);
});
