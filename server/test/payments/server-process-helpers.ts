import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { TEST_WEB_DIST } from '../support/test-app.ts';

const serverEntry = path.join(import.meta.dirname, '../../src/main.ts');

export type ServerProcess = {
  child: ChildProcess;
  /** The address once the server listens; rejects when it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * The real server (`server/src/main.ts`) as its own process on an embedded PostgreSQL in `dataDir`, with
 * production settings unless `env` says otherwise (a variable given as undefined is not set at all); `args` as
 * `npm start` passes them.
 */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  args: string[] = [],
): ServerProcess {
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: '',
    MOLLIE_API_KEY: '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    WEB_DIST_DIR: TEST_WEB_DIST,
    DEMO_PROFILES: '0',
    ...env,
  };
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete settings[name];
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry, ...args], {
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  ready.catch(() => {});
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

/** A loopback port nothing listens on (taken and freed again): calls to it are refused. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A connection to the embedded PostgreSQL of a running server on `dataDir` (docs/operations.md). */
export async function connectEmbedded(dataDir: string): Promise<pg.Client> {
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const secret = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/community`,
  });
  await client.connect();
  return client;
}

/** Polls `read` until it answers something `done` accepts, or fails after `timeoutMs` with the last answer. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}
