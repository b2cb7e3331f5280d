/**
 * Capacity (issue 25, budget 6): how many online members one machine carries. A simulated population follows
 * the real client's schedule (bench/support/capacity-member.ts: user and likes every minute, chats every five
 * and after live events, one live-event stream each, a message every few minutes, searches with their
 * thumbnails, profile views with a photo, likes) against the production server as `npm start` runs it, over an
 * embedded PostgreSQL with the demo community. The members go online in steps, each held for a window; a step
 * breaks the health limits when the calls' mean reaches 100 ms, their p99 2 s or the errors 0.025 %. The ramp
 * stops at the first broken step; the figure is the last step that held, with what ran out first.
 *
 * Run: npm run bench:capacity [-- --quick]. CAPACITY_STEPS (members per step, comma-separated), CAPACITY_HOLD
 * (seconds measured per step, default 30; 15 with --quick), CAPACITY_ARRIVALS (members arriving per second,
 * default 50; 400 is a reconnect storm, docs/benchmarks-capacity.md), CAPACITY_ALL_STEPS=1 (go on past a broken step, for the figures). The load generator runs on the same machine, in processes of its own (one per 15,000 members).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDefaults } from '../server/src/cli/seed-defaults.ts';
import { connectDatabase } from '../server/src/db/database.ts';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { askedCallsPerMinute, SCHEDULE } from './support/capacity-member.ts';
import { type CapacityMember, seedCapacityPopulation } from './support/capacity-population.ts';
import { type CapacityServer, startCapacityServer } from './support/capacity-server.ts';
import {
  brokenLimits,
  cpuCeiling,
  exhausted,
  HEALTH,
  type StepFigures,
  stepFigures,
} from './support/capacity-steps.ts';
import type { WorkerReport } from './support/capacity-worker.ts';
import {
  type BudgetVerdict,
  isMain,
  type Part,
  type PartOptions,
  type PartResult,
  percent,
  runPartAlone,
} from './support/part.ts';
import { machineBusySeconds } from './support/process-cpu.ts';

const GOAL = 50_000;
const MEMBERS_PER_WORKER = 15_000;
const SETTLE_SECONDS = 5;
const DEFAULT_STEPS = [1000, 2500, 5000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000];

type Worker = { process: ChildProcess };

async function startWorker(port: number, members: CapacityMember[]): Promise<Worker> {
  const child = fork(new URL('./support/capacity-worker.ts', import.meta.url), [String(port)], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  const worker: Worker = { process: child };
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`a load process exited with ${code}`)));
  });
  child.send({ members });
  return worker;
}

async function report(workers: Worker[]): Promise<WorkerReport[]> {
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<WorkerReport>((resolve) => {
          worker.process.once('message', (message) => resolve(message as WorkerReport));
          worker.process.send('report');
        }),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One step: `members` online (arriving at `perSecond`), settled, then measured for `hold` seconds. */
async function runStep(
  members: number,
  previous: number,
  options: {
    perSecond: number;
    hold: number;
    workers: Worker[];
    server: CapacityServer;
    sql: import('pg').Pool;
  },
): Promise<StepFigures> {
  const { workers, server, sql } = options;
  for (const [index, worker] of workers.entries()) {
    // Members are dealt round robin: worker i holds members i, i + w, i + 2w …
    const share = Math.floor(members / workers.length) + (index < members % workers.length ? 1 : 0);
    worker.process.send({ online: share, perSecond: options.perSecond / workers.length });
  }
  await sleep(((members - previous) / options.perSecond + SETTLE_SECONDS) * 1000);
  const loadCpu = (reports: WorkerReport[]) => reports.reduce((sum, r) => sum + r.cpuSeconds, 0);
  const before = { server: await server.sample(sql), loadCpu: loadCpu(await report(workers)), machine: 0 };
  before.machine = machineBusySeconds();
  const active: number[] = [];
  const until = performance.now() + options.hold * 1000;
  while (performance.now() < until) {
    await sleep(1000);
    active.push((await server.sample(sql)).postgresActive);
  }
  const machine = machineBusySeconds();
  const reports = await report(workers);
  const after = { server: await server.sample(sql), loadCpu: loadCpu(reports), machine };
  return stepFigures(members, reports, before, after, active);
}

