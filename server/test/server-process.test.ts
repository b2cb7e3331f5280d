import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signupForm } from './support/members.ts';
import { TEST_WEB_DIST } from './support/test-app.ts';

const serverEntry = path.join(import.meta.dirname, '../src/main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-start-'));
fs.chmodSync(dataDir, 0o755);
const running: ChildProcess[] = [];

/** `npm start`'s server as a real process on its own data folder; resolves with its address once it listens. */
function startServer(): {
  child: ChildProcess;
  ready: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      WEB_DIST_DIR: TEST_WEB_DIST,
      // The demo community has its own test; here it would only slow every first start.
      DEMO_PROFILES: '0',
      // NODE_ENV's default is production, where the sandbox must be asked for by name (decision 0027).
      PAYMENT_PROVIDER: 'sandbox',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"address":"(http:\/\/[^"]+)"/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on the embedded database', () => {
  it('starts on an empty data folder, refuses a second start, stops cleanly and keeps its data', async () => {
    const first = startServer();
    const address = await first.ready;
    const settings = (await (await fetch(`${address}/api/settings.php`)).json()) as {
      settings: { name: string };
    };
    expect(settings.settings.name).toBe('Flirtlokaal');
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const second = startServer();
    expect(await second.exited, second.output()).toBe(1);
    expect(second.output()).toContain('Another server');

    first.child.kill('SIGTERM');
    // On a failure the server's own log says which step of the stop went wrong.
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('embedded PostgreSQL stopped');
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = startServer();
    const againAddress = await again.ready;
    // The company row created on the first start is still there, not created anew.
    const company = (await (await fetch(`${againAddress}/api/companyinfo.php`)).json()) as {
      companyinfo: { added: string };
    };
    expect(Date.parse(company.companyinfo.added)).toBeLessThan(Date.now() - 500);
    expect((await fetch(`${againAddress}/readyz`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
    // A first start (initdb, every migration) and a restart: 15 s alone, several times that beside the other suites.
  }, 300_000);

  it('drains on SIGTERM: open live-event streams end (the browser reconnects elsewhere), new requests are refused, the process exits 0', async () => {
    const server = startServer();
    const address = await server.ready;
    const signup = await fetch(`${address}/api/signup.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address },
      body: JSON.stringify(signupForm()),
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const cookie = (signup.headers.get('set-cookie') ?? '').match(/auth\.session=[^;]+/)?.[0];
    if (!cookie) throw new Error('no session cookie');

    const stream = await fetch(`${address}/api/chat-events.php`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    const readUntil = async (done: (text: string) => boolean) => {
      for (;;) {
        if (done(received)) return true;
        const chunk = await reader.read();
        if (chunk.done) return false;
        received += new TextDecoder().decode(chunk.value);
      }
    };
    // The stream tells the browser to reconnect after 3 to 5 s (spread, so a drained instance's members do not
    // all come back at once), and opens with `ready`.
    expect(await readUntil((text) => text.includes('"type":"ready"'))).toBe(true);
    const retry = Number(received.match(/^retry: (\d+)$/m)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(3000);
    expect(retry).toBeLessThan(5000);

    server.child.kill('SIGTERM');
    // The stream ends (its reader is done) rather than holding the stop until the grace period.
    expect(await readUntil(() => false)).toBe(false);
    await expect(fetch(`${address}/api/settings.php`)).rejects.toThrow();
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM received, stopping');
    // The log is written without blocking (decision 0078), and nothing of it is lost at the stop: the signup's
    // request line and the last line of the stop are both in the output.
    expect(server.output()).toMatch(/"url":"\/api\/signup\.php".*"statusCode":201/);
    expect(server.output().trimEnd().split('\n').at(-1)).toContain('stopped');
  }, 300_000);
});
