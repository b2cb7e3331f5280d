/**
 * Budget 1, framework cost (issue 25): the full application as `npm start` runs it (production, cookies, the
 * session hook, security headers, compression, logging at info, the production build of the web) on its
 * constant JSON route GET /healthz, against a bare Fastify hello-world (the same Fastify, one JSON route) in a
 * process of its own. Both under wrk -t 2 -c 32 over keep-alive, in alternating rounds (A B B A A B …).
 * Budget: the application's requests/s ≥ 80 % of the hello-world's.
 *
 * /healthz is not logged per request (probes would drown the log: server/src/app.ts), so the part also loads
 * GET /api/interests.php, a constant answer without the database that goes through the request log and the
 * session hook, and reports it beside (not a budget).
 *
 * Run: npm run bench:framework [-- --quick]. Needs wrk (`apt-get install wrk`).
 */
import {
  buildWebIfStale,
  type ServerProcess,
  startHelloWorld,
  startProductionApp,
} from './support/app-process.ts';
import { startBenchDatabase } from './support/chat-bench.ts';
import { isMain, type Part, percent, runPartAlone } from './support/part.ts';
import { findWrk } from './support/send-wrk.ts';
import { alternate, type LoadResult, mean, runLoad } from './support/wrk-load.ts';

const CONNECTIONS = 32;
const BUDGET = 0.8;

export const framework: Part = async ({ quick }) => {
  const rounds = quick ? 2 : 3;
  const seconds = quick ? 4 : 8;
  const wrk = findWrk();
  buildWebIfStale();
  const database = await startBenchDatabase();
  const servers: ServerProcess[] = [];
  try {
    const app = await startProductionApp({ databaseUrl: database.url, dataDir: database.dataDir });
    servers.push(app);
    const hello = await startHelloWorld();
    servers.push(hello);
    const load = (port: number, path: string) => () =>
      runLoad(wrk, database.dataDir, {
        port,
        path,
        headers: { Host: 'localhost' },
        connections: CONNECTIONS,
        seconds,
      });
    // Warm both (JIT, connection pools) before the measured rounds.
    await load(app.port, '/healthz')();
    await load(hello.port, '/')();
    const healthz = await alternate(rounds, load(app.port, '/healthz'), load(hello.port, '/'));
    const logged = await alternate(rounds, load(app.port, '/api/interests.php'), load(hello.port, '/'));
    const rate = (results: LoadResult[]) => mean(results.map((result) => result.perSecond));
    const errors = [...healthz.a, ...logged.a].reduce((sum, result) => sum + result.errors, 0);
    const ratio = rate(healthz.a) / rate(healthz.b);
    const loggedRatio = rate(logged.a) / rate(logged.b);
    const perRound = (results: LoadResult[]) =>
      results.map((result) => result.perSecond.toFixed(0)).join(', ');
    return {
      part: 'framework',
      title: 'Budget 1: framework cost',
      command: 'npm run bench:framework',
      figures: [
        {
          name: 'hello-world req/s (rounds)',
          value: `${rate(healthz.b).toFixed(0)} (${perRound(healthz.b)})`,
        },
        {
          name: 'app GET /healthz req/s (rounds)',
          value: `${rate(healthz.a).toFixed(0)} (${perRound(healthz.a)})`,
        },
        { name: 'app GET /healthz / hello-world', value: percent(ratio) },
        {
          name: 'app GET /api/interests.php (logged, session hook) / hello-world',
          value: `${percent(loggedRatio)} (${rate(logged.a).toFixed(0)} / ${rate(logged.b).toFixed(0)} req/s)`,
        },
        { name: 'app p99 on /healthz', value: `${mean(healthz.a.map((r) => r.p99)).toFixed(2)} ms` },
      ],
      budgets: [
        {
          budget: '1. full app on a constant JSON route ≥ 80 % of bare Fastify hello-world',
          figure: `${percent(ratio)} (/healthz)`,
          held: ratio >= BUDGET && errors === 0,
        },
      ],
      notes: [
        `wrk -t 2 -c ${CONNECTIONS}, ${seconds} s a round, ${rounds} rounds each, alternating A B B A.`,
        '/healthz is not written to the request log (server/src/app.ts); /api/interests.php is, for comparison.',
        ...(errors ? [`${errors} failed requests on the app`] : []),
      ],
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.close();
  }
};

if (isMain(import.meta.url)) await runPartAlone(framework);
