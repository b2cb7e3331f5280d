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
 * Beside them, the floor (bench/support/framework-floor.ts): the same Fastify with only what the budget names
 * (the logger at info, a request id, cookies, compression, the JSON answer's security headers) and no product. It
 * shows what any app with those features gives up against the hello-world, and how far the application is
 * above it. The three take turns in each round (rotating the order), and each line also gives the server's CPU
 * per request from /proc, which other work on the machine moves less than requests/s.
 *
 * Run: npm run bench:framework [-- --quick]. Needs wrk (`apt-get install wrk`).
 */
import {
  buildWebIfStale,
  type ServerProcess,
  startFrameworkFloor,
  startHelloWorld,
  startProductionApp,
} from './support/app-process.ts';
import { startBenchDatabase } from './support/chat-bench.ts';
import { isMain, type Part, percent, runPartAlone } from './support/part.ts';
import { findWrk } from './support/send-wrk.ts';
import {
  alternate,
  cpuPerRequest,
  type LoadResult,
  type Measured,
  mean,
  measured,
  rotate,
  runLoad,
} from './support/wrk-load.ts';

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
    const floor = await startFrameworkFloor();
    servers.push(floor);
    const load = (server: ServerProcess, path: string) => () =>
      measured(server.pid, () =>
        runLoad(wrk, database.dataDir, {
          port: server.port,
          path,
          headers: { Host: 'localhost' },
          connections: CONNECTIONS,
          seconds,
        }),
      );
    // Warm all three (JIT, connection pools) before the measured rounds.
    await load(app, '/healthz')();
    await load(hello, '/')();
    await load(floor, '/healthz')();
    const [healthz = [], helloRounds = [], floorRounds = []] = await rotate(rounds, [
      load(app, '/healthz'),
      load(hello, '/'),
      load(floor, '/healthz'),
    ]);
    const logged = await alternate(rounds, load(app, '/api/interests.php'), load(hello, '/'));
    const rate = (results: LoadResult[]) => mean(results.map((result) => result.perSecond));
    const cpu = cpuPerRequest;
    const errors = [...healthz, ...logged.a].reduce((sum, result) => sum + result.errors, 0);
    const ratio = rate(healthz) / rate(helloRounds);
    const floorRatio = rate(floorRounds) / rate(helloRounds);
    const loggedRatio = rate(logged.a) / rate(logged.b);
    const perRound = (results: LoadResult[]) =>
      results.map((result) => result.perSecond.toFixed(0)).join(', ');
    const cpuLine = (results: Measured[]) =>
      `${cpu(results).toFixed(1)} µs (${results.map((result) => result.cpuMicrosPerRequest.toFixed(1)).join(', ')})`;
    return {
      part: 'framework',
      title: 'Budget 1: framework cost',
      command: 'npm run bench:framework',
      figures: [
        {
          name: 'hello-world req/s (rounds)',
          value: `${rate(helloRounds).toFixed(0)} (${perRound(helloRounds)})`,
        },
        {
          name: 'app GET /healthz req/s (rounds)',
          value: `${rate(healthz).toFixed(0)} (${perRound(healthz)})`,
        },
        {
          name: 'the floor GET /healthz req/s (rounds)',
          value: `${rate(floorRounds).toFixed(0)} (${perRound(floorRounds)})`,
        },
        { name: 'app GET /healthz / hello-world', value: percent(ratio) },
        {
          name: 'the floor / hello-world; app / the floor',
          value: `${percent(floorRatio)}; ${percent(rate(healthz) / rate(floorRounds))}`,
        },
        {
          name: 'server CPU per request: hello-world / the floor / app',
          value: `${cpuLine(helloRounds)} / ${cpuLine(floorRounds)} / ${cpuLine(healthz)}`,
        },
        {
          name: 'the same as a ratio (hello-world CPU ÷ CPU): the floor / app',
          value: `${percent(cpu(helloRounds) / cpu(floorRounds))} / ${percent(cpu(helloRounds) / cpu(healthz))}`,
        },
        {
          name: 'app GET /api/interests.php (logged, session hook) / hello-world',
          value: `${percent(loggedRatio)} (${rate(logged.a).toFixed(0)} / ${rate(logged.b).toFixed(0)} req/s)`,
        },
        { name: 'app p99 on /healthz', value: `${mean(healthz.map((r) => r.p99)).toFixed(2)} ms` },
      ],
      budgets: [
        {
          budget: '1. full app on a constant JSON route ≥ 80 % of bare Fastify hello-world',
          figure: `${percent(ratio)} (/healthz); the floor ${percent(floorRatio)}`,
          held: ratio >= BUDGET && errors === 0,
        },
      ],
      notes: [
        `wrk -t 2 -c ${CONNECTIONS}, ${seconds} s a round, ${rounds} rounds of the three in rotating order, then the logged route and the hello-world alternating A B B A.`,
        'the floor: Fastify with its logger at info, a random request id, @fastify/cookie, @fastify/compress and the JSON answer’s security headers, one route, no product (bench/support/framework-floor.ts).',
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
