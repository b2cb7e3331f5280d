/**
 * Sending a text message (issue 25 restated issue 6's budget: ≥ 95 % of the node:http floor at 4, 8, 16 and 32 senders,
 * ≥ 80 % of pgbench from 16 up; the NOTIFY penalty at 32 senders ≤ 10 %; issue 6 asked 70 % of pgbench running the same SQL on the
 * same machine). One server instance listening on loopback over an embedded PostgreSQL; premium members with
 * plenty of credits in fixed pairs; members send texts to their partner. docs/chat-benchmarks.md tells more.
 *
 * 1. The pgbench script is checked against PostgreSQL's statement log of one real send (log_statement = all).
 * 2. Per number of clients, BENCH_ROUNDS turns of: our server, with `clients` members at a time posting
 *    /api/message.php over keep-alive HTTP from wrk -t 2 (bench/support/send-wrk.ts), each sending again as
 *    soon as answered, for BENCH_SECONDS (messages/s, answer time); and pgbench -M prepared -j 2 with as many
 *    clients running the same statement (bench/support/send-pgbench.ts); and the floor, the least any HTTP
 *    server on Node does for a send (bench/support/floor-server.ts), over wrk as ours. Each round starts with
 *    the next of the three; every line starts vacuumed and checkpointed.
 * 3. Where the difference goes: our server in process (app.inject, no sockets or HTTP client), the service's
 *    sendMessage() called directly (no routing, schemas or hooks), and pgbench -M extended (unnamed statements,
 *    parsed and planned every time). CPU seconds per message of each process (server, PostgreSQL, wrk or
 *    pgbench, and the rest of the machine) show where the time goes.
 * 4. The ratio: our server's mean / pgbench's mean over the rounds, per number of clients, and the floor's.
 *
 * Run: npm run bench:chat-send (needs pgbench and wrk: `apt-get install postgresql-client wrk`).
 * BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (5), BENCH_CLIENTS (4,8,16,32), BENCH_ROUNDS (2), BENCH_PAIRS (100);
 * BENCH_WAITS=1 samples what PostgreSQL's sessions wait for (pg_stat_activity) in each line.
 */
import os from 'node:os';
import path from 'node:path';
import type { SiteRow } from '../server/src/db/schema.ts';
import { sendMessage } from '../server/src/modules/chat/service.ts';
import { findDefaultSite } from '../server/src/modules/sites/queries.ts';
import { systemClock } from '../server/src/platform/clock.ts';
import { SESSION_COOKIE } from '../server/src/platform/sessions.ts';
import { hashToken } from '../server/src/platform/tokens.ts';
import { ms, percentile } from './support/bench-app.ts';
import {
  BENCH_HOST,
  BENCH_TEXT,
  type BenchDatabase,
  type BenchInstance,
  type BenchMember,
  keepAliveAgent,
  loadAverage,
  openChatEvents,
  type SendAnswer,
  seedChatPairs,
  sendText,
  startBenchDatabase,
  startBenchInstance,
} from './support/chat-bench.ts';
import { startFloorServer } from './support/floor-server.ts';
import { startForkedInstance, stopForkedInstance } from './support/instance-fork.ts';
import { isMain, type PartOptions, type PartResult, runPartAlone } from './support/part.ts';
import { machineBusySeconds, postgresCpuSeconds, settledPostgresCpuSeconds } from './support/process-cpu.ts';
import {
  findPgbench,
  loggedShape,
  loggedStatements,
  type PgbenchResult,
  runPgbench,
  SEND_SCRIPT,
  scriptShape,
  scriptStatements,
} from './support/send-pgbench.ts';
import { findWrk, runWrk, type WrkSender, writeSendScript } from './support/send-wrk.ts';
import { formatWaits, sampleWaits } from './support/wait-sampler.ts';
import { alternate, mean } from './support/wrk-load.ts';

let SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
let WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '4,8,16,32').split(',').map(Number);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 100);
let ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WAITS = process.env.BENCH_WAITS === '1';
/** Issue 25's restatement: ≥ 95 % of the floor at every concurrency, ≥ 80 % of pgbench from 16 senders up. */
const FLOOR_BUDGET = 0.95;
const PGBENCH_BUDGET = 0.8;
const PGBENCH_FROM_CLIENTS = 16;
/** The live delivery's cost on site-wide sends at 32 senders: ≤ 10 %. */
const NOTIFY_BUDGET = 0.1;
const NOTIFY_CLIENTS = 32;

let pgbench: string;
let wrk: string;
let database: BenchDatabase;
let databaseDir: string;
let sql: BenchDatabase['db']['$client'];
let instance: BenchInstance;

/** The send's statements as PostgreSQL logs them, compared with the pgbench script's; stops on a difference. */
async function checkScript(member: BenchMember): Promise<void> {
  // A first send reads the site into the instance's memory, as the first request after a start does.
  await oneAnswer(member);
  await sql.query("ALTER SYSTEM SET log_statement = 'all'");
  await sql.query('SELECT pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 300));
  database.logLines.length = 0;
  const answer = await oneAnswer(member);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await sql.query('ALTER SYSTEM RESET log_statement');
  await sql.query('SELECT pg_reload_conf()');
  if (answer.status !== 200) throw new Error(`send answered ${answer.status} ${answer.body}`);

  // Everything logged but the bench's own switching of the log, and the work that runs beside requests, after
  // the answer: the job queue's polling and the relay of domain events from the outbox to the job queue (a
  // send's event among them; issue 25 found it missing from the pgbench script, see the part's notes).
  const logged = loggedStatements(database.logLines).filter(
    (statement) => !/^(ALTER SYSTEM|SELECT pg_reload_conf)/.test(statement),
  );
  const request = logged.filter((statement) => !isBackgroundWork(statement)).map(loggedShape);
  backgroundStatements = logged.filter(isBackgroundWork).length;
  const script = scriptStatements(SEND_SCRIPT).map(scriptShape);
  const differing = request.findIndex((shape, index) => shape !== script[index]);
  if (request.length !== script.length || differing >= 0) {
    console.error(
      'The pgbench script no longer runs what the server runs; update bench/support/send-pgbench.ts.',
    );
    for (let i = 0; i < Math.max(request.length, script.length); i++)
      if (request[i] !== script[i]) console.error(`\nserver: ${request[i]}\nscript: ${script[i]}`);
    process.exit(1);
  }
  console.log(
    "SQL of one send checked against PostgreSQL's statement log: the call of chat_send and nothing else.",
  );
}

/** The job queue (pg-boss) and the domain-event outbox relay: statements no request makes itself. */
const isBackgroundWork = (statement: string) =>
  /pgboss\.|domain_event_outbox|^(BEGIN|COMMIT)$/.test(statement.trim());
let backgroundStatements = 0;

/** CPU seconds of each side; `others`: the rest of the machine meanwhile (other work slows every figure). */
type Cpu = { server: number; postgres: number; client: number; others: number };
type Measured = {
  perSecond: number;
  seconds: number;
  /** Answer time, ms. */
  p50: number;
  p99: number;
  cpu: Cpu;
  count: number;
  failed: number;
};

/**
 * Every line starts from the same state: the dead row versions the last line left (every send updates its
 * conversation, both members' rows and the sender's balance) vacuumed away and a checkpoint made, so that no line
 * pays for the one before it through autovacuum or a checkpoint falling into it.
 */
async function startClean(): Promise<void> {
  await sql.query('VACUUM conversations, conversation_members, users, messages, credit_ledger');
  await sql.query('CHECKPOINT');
}

/** Runs `work` between two CPU readings; the server's CPU is this process's (the load runs elsewhere). */
async function withCpu<T extends { count: number }>(
  work: () => Promise<T & { clientCpu: number }>,
  sampled = WAITS,
): Promise<T & { cpu: Cpu }> {
  await startClean();
  const machineBefore = machineBusySeconds();
  const postgresBefore = postgresCpuSeconds(databaseDir);
  const serverBefore = process.cpuUsage();
  const stopSampling = sampled ? await sampleWaits(database.url) : undefined;
  const result = await work();
  const used = process.cpuUsage(serverBefore);
  const waits = await stopSampling?.();
  if (waits) console.log(`  PostgreSQL sessions on average, by state and wait:\n${formatWaits(waits, 8)}`);
  const server = (used.user + used.system) / 1e6;
  const postgres = postgresCpuSeconds(databaseDir) - postgresBefore;
  const others = machineBusySeconds() - machineBefore - server - postgres - result.clientCpu;
  return { ...result, cpu: { server, postgres, client: result.clientCpu, others: Math.max(0, others) } };
}

/** One send as a member's browser makes it (wrk counts failed sends, it keeps no answers to show why). */
async function oneAnswer(member: BenchMember): Promise<SendAnswer> {
  const agent = keepAliveAgent(1);
  const answer = await sendText(agent, instance.port, member, member.partner, BENCH_TEXT);
  agent.destroy();
  return answer;
}

async function overHttp(
  script: string,
  clients: number,
  seconds: number,
  sampled = WAITS,
  port = instance.port,
): Promise<Measured> {
  const result = await withCpu(async () => {
    const load = await runWrk(wrk, { port, script, clients, seconds });
    return { ...load, count: load.sent, clientCpu: load.cpu };
  }, sampled);
  return {
    perSecond: result.sent / result.seconds,
    seconds: result.seconds,
    p50: result.p50,
    p99: result.p99,
    cpu: result.cpu,
    count: result.sent,
    failed: result.failed,
  };
}

/** `concurrency` loops calling `send` (true: stored) for `seconds`, in this process. */
async function inProcess(
  members: BenchMember[],
  send: (member: BenchMember) => Promise<boolean>,
  concurrency: number,
  seconds: number,
): Promise<Measured> {
  const result = await withCpu(async () => {
    const latencies: number[] = [];
    let failed = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    const loop = async () => {
      while (performance.now() < end) {
        const member = members[Math.floor(Math.random() * members.length)] as BenchMember;
        const sentAt = performance.now();
        const stored = await send(member);
        if (stored) latencies.push(performance.now() - sentAt);
        else failed++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, loop));
    return {
      latencies,
      failed,
      seconds: (performance.now() - start) / 1000,
      count: latencies.length,
      clientCpu: 0,
    };
  });
  return {
    perSecond: result.count / result.seconds,
    seconds: result.seconds,
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    cpu: result.cpu,
    count: result.count,
    failed: result.failed,
  };
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const share = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const perMessage = (seconds: number, count: number) => `${((seconds / count) * 1e6).toFixed(0)} µs`;

function report(label: string, measured: Measured, clientLabel = 'wrk') {
  const { cpu, count } = measured;
  const total = cpu.server + cpu.postgres + cpu.client;
  console.log(
    `  ${label.padEnd(34)} ${measured.perSecond.toFixed(0).padStart(6)} messages/s  ` +
      `answer p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}` +
      (measured.failed ? `, ${measured.failed} failed` : ''),
  );
  console.log(
    `  ${''.padEnd(34)} CPU a message: server ${perMessage(cpu.server, count)}, PostgreSQL ` +
      `${perMessage(cpu.postgres, count)}` +
      (cpu.client ? `, ${clientLabel} ${perMessage(cpu.client, count)}` : '') +
      ` = ${perMessage(total, count)} (${(total / measured.seconds).toFixed(2)} cores; other processes ` +
      `${(cpu.others / measured.seconds).toFixed(2)})`,
  );
}

async function pgbenchRun(
  label: string,
  script: string,
  clients: number,
  mode: 'prepared' | 'extended',
  variables: Record<string, string | number>,
): Promise<PgbenchResult> {
  await startClean();
  const machineBefore = machineBusySeconds();
  const postgresBefore = postgresCpuSeconds(databaseDir);
  const stopSampling = WAITS ? await sampleWaits(database.url) : undefined;
  const result = await runPgbench(pgbench, {
    url: database.url,
    script,
    clients,
    threads: 2,
    seconds: SECONDS,
    mode,
    variables,
    dir: database.dataDir,
  });
  // pgbench's sessions have ended: wait until their backends' CPU has been counted.
  const postgres = (await settledPostgresCpuSeconds(databaseDir)) - postgresBefore;
  const waits = await stopSampling?.();
  if (waits) console.log(`  PostgreSQL sessions on average, by state and wait:\n${formatWaits(waits, 8)}`);
  const total = postgres + result.cpu;
  const others = Math.max(0, machineBusySeconds() - machineBefore - total);
  console.log(
    `  ${label.padEnd(34)} ${result.tps.toFixed(0).padStart(6)} transactions/s` +
      (result.failed ? `, ${result.failed} failed` : ''),
  );
  console.log(
    `  ${''.padEnd(34)} CPU a transaction: PostgreSQL ${perMessage(postgres, result.transactions)}, pgbench ` +
      `${perMessage(result.cpu, result.transactions)} = ${perMessage(total, result.transactions)} ` +
      `(${(total / SECONDS).toFixed(2)} cores; other processes ${(others / SECONDS).toFixed(2)})`,
  );
  return result;
}

/**
 * The part: `diagnose` (when run alone) adds "where the difference goes" (in process, the service alone,
 * pgbench -M extended) after the budget's lines.
 */
export const chatSend = async ({
  quick,
  diagnose = false,
}: PartOptions & { diagnose?: boolean }): Promise<PartResult> => {
  if (quick) {
    SECONDS = Math.min(SECONDS, 5);
    WARMUP_SECONDS = Math.min(WARMUP_SECONDS, 2);
    ROUNDS = 1;
  }
  pgbench = findPgbench();
  wrk = findWrk();
  database = await startBenchDatabase();
  databaseDir = path.join(database.dataDir, 'postgres');
  sql = database.db.$client;
  instance = await startBenchInstance(database.url, database.dataDir);
  const result: PartResult = {
    part: 'chat-send',
    title: 'Budget 3: sending a message',
    command: 'npm run bench:chat-send',
    figures: [],
    budgets: [],
    notes: [],
  };
  try {
    // One pair more than the senders: its members hold the event streams of the NOTIFY line (last below).
    const seeded = await seedChatPairs(database.db, PAIRS + 1, 100_000_000);
    const { first, salt } = seeded;
    const members = seeded.members.slice(0, -2);
    const watchers = seeded.members.slice(-2) as [BenchMember, BenchMember];
    const site = (
      await sql.query<{ id: number; message_credits: number; free_member_messages: number }>(
        'SELECT id, message_credits, free_member_messages FROM sites WHERE is_default',
      )
    ).rows[0] as { id: number; message_credits: number; free_member_messages: number };
    console.log(
      `\n${os.cpus().length} cores (${os.cpus()[0]?.model}); load average before: ${loadAverage()}\n` +
        `${PAIRS * 2} premium members in ${PAIRS} pairs, each text to the partner; ${SECONDS} s a line after ` +
        `${WARMUP_SECONDS} s warm-up; PostgreSQL ${(await sql.query('SHOW server_version')).rows[0]?.server_version}, ` +
        `server pool 10 connections, request logging off, no live-event listener.`,
    );
    await checkScript(members[0] as BenchMember);

    const senders: WrkSender[] = members.map((member) => ({ cookie: member.cookie, to: member.partner }));
    const script = writeSendScript(database.dataDir, senders);
    const variables = {
      pairs: PAIRS,
      first,
      site: site.id,
      cost: site.message_credits,
      free: site.free_member_messages,
      salt,
    };
    const floor = await startFloorServer(database.url, {
      id: site.id,
      messageCredits: site.message_credits,
      freeMessages: site.free_member_messages,
    });
    await overHttp(script, Math.max(...CLIENTS), WARMUP_SECONDS, false);
    await overHttp(script, Math.max(...CLIENTS), WARMUP_SECONDS, false, floor.port);

    // Our server, pgbench and the floor take turns, each round starting with the next of them, so other work on
    // the machine falls on all alike. pgbench runs the request's SQL (everything the server sends for one text):
    // the budget's comparison. The floor shows how much of the rest any HTTP server on Node would cost.
    const ratios: string[] = [];
    for (const clients of CLIENTS) {
      const sums = { ours: 0, pgbench: 0, floor: 0 };
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(`\n${clients} clients, round ${round}:`);
        const lines = [
          async () => {
            const measured = await overHttp(script, clients, SECONDS);
            report('our server, HTTP', measured);
            if (measured.failed) {
              const answer = await oneAnswer(members[0] as BenchMember);
              console.log(
                `  ${measured.failed} sends failed; a send now answers ${answer.status} ${answer.body}`,
              );
            }
            return { ours: measured.perSecond };
          },
          async () => ({
            pgbench: (
              await pgbenchRun("pgbench, the request's SQL", SEND_SCRIPT, clients, 'prepared', variables)
            ).tps,
          }),
          async () => {
            const measured = await overHttp(script, clients, SECONDS, WAITS, floor.port);
            report('floor: node:http + the call', measured);
            return { floor: measured.perSecond };
          },
        ];
        const turn = (round - 1) % lines.length;
        const rates = { ours: 0, pgbench: 0, floor: 0 };
        for (const line of [...lines.slice(turn), ...lines.slice(0, turn)])
          Object.assign(rates, await line());
        for (const key of ['ours', 'pgbench', 'floor'] as const) sums[key] += rates[key];
        console.log(
          `  ${''.padEnd(34)} this round: ours ${percent(rates.ours, rates.pgbench)} of pgbench, ` +
            `the floor ${percent(rates.floor, rates.pgbench)}`,
        );
      }
      const ofPgbench = sums.ours / sums.pgbench;
      const ofFloor = sums.ours / sums.floor;
      ratios.push(
        `  ${clients} clients: ${(sums.ours / ROUNDS).toFixed(0)} / ${(sums.pgbench / ROUNDS).toFixed(0)} = ` +
          `${percent(sums.ours, sums.pgbench)} of pgbench; the floor ${percent(sums.floor, sums.pgbench)} ` +
          `(${(sums.floor / ROUNDS).toFixed(0)}/s); ours / the floor ${percent(sums.ours, sums.floor)}`,
      );
      result.figures.push({
        name: `${clients} senders: ours / the floor / pgbench, messages/s`,
        value:
          `${(sums.ours / ROUNDS).toFixed(0)} / ${(sums.floor / ROUNDS).toFixed(0)} / ` +
          `${(sums.pgbench / ROUNDS).toFixed(0)}: ${share(ofFloor)} of the floor, ${share(ofPgbench)} of pgbench ` +
          `(the floor ${share(sums.floor / sums.pgbench)})`,
      });
      result.budgets.push({
        budget: `3. send at ${clients} senders ≥ 95 % of the node:http floor`,
        figure: share(ofFloor),
        held: ofFloor >= FLOOR_BUDGET,
      });
      if (clients >= PGBENCH_FROM_CLIENTS)
        result.budgets.push({
          budget: `3. send at ${clients} senders ≥ 80 % of pgbench on the same SQL`,
          figure: share(ofPgbench),
          held: ofPgbench >= PGBENCH_BUDGET,
        });
    }
    await floor.stop();

    // The price of live delivery on site-wide sends: every send's NOTIFY reaches each listening instance.
    // Without: no event stream open, no instance listens. With: a stream open on this instance and on a second
    // instance in a process of its own, both LISTENing as in production. Alternating rounds A B B A.
    const second = await startForkedInstance('B', database.url, database.dataDir);
    try {
      const quiet = async () => (await overHttp(script, NOTIFY_CLIENTS, SECONDS)).perSecond;
      const listened = async () => {
        const streams = [
          await openChatEvents(instance.port, watchers[0], () => {}),
          await openChatEvents(second.port, watchers[1], () => {}),
        ];
        try {
          return (await overHttp(script, NOTIFY_CLIENTS, SECONDS)).perSecond;
        } finally {
          for (const stream of streams) stream.close();
        }
      };
      const lines = await alternate(ROUNDS, quiet, listened);
      const without = mean(lines.a);
      const withListeners = mean(lines.b);
      const penalty = 1 - withListeners / without;
      console.log(
        `\n${NOTIFY_CLIENTS} senders, no listener: ${lines.a.map((v) => v.toFixed(0)).join(', ')} messages/s; ` +
          `two listening instances: ${lines.b.map((v) => v.toFixed(0)).join(', ')}; penalty ${share(penalty)}`,
      );
      result.figures.push({
        name: `${NOTIFY_CLIENTS} senders without / with two listening instances, messages/s`,
        value: `${without.toFixed(0)} / ${withListeners.toFixed(0)}: penalty ${share(penalty)}`,
      });
      result.budgets.push({
        budget: `3. live delivery's penalty on sends at ${NOTIFY_CLIENTS} senders ≤ 10 %`,
        figure: share(penalty),
        held: penalty <= NOTIFY_BUDGET,
      });
    } finally {
      await stopForkedInstance(second);
    }
    if (backgroundStatements)
      result.notes?.push(
        `besides the request's call of chat_send, ${backgroundStatements} statements of the job queue and the ` +
          "domain-event outbox relay ran around one send (the send's event relayed to pg-boss after the answer); " +
          'the pgbench script has only the call, so pgbench does less work per message than the server.',
      );
    result.notes?.push(
      `${SECONDS} s a line after ${WARMUP_SECONDS} s warm-up, ${ROUNDS} rounds per number of senders (ours, ` +
        'pgbench -M prepared -j 2 and the floor taking turns); wrk -t 2 for the HTTP lines.',
    );

    const few = CLIENTS[0] as number;
    if (diagnose) await whereTheDifferenceGoes(members, few, variables);

    console.log(`\nOur server over HTTP / pgbench -M prepared -j 2, mean of ${ROUNDS} rounds:`);
    for (const text of ratios) console.log(text);
    console.log(`load average after: ${loadAverage()}`);
    await checkLedger(first);
  } finally {
    await instance.stop();
    await database.close();
  }
  return result;
};

/** Our server in process, the service alone and pgbench -M extended: how the distance to pgbench is made up. */
async function whereTheDifferenceGoes(
  members: BenchMember[],
  few: number,
  variables: Record<string, string | number>,
): Promise<void> {
  console.log(`\nWhere the difference goes, ${few} clients:`);
  const injected = async (member: BenchMember) => {
    const response = await instance.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { host: BENCH_HOST, cookie: member.cookie },
      payload: { profile: member.partner, client_id: crypto.randomUUID(), kind: 'text', text: BENCH_TEXT },
    });
    return response.statusCode === 200;
  };
  report('our server in process (inject)', await inProcess(members, injected, few, SECONDS));
  // The service alone: no HTTP, routing, schemas or hooks; its SQL through node-postgres.
  const siteRow = (await findDefaultSite(instance.db)) as SiteRow;
  const serviceOnly = async (member: BenchMember) => {
    const body = {
      profile: member.partner,
      client_id: crypto.randomUUID(),
      kind: 'text' as const,
      text: BENCH_TEXT,
    };
    const sessionHash = hashToken(member.cookie.slice(`${SESSION_COOKIE}=`.length));
    await sendMessage({ db: instance.db, clock: systemClock }, siteRow, sessionHash, body);
    return true;
  };
  report('sendMessage() called directly', await inProcess(members, serviceOnly, few, SECONDS));
  await pgbenchRun('pgbench -M extended', SEND_SCRIPT, few, 'extended', variables);
}

/** Every bench member's credits still equal their ledger's sum. */
async function checkLedger(first: number): Promise<void> {
  const { rows } = await sql.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM users u
       WHERE credits <> (SELECT sum(amount) FROM credit_ledger l WHERE l.user_id = u.id) AND u.id >= $1`,
    [first],
  );
  if (rows[0]?.bad) throw new Error(`${rows[0].bad} members' credits differ from their ledger`);
}

if (isMain(import.meta.url)) {
  await runPartAlone((options) => chatSend({ ...options, diagnose: true }));
  process.exit(0);
}
