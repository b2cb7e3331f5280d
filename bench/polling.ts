/**
 * Budget 2, the polling calls (issue 25): GET /api/user.php, /api/chats.php and /api/likes.php as a logged-in
 * member with a realistic amount of data (BENCH_CONVERSATIONS conversations with a few messages each way, likes
 * given and received; 32 such members, a request taking one at random), against the application as `npm start` runs it (bench/support/app-process.ts).
 *
 * Per call: wrk -t 2 -c 32 over keep-alive, in rounds with the bare Fastify hello-world and the floor of a polled
 * call (bench/support/framework-floor.ts GET /poll), the order rotating: each call ≥ 30 % of the hello-world's
 * requests/s; the floor shows what any Fastify app with cookies, compression, security headers, a log line and a
 * 304 from memory gives up. Then the call paced at 70 % of its own maximum
 * (bench/support/wrk-load.ts: a per-connection delay from a short calibration) with its p99 from wrk's latency
 * distribution: ≤ 25 ms. When the server answers ETags, each member's request carries If-None-Match with the
 * ETag their first request was answered (as a browser polling unchanged data does), and an unconditional line is
 * measured beside it; without ETags both are the same.
 *
 * Run: npm run bench:polling [-- --quick]. Needs wrk (`apt-get install wrk`).
 */
import http from 'node:http';
import {
  type ServerProcess,
  startFrameworkFloor,
  startHelloWorld,
  startProductionApp,
} from './support/app-process.ts';
import {
  BENCH_HOST,
  type BenchMember,
  keepAliveAgent,
  seedChatPairs,
  sendText,
  startBenchDatabase,
} from './support/chat-bench.ts';
import { isMain, type Part, type PartResult, percent, runPartAlone } from './support/part.ts';
import { findWrk } from './support/send-wrk.ts';
import {
  alternate,
  cpuPerRequest,
  type LoadResult,
  mean,
  measured,
  rotate,
  runLoad,
  runPaced,
} from './support/wrk-load.ts';

const CALLS = ['/api/user.php', '/api/chats.php', '/api/likes.php'] as const;
const CONNECTIONS = 32;
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 40);
const LIKES = Number(process.env.BENCH_LIKES ?? 60);
/** Members polling at once, one per wrk connection's request at random. */
const POLLED = 32;
const SHARE_BUDGET = 0.3;
const P99_BUDGET_MS = 25;
const PACED_SHARE = 0.7;

/**
 * The polled members, each a browser of its own: every one has conversations with the next CONVERSATIONS members
 * round a ring (through the real send call over HTTP: 3 texts one way, 2 back) and likes given and received
 * with the next LIKES (straight into the table).
 */
async function seedPolledMembers(
  database: Awaited<ReturnType<typeof startBenchDatabase>>,
  app: ServerProcess,
): Promise<BenchMember[]> {
  const total = Math.max(POLLED, CONVERSATIONS, LIKES) + Math.max(CONVERSATIONS, LIKES);
  const { members } = await seedChatPairs(database.db, Math.ceil(total / 2), 1_000_000);
  const polled = members.slice(0, POLLED);
  const agent = keepAliveAgent(8);
  const sends: Array<[BenchMember, BenchMember]> = [];
  for (const [index, member] of polled.entries()) {
    for (let step = 1; step <= CONVERSATIONS; step++) {
      const other = members[(index + step) % members.length] as BenchMember;
      sends.push([member, other], [member, other], [member, other], [other, member], [other, member]);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < sends.length) {
      const [from, to] = sends[next++] as [BenchMember, BenchMember];
      await expectSent(sendText(agent, app.port, from, to.id, `Hoi ${next}`));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  agent.destroy();
  await database.db.$client.query(
    `INSERT INTO likes (liker_id, liked_id, source, created_at)
     SELECT CASE WHEN step % 2 = 0 THEN m.id ELSE o.id END, CASE WHEN step % 2 = 0 THEN o.id ELSE m.id END,
       'tile', now() - step * interval '1 hour'
     FROM unnest($1::bigint[]) WITH ORDINALITY AS m(id, n), generate_series(1, $3::int) step,
       LATERAL (SELECT ($2::bigint[])[((m.n - 1 + step) % cardinality($2::bigint[])) + 1] AS id) o
     ON CONFLICT DO NOTHING`,
    [polled.map((member) => member.id), members.map((member) => member.id), LIKES],
  );
  await database.db.$client.query('VACUUM ANALYZE');
  return polled;
}

async function expectSent(answer: Promise<{ status: number; body: string }>): Promise<void> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`seeding a message answered ${status} ${body}`);
}

/** One GET as the member's browser: status and whether an ETag came with it. */
function probe(port: number, path: string, cookie: string): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: BENCH_HOST, cookie } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, etag: response.headers.etag ?? undefined }),
        );
      })
      .on('error', reject);
  });
}

