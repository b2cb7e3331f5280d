import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, sandboxRefusal } from '../../src/config.ts';
import { type ServerProcess, startServerProcess } from './server-process-helpers.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-payment-config-'));
fs.chmodSync(dataDir, 0o755);
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const refusal = (env: Record<string, string>, npmStart = false) =>
  sandboxRefusal(loadConfig({ DATA_DIR: dataDir, ...env }), npmStart);

describe('the sandbox is never the silent fallback in production (decision 0027)', () => {
  it('production without MOLLIE_API_KEY needs PAYMENT_PROVIDER=sandbox by name', () => {
    expect(refusal({ NODE_ENV: 'production' })).toContain('PAYMENT_PROVIDER=sandbox');
    expect(refusal({})).toContain('MOLLIE_API_KEY');
    expect(refusal({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toBeUndefined();
    expect(refusal({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abc' })).toBeUndefined();
    // A laptop: development, tests, and `npm start` with nothing configured (not even NODE_ENV) keep the sandbox.
    expect(refusal({ NODE_ENV: 'development' })).toBeUndefined();
    expect(refusal({ NODE_ENV: 'test' })).toBeUndefined();
    expect(refusal({}, true)).toBeUndefined();
    // `npm start` on a server that says NODE_ENV=production is a production start: the flag does not apply.
    expect(refusal({ NODE_ENV: 'production' }, true)).toContain('set PAYMENT_PROVIDER=sandbox');
    expect(refusal({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, true)).toBeUndefined();
    expect(refusal({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abc' }, true)).toBeUndefined();
    // `npm start` with a key still takes Mollie: the flag only fills a gap.
    expect(loadConfig({ DATA_DIR: dataDir, MOLLIE_API_KEY: 'live_abc' }).paymentProvider).toBe('mollie');
  });

  it('the server process refuses to start with a message naming the fix, before it touches the data folder', async () => {
    const server = startServerProcess(dataDir, { NODE_ENV: 'production' });
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('NODE_ENV=production takes payments only with MOLLIE_API_KEY');
    expect(server.output()).toContain('set PAYMENT_PROVIDER=sandbox');
    expect(server.output()).not.toContain('ready on');
    expect(fs.readdirSync(dataDir)).toEqual([]);
    // Started with PAYMENT_PROVIDER=sandbox, and as `npm start` starts it, it runs: payment-fault.test.ts.
  }, 60_000);

  it('`NODE_ENV=production npm start` without a key refuses as well: the sandbox flag is for an unset NODE_ENV', async () => {
    const server = startServerProcess(dataDir, { NODE_ENV: 'production' }, ['--sandbox-unless-configured']);
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('NODE_ENV=production takes payments only with MOLLIE_API_KEY');
    expect(server.output()).toContain('set PAYMENT_PROVIDER=sandbox');
    expect(server.output()).toContain('npm start takes the sandbox by itself only when NODE_ENV is not set');
    expect(server.output()).not.toContain('ready on');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