const stepLine = (step: StepFigures) =>
  `${step.members} members: ${step.requestsPerSecond.toFixed(0)} calls/s, mean ${step.meanMs.toFixed(1)} ms, ` +
  `p99 ${step.p99Ms.toFixed(0)} ms, errors ${(step.errorShare * 100).toFixed(3)} % (${step.errors}), ` +
  `streams ${step.openStreams}/${step.online} (${step.streamsDropped} dropped), CPU server ` +
  `${step.serverCores.toFixed(2)} PostgreSQL ${step.postgresCores.toFixed(2)} load ${step.loadCores.toFixed(2)} ` +
  `machine ${step.machineCores.toFixed(2)} cores, the server's thread waited for a CPU ${percent(step.serverCpuWaitShare)} of the time, server RSS ${step.serverRssMb.toFixed(0)} MB, ` +
  `${step.serverOpenFiles} open files, PostgreSQL ${step.postgresConnections} connections ` +
  `(${step.postgresActive} active at most); slowest: ${step.slowestCalls}`;

export const capacity: Part = async ({ quick }: PartOptions) => {
  const steps = (process.env.CAPACITY_STEPS?.split(',').map(Number) ?? DEFAULT_STEPS).filter((n) => n > 0);
  const hold = Number(process.env.CAPACITY_HOLD ?? (quick ? 15 : 30));
  const perSecond = Number(process.env.CAPACITY_ARRIVALS ?? 50);
  const top = Math.max(...steps);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-capacity-'));
  // The embedded PostgreSQL runs as the postgres user when started as root.
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    database: 'capacity',
    log: () => {},
  });
  const db = connectDatabase(embedded.url, { max: 2 });
  let server: CapacityServer | undefined;
  const workers: Worker[] = [];
  const results: StepFigures[] = [];
  const notes: string[] = [];
  try {
    await migrate(db.$client);
    await seedDefaults(db, 'localhost');
    const seedStart = performance.now();
    const members = await seedCapacityPopulation(db.$client, dataDir, top);
    console.log(
      `seeded ${members.length} members in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
    );
    server = await startCapacityServer(embedded.url, dataDir);
    await server.idle();
    const workerCount = Math.max(1, Math.ceil(members.length / MEMBERS_PER_WORKER));
    for (let index = 0; index < workerCount; index++)
      workers.push(
        await startWorker(
          server.port,
          members.filter((_, position) => position % workerCount === index),
        ),
      );
    let previous = 0;
    for (const members of steps) {
      const step = await runStep(members, previous, { perSecond, hold, workers, server, sql: db.$client });
      previous = members;
      results.push(step);
      console.log(stepLine(step));
      if (brokenLimits(step).length && process.env.CAPACITY_ALL_STEPS !== '1') break;
    }
    const fileLimit = server.openFileLimit();
    const held = results.filter((step) => !brokenLimits(step).length).at(-1);
    const broke = results.find((step) => brokenLimits(step).length);
    const judged = broke ?? results.at(-1);
    const ranOut = judged && exhausted(judged, fileLimit, os.cpus().length);
    const first = results[0];
    const last = results.reduce<StepFigures | undefined>(
      (most, step) => (!most || step.openStreams > most.openStreams ? step : most),
      undefined,
    );
    const perStream =
      first && last && last.openStreams - first.openStreams >= 1000
        ? ((last.serverRssMb - first.serverRssMb) * 1024) / (last.openStreams - first.openStreams)
        : undefined;
    // CPU per served call at the step least held up, times the calls members ask for on the schedule.
    const healthiest = results.reduce<StepFigures | undefined>(
      (best, step) => (!best || step.meanMs < best.meanMs ? step : best),
      undefined,
    );
    const asked = askedCallsPerMinute();
    const ceiling = healthiest && cpuCeiling(healthiest, asked / 60, os.cpus().length);
    const problems = server.problems().slice(0, 5);
    if (problems.length)
      notes.push(`server log warnings/errors: ${problems.map((p) => `${p.count}× ${p.message}`).join('; ')}`);
    for (const step of results)
      if (step.errorSamples.length)
        notes.push(`failures at ${step.members}: ${step.errorSamples.slice(0, 4).join(' | ')}`);
    notes.push(
      `schedule per member: user and likes every ${SCHEDULE.pollMs / 1000} s, chats every ${SCHEDULE.chatsPollMs / 1000} s and ${SCHEDULE.chatsEventDebounceMs} ms after a ready/message/read event, one live-event stream; a message every ${SCHEDULE.messageEveryMs / 60_000} min and a search page (with its thumbnails, a profile, its photo, a like half the time) every ${SCHEDULE.browseEveryMs / 60_000} min on average`,
      `the server process may hold ${fileLimit} open files (ulimit -n of this machine): at most that many streams`,
      'the load generator runs on the same 2 cores (its CPU is in the figures); the machine was shared with other work',
      ...results.map(stepLine),
    );
    const carried = held?.members ?? 0;
    const budget: BudgetVerdict = {
      budget: `${GOAL} online members on one 2-core machine (mean < ${HEALTH.meanMs} ms, p99 < ${HEALTH.p99Ms / 1000} s, errors < ${HEALTH.errorShare * 100} %)`,
      figure: `${carried} carried${broke ? `; ${broke.members}: machine ${percent(broke.machineCores / os.cpus().length)} busy` : ''}`,
      held: carried >= GOAL,
    };
    const result: PartResult = {
      part: 'capacity',
      title: 'Capacity: online members on one machine',
      figures: [
        { name: 'online members carried (last step within the health limits)', value: String(carried) },
        {
          name: 'first step that broke the limits',
          value: broke ? `${broke.members}: ${brokenLimits(broke).join(', ')}` : 'none (ramp ended)',
        },
        { name: 'what ran out first', value: ranOut ?? 'nothing near its limit at the last step' },
        {
          name: 'server memory per open stream (RSS growth over the streams added, calls in flight included)',
          value: perStream === undefined ? 'not measured' : `${perStream.toFixed(1)} KB`,
        },
        {
          name: 'CPU per call served (server + PostgreSQL), at the step least held up',
          value: ceiling
            ? `${ceiling.serverMsPerCall.toFixed(2)} + ${ceiling.postgresMsPerCall.toFixed(2)} ms`
            : '–',
        },
        {
          name: 'calls per online member per minute',
          value: `${asked.toFixed(1)} asked by the schedule; ${healthiest ? ((healthiest.requestsPerSecond * 60) / Math.max(1, healthiest.online)).toFixed(1) : '–'} served at that step`,
        },
        {
          name: 'members the CPU would carry with the machine to itself (from that cost)',
          value: ceiling ? `${ceiling.members}, bound by ${ceiling.bound}` : '–',
        },
      ],
      budgets: [budget],
      command: 'npm run bench:capacity',
      notes,
    };
    return result;
  } finally {
    for (const worker of workers) worker.process.send('stop');
    await server?.stop();
    await db.$client.end();
    await embedded.stop();
    // Beside the profile, the server's request log (each call's responseTime as the server saw it).
    const profiles = process.env.BENCH_CPU_PROF;
    if (profiles)
      fs.copyFileSync(path.join(dataDir, 'server.log'), path.join(profiles, 'capacity-server.log'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

if (isMain(import.meta.url)) await runPartAlone(capacity);