export const polling: Part = async ({ quick }) => {
  const rounds = quick ? 2 : 3;
  const seconds = quick ? 4 : 6;
  const wrk = findWrk();
  const database = await startBenchDatabase();
  const servers: ServerProcess[] = [];
  try {
    const app = await startProductionApp({ databaseUrl: database.url, dataDir: database.dataDir });
    servers.push(app);
    const hello = await startHelloWorld();
    servers.push(hello);
    const floor = await startFrameworkFloor();
    servers.push(floor);
    const members = await seedPolledMembers(database, app);
    const headers = { Host: BENCH_HOST };
    const helloLoad = () =>
      measured(hello.pid, () =>
        runLoad(wrk, database.dataDir, { port: hello.port, path: '/', connections: CONNECTIONS, seconds }),
      );
    await helloLoad();
    // The floor of a polled call (bench/support/framework-floor.ts, GET /poll): each member's cookie and the tag the
    // floor gave it, as the browser would send them.
    const floorTagged: Array<Record<string, string>> = [];
    for (const member of members) {
      const first = await probe(floor.port, '/poll', member.cookie);
      floorTagged.push({ Cookie: member.cookie, 'If-None-Match': first.etag ?? '' });
    }
    const floorLoad = () =>
      measured(floor.pid, () =>
        runLoad(wrk, database.dataDir, {
          port: floor.port,
          path: '/poll',
          headers,
          variants: floorTagged,
          connections: CONNECTIONS,
          seconds,
        }),
      );
    await floorLoad();

    const result: PartResult = {
      part: 'polling',
      title: 'Budget 2: the polling calls',
      command: 'npm run bench:polling',
      figures: [],
      budgets: [],
      notes: [
        `${POLLED} members polling, each with ${CONVERSATIONS} conversations (5 or more messages each), about ` +
          `${LIKES / 2} likes given and ${LIKES / 2} received; wrk -t 2 -c ${CONNECTIONS}, ${seconds} s a round, ` +
          `${rounds} rounds of the call, the hello-world and the floor's GET /poll in rotating order ` +
          '(bench/support/framework-floor.ts: the session from memory by its cookie, a weak ETag, 304, one log ' +
          'line written without blocking).',
      ],
    };
    const rate = (results: LoadResult[]) => mean(results.map((line) => line.perSecond));
    for (const path of CALLS) {
      const plain = members.map((member) => ({ Cookie: member.cookie }));
      const tagged: Array<Record<string, string>> = [];
      for (const member of members) {
        const first = await probe(app.port, path, member.cookie);
        if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`);
        tagged.push({ Cookie: member.cookie, ...(first.etag ? { 'If-None-Match': first.etag } : {}) });
      }
      const conditional = tagged.some((variant) => 'If-None-Match' in variant);
      const callLoad = (options: { conditional: boolean }) => () =>
        measured(app.pid, () =>
          runLoad(wrk, database.dataDir, {
            port: app.port,
            path,
            headers,
            variants: options.conditional ? tagged : plain,
            connections: CONNECTIONS,
            seconds,
          }),
        );
      await callLoad({ conditional })();
      const [callRounds = [], helloRounds = [], floorRounds = []] = await rotate(rounds, [
        callLoad({ conditional }),
        helloLoad,
        floorLoad,
      ]);
      const lines = { a: callRounds, b: helloRounds };
      const maximum = rate(lines.a);
      const share = maximum / rate(lines.b);
      const errors = lines.a.reduce((sum, line) => sum + line.errors, 0);
      const paced = await runPaced(wrk, database.dataDir, {
        port: app.port,
        path,
        headers,
        variants: conditional ? tagged : plain,
        connections: CONNECTIONS,
        seconds: seconds + 2,
        calibrationSeconds: 2,
        rate: maximum * PACED_SHARE,
      });
      const notModified = lines.a.reduce((sum, line) => sum + line.notModified, 0);
      const requests = lines.a.reduce((sum, line) => sum + line.requests, 0);
      result.figures.push(
        {
          name: `GET ${path} req/s / hello-world`,
          value:
            `${maximum.toFixed(0)} / ${rate(lines.b).toFixed(0)} = ${percent(share)}; mean ` +
            `${mean(lines.a.map((line) => line.mean)).toFixed(2)} ms` +
            (conditional ? `; ${percent(notModified / requests)} answered 304` : '; no ETag'),
        },
        {
          name: `GET ${path}: the floor's conditional poll / hello-world, the call / the floor`,
          value:
            `${rate(floorRounds).toFixed(0)} / ${rate(lines.b).toFixed(0)} = ` +
            `${percent(rate(floorRounds) / rate(lines.b))}; ${percent(maximum / rate(floorRounds))}`,
        },
        {
          name: `GET ${path}: server CPU per request, hello-world / the floor / the call (hello-world ÷ the call)`,
          value:
            `${cpuPerRequest(lines.b).toFixed(1)} µs / ${cpuPerRequest(floorRounds).toFixed(1)} µs / ` +
            `${cpuPerRequest(lines.a).toFixed(1)} µs (${percent(cpuPerRequest(lines.b) / cpuPerRequest(lines.a))})`,
        },
        {
          name: `GET ${path} paced at 70 %`,
          value:
            `${paced.perSecond.toFixed(0)} req/s (aim ${(maximum * PACED_SHARE).toFixed(0)}): p50 ` +
            `${paced.p50.toFixed(2)} ms, p99 ${paced.p99.toFixed(2)} ms`,
        },
      );
      if (conditional) {
        const full = await alternate(quick ? 1 : 2, callLoad({ conditional: false }), helloLoad);
        result.figures.push({
          name: `GET ${path} without If-None-Match / hello-world`,
          value: `${rate(full.a).toFixed(0)} / ${rate(full.b).toFixed(0)} = ${percent(rate(full.a) / rate(full.b))}`,
        });
      }
      result.budgets.push(
        {
          budget: `2. GET ${path} ≥ 30 % of hello-world`,
          figure:
            `${percent(share)}; the floor ${percent(rate(floorRounds) / rate(lines.b))}` +
            (errors ? ` (${errors} failed)` : ''),
          held: share >= SHARE_BUDGET && errors === 0,
        },
        {
          budget: `2. GET ${path} p99 ≤ 25 ms at 70 % of its maximum`,
          figure: `${paced.p99.toFixed(2)} ms at ${paced.perSecond.toFixed(0)} req/s`,
          held: paced.p99 <= P99_BUDGET_MS && paced.errors === 0,
        },
      );
    }
    return result;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.close();
  }
};

if (isMain(import.meta.url)) await runPartAlone(polling);
