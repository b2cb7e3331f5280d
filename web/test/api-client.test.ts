// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, onAuthenticationRequired } from '../src/api/client.ts';

/** A real HTTP server whose answers each test scripts: status codes in order, then 200. */
let server: http.Server;
let base = '';
let script: number[] = [];
const seen: Array<{ url: string; headers: http.IncomingHttpHeaders }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    const status = script.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    const body =
      status === 200
        ? { ok: true }
        : status === 403
          ? { error: 'authentication_required' }
          : status < 500
            ? { error: 'validation_failed', fields: ['email'] }
            : { error: 'generic' };
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const run = async <T>(path: string, statuses: number[]) => {
  script = [...statuses];
  seen.length = 0;
  return await apiFetch<T>(path, { retryBaseDelayMs: 1 }, base);
};

describe('apiFetch', () => {
  it('retries a 5xx answer and returns the later success', async () => {
    expect(await run('/api/settings.php', [503, 500])).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
  });

  it('gives up after 5 retries', async () => {
    await expect(run('/api/settings.php', [500, 500, 500, 500, 500, 500, 500])).rejects.toMatchObject({
      code: 'generic',
      status: 500,
    });
    expect(seen).toHaveLength(6);
  });

  it('never retries a 4xx and reports its error code and parameters', async () => {
    const error = await run('/api/settings.php', [400]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, params: { fields: ['email'] } });
    expect(seen).toHaveLength(1);
  });

  it('retries when the network fails', async () => {
    const started = Date.now();
    await expect(
      apiFetch('/api/settings.php', { retryBaseDelayMs: 20 }, 'http://127.0.0.1:1'),
    ).rejects.toMatchObject({
      code: 'network',
      status: 0,
    });
    // 20 + 40 + 80 + 160 + 320 ms of waiting between the 6 tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('sends X-Request-Type: client on user.php only', async () => {
    await run('/api/user.php', []);
    expect(seen[0]?.headers['x-request-type']).toBe('client');
    await run('/api/settings.php', []);
    expect(seen[0]?.headers['x-request-type']).toBeUndefined();
  });

  it('on 403 authentication_required tells the session to log out and marks the error silent', async () => {
    const listener = vi.fn();
    const stop = onAuthenticationRequired(listener);
    const error = await run('/api/user.php', [403]).catch((e: unknown) => e);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ code: 'authentication_required', silent: true });
    expect(seen).toHaveLength(1);
  });
});
