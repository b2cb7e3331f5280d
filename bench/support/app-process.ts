import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = { port: number; pid: number; stop: () => Promise<void> };

/** Starts `args` under node with tsx and waits until it prints its port (`pattern` finds it in stdout). */
async function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
  name: string,
): Promise<ServerProcess> {
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--enable-source-maps', '--import', 'tsx', ...args],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let seen = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const found = seen.match(pattern);
      if (found) resolve(Number(found[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening:\n${seen}`)));
  });
  // What it logs from now on is read and dropped, as a log shipper would take it.
  seen = '';
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    port,
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The application as `npm start` runs it (server/src/main.ts with --sandbox-unless-configured; NODE_ENV not set,
 * so production by default; logging at info to stdout; cookies, sessions, security headers, compression; the
 * production build of the web from web/dist), over `databaseUrl` (already migrated and seeded, or not: main
 * migrates and seeds the defaults), with no demo community unless asked, on a free loopback port.
 */
export function startProductionApp(options: {
  databaseUrl: string;
  dataDir: string;
  /** Demo profiles seeded on the first start (none by default). */
  demoProfiles?: number;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_PROFILES: String(options.demoProfiles ?? 0),
  };
  return startNode(
    ['server/src/main.ts', '--sandbox-unless-configured'],
    env,
    /ready on http:\/\/127\.0\.0\.1:(\d+)/,
    'the application',
  );
}

/** The bare Fastify hello-world (bench/support/hello-world.ts) in its own process; its route is `/`. */
export function startHelloWorld(): Promise<ServerProcess> {
  return startNode(
    [fileURLToPath(new URL('./hello-world.ts', import.meta.url))],
    { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
    /PORT (\d+)/,
    'the hello-world',
  );
}

/** Builds the web app when its sources changed since the last build, as `npm start` does first. */
export function buildWebIfStale(): void {
  const run = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('building the web app failed');
}

/** The framework budget's floor (bench/support/framework-floor.ts) in its own process; its route is `/healthz`. */
export function startFrameworkFloor(): Promise<ServerProcess> {
  return startNode(
    [fileURLToPath(new URL('./framework-floor.ts', import.meta.url))],
    { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
    /PORT (\d+)/,
    'the framework floor',
  );
}

/**
 * The stack's floor (web/floor) built with the web app's Vite settings and served in a process of its own
 * (bench/support/stack-floor-site.ts); its Lighthouse figures are the least a page on the chosen stack scores.
 */
export function startStackFloorSite(): Promise<ServerProcess> {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'floor/vite.config.ts', '--logLevel', 'warn'],
    { cwd: path.join(root, 'web'), encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the stack floor did not build:\n${built.stderr}`);
  return startNode(
    [fileURLToPath(new URL('./stack-floor-site.ts', import.meta.url))],
    { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
    /PORT (\d+)/,
    'the stack floor site',
  );
}
