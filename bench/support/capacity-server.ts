import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { cpuSeconds, postgresCpuSeconds } from './process-cpu.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** What the server process and its PostgreSQL hold at one moment; CPU seconds so far, to subtract. */
export type ServerSample = {
  at: number;
  serverCpu: number;
  /** Seconds the server's main (JavaScript) thread so far spent runnable but waiting for a CPU. */
  serverCpuWait: number;
  postgresCpu: number;
  rssBytes: number;
  openFiles: number;
  postgresConnections: number;
  postgresActive: number;
};

/**
 * The production server as `npm start` runs it (server/src/main.ts with --sandbox-unless-configured, NODE_ENV
 * unset = production, request logging at info into a file), over the bench's PostgreSQL, listening on 127.0.0.1.
 * It believes X-Forwarded-For from loopback (TRUST_PROXY), as behind the proxy a site has in front, so each
 * simulated member has an address of their own for the per-address rate limits.
 */
export async function startCapacityServer(databaseUrl: string, dataDir: string) {
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  // NODE_ENV unset: production, as `npm start` runs it (an explicit production would refuse the sandbox).
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the server when it stops (docs/benchmarks.md).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--enable-source-maps',
      '--import',
      'tsx',
      'server/src/main.ts',
      '--sandbox-unless-configured',
    ],
    {
      cwd: ROOT,
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_PROFILES: '0',
        TRUST_PROXY: '127.0.0.0/8',
      },
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const startedAt = Date.now();
    const poll = setInterval(() => {
      const text = fs.readFileSync(logFile, 'utf8');
      const match = /ready on http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
      if (match) {
        clearInterval(poll);
        resolve(Number(match[1]));
      } else if (child.exitCode !== null || Date.now() - startedAt > START_TIMEOUT_MS) {
        clearInterval(poll);
        reject(new Error(`the server did not start:\n${text.slice(-2000)}`));
      }
    }, 200);
  });
  const pid = child.pid as number;

  return {
    port,
    pid,
    /**
     * Resolves once the server has been idle for two seconds (at most `timeoutMs`): after "ready" it still warms
     * the geocoder on its thread, which would otherwise land in the first step.
     */
    async idle(timeoutMs = 90_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      let quiet = 0;
      let last = cpuSeconds([pid]);
      while (quiet < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = cpuSeconds([pid]);
        quiet = now - last < 0.05 ? quiet + 1 : 0;
        last = now;
      }
    },
    /** The process's limit of open files (sockets count): the most streams it can ever hold. */
    openFileLimit(): number {
      const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
      return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? 0);
    },
    async sample(sql: pg.Pool): Promise<ServerSample> {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const { rows } = await sql.query<{ total: number; active: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active
         FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      return {
        at: performance.now(),
        serverCpu: cpuSeconds([pid]),
        serverCpuWait:
          Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9,
        postgresCpu: postgresCpuSeconds(path.join(dataDir, 'postgres')),
        rssBytes: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024,
        openFiles: fs.readdirSync(`/proc/${pid}/fd`).length,
        postgresConnections: rows[0]?.total ?? 0,
        postgresActive: rows[0]?.active ?? 0,
      };
    },
    /** The log's warnings and errors (pino level ≥ 40), counted by message, the most frequent first. */
    problems(): Array<{ message: string; count: number }> {
      const counts = new Map<string, number>();
      for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
        if (!/"level":(4|5|6)\d/.test(line)) continue;
        let message = line.slice(0, 160);
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          message = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`;
        } catch {}
        counts.set(message, (counts.get(message) ?? 0) + 1);
      }
      return [...counts].map(([message, count]) => ({ message, count })).sort((a, b) => b.count - a.count);
    },
    async stop(): Promise<void> {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
}

export type CapacityServer = Awaited<ReturnType<typeof startCapacityServer>>;
