/**
 * Live delivery (issue 6 budget: from the send call's answer to the other member's event, two server instances
 * on one PostgreSQL at 200 messages/s, p99 ≤ 50 ms and no more than 1.5 × the same-instance figure).
 *
 * Two server instances, each in a process of its own (bench/support/instance-process.ts), over one embedded
 * PostgreSQL; BENCH_PAIRS (50) pairs of premium members. This process is every member's browser: each sender
 * holds an event stream on instance A and posts there; each receiver holds GET /api/chat-events.php on A (same
 * instance) or on B (cross instance, through LISTEN/NOTIFY). Sends are paced at BENCH_RATE (200) a second in
 * total, round robin over the senders, without waiting for answers, for BENCH_SECONDS (12) after 5 s of warm-up.
 * Latency = when the receiver's `message` event (matched by client_id) arrived − when the send's HTTP answer had
 * arrived, both on this process's clock; negative when the event came first (counted and reported as measured).
 *
 * Rounds alternate (BENCH_ORDER, default same,cross,mixed,cross,same) so that other work on the machine falls on
 * both cases alike; `mixed` puts half the receivers on A and half on B at once, the fairest comparison on a
 * shared machine. Each round's figures, then the rounds pooled per case, with the budget checks.
 *
 * Run: npm run bench:chat-delivery. BENCH_WAITS=1 samples what PostgreSQL's sessions wait for (pg_stat_activity)
 * while measuring.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ms, percentile } from './support/bench-app.ts';
import {
  BENCH_TEXT,
  type BenchMember,
  keepAliveAgent,
  loadAverage,
  openChatEvents,
  seedChatPairs,
  sendText,
  startBenchDatabase,
} from './support/chat-bench.ts';
import {
  type ForkedInstance,
  forkedInstanceCpu,
  startForkedInstance,
  stopForkedInstance,
} from './support/instance-fork.ts';
import { isMain, type PartOptions, type PartResult, runPartAlone } from './support/part.ts';
import { machineBusySeconds, postgresCpuSeconds } from './support/process-cpu.ts';
import { formatWaits, sampleWaits } from './support/wait-sampler.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 200);
let SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const WARMUP_SECONDS = 5;
/** How long after the last send an event may still come; later ones count as missing. */
const GRACE_MS = 3000;
let ORDER = (process.env.BENCH_ORDER ?? 'same,cross,mixed,cross,same').split(',') as Array<
  'same' | 'cross' | 'mixed'
>;
const WAITS = process.env.BENCH_WAITS === '1';
const P99_BUDGET_MS = 50;
const RATIO_BUDGET = 1.5;

type Instance = ForkedInstance;
const startInstance = startForkedInstance;
const instanceCpu = forkedInstanceCpu;
const stopInstance = stopForkedInstance;

/** p50 … max of latencies, and how many events came before their send's answer. */
function summary(values: number[]): string {
  const early = values.filter((value) => value < 0).length;
  return (
    `p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  p99 ${ms(percentile(values, 99))}  ` +
    `max ${ms(Math.max(...values))}  (${values.length}; ${((early / values.length) * 100).toFixed(0)} % before the answer, ` +
    `min ${ms(Math.min(...values))})`
  );
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Sent = { clientId: string; sentAt: number; answeredAt: number; status: number };

export const chatDelivery = async ({ quick }: PartOptions): Promise<PartResult> => {
  if (quick) {
    SECONDS = Math.min(SECONDS, 6);
    ORDER = ['same', 'cross', 'mixed'];
  }
  const result: PartResult = {
    part: 'chat-delivery',
    title: 'Budget 4: live delivery between two instances',
    command: 'npm run bench:chat-delivery',
    figures: [],
    budgets: [],
    notes: [
      `${RATE} messages/s, ${SECONDS} s a round after ${WARMUP_SECONDS} s warm-up, rounds ${ORDER.join(', ')}.`,
    ],
  };
  const database = await startBenchDatabase();
  const databaseDir = path.join(database.dataDir, 'postgres');
  const instances: Instance[] = [];
  try {
    // One pair more: its members keep a stream open on each instance, so both always LISTEN, as in production.
    const { members } = await seedChatPairs(database.db, PAIRS + 1, 1_000_000);
    const watchers = members.slice(-2);
    const pairs = members.slice(0, -2);
    const senders = pairs.filter((_, index) => index % 2 === 0);
    const receivers = pairs.filter((_, index) => index % 2 === 1);
    const a = await startInstance('A', database.url, database.dataDir);
    instances.push(a);
    const b = await startInstance('B', database.url, database.dataDir);
    instances.push(b);
    const watching = [
      await openChatEvents(a.port, watchers[0] as BenchMember, () => {}),
      await openChatEvents(b.port, watchers[1] as BenchMember, () => {}),
    ];
    const agent = keepAliveAgent(64);

    console.log(
      `\n${os.cpus().length} cores (${os.cpus()[0]?.model}); load average before: ${loadAverage()}\n` +
        `${PAIRS} pairs; senders post on instance A at ${RATE} messages/s in total for ${SECONDS} s after ` +
        `${WARMUP_SECONDS} s warm-up; instances in their own processes; this process is every member's browser.`,
    );

    /** Sends `seconds` × RATE texts on a fixed schedule, not waiting for answers; answers every send. */
    async function paced(seconds: number): Promise<{ sent: Sent[]; perSecond: number }> {
      const interval = 1000 / RATE;
      const total = Math.round(seconds * RATE);
      const start = performance.now();
      const pending: Array<Promise<Sent>> = [];
      for (let i = 0; i < total; i++) {
        const wait = start + i * interval - performance.now();
        if (wait >= 1) await sleep(wait);
        const sender = senders[i % senders.length] as BenchMember;
        const clientId = crypto.randomUUID();
        const sentAt = performance.now();
        pending.push(
          sendText(agent, a.port, sender, sender.partner, BENCH_TEXT, clientId).then((answer) => ({
            clientId,
            sentAt,
            answeredAt: answer.answeredAt,
            status: answer.status,
          })),
        );
      }
      const perSecond = total / ((performance.now() - start) / 1000);
      return { sent: await Promise.all(pending), perSecond };
    }

    type Case = 'same' | 'cross';
    /**
     * The latencies by case, pooled over the rounds that kept up with RATE (over all rounds as well, for when none
     * did): sequential rounds, and the mixed rounds apart.
     */
    const emptyPool = () => ({ same: [] as number[], cross: [] as number[] });
    const pooled = {
      keptUp: { sequential: emptyPool(), mixed: emptyPool() },
      all: { sequential: emptyPool(), mixed: emptyPool() },
    };
    const overloaded: number[] = [];
    for (const [round, scenario] of ORDER.entries()) {
      // Where each receiver listens: mixed puts every other receiver on B, so both cases share one load.
      const listensOn = (index: number): Instance =>
        scenario === 'same' || (scenario === 'mixed' && index % 2 === 0) ? a : b;
      const received = new Map<string, { at: number; on: Case }>();
      const streams = [
        ...(await Promise.all(senders.map((sender) => openChatEvents(a.port, sender, () => {})))),
        ...(await Promise.all(
          receivers.map((receiver, index) => {
            const on: Case = listensOn(index) === a ? 'same' : 'cross';
            return openChatEvents(listensOn(index).port, receiver, (event, receivedAt) => {
              if (event.type === 'message' && !event.message.mine)
                received.set(event.message.client_id, { at: receivedAt, on });
            });
          }),
        )),
      ];
      await paced(WARMUP_SECONDS);
      await sleep(500);

      await database.db.$client.query('CHECKPOINT');
      const cpuBefore = {
        a: await instanceCpu(a),
        b: await instanceCpu(b),
        postgres: postgresCpuSeconds(databaseDir),
        browsers: process.cpuUsage(),
        machine: machineBusySeconds(),
      };
      const measuredFrom = performance.now();
      const stopSampling = WAITS ? await sampleWaits(database.url) : undefined;
      const { sent, perSecond } = await paced(SECONDS);
      const waits = await stopSampling?.();
      await sleep(GRACE_MS);
      const elapsed = (performance.now() - measuredFrom) / 1000;
      const browsers = process.cpuUsage(cpuBefore.browsers);
      const cores = {
        a: (await instanceCpu(a)) - cpuBefore.a,
        b: (await instanceCpu(b)) - cpuBefore.b,
        postgres: postgresCpuSeconds(databaseDir) - cpuBefore.postgres,
        browsers: (browsers.user + browsers.system) / 1e6,
      };
      const others =
        machineBusySeconds() - cpuBefore.machine - cores.a - cores.b - cores.postgres - cores.browsers;
      for (const stream of streams) stream.close();

      const failed = sent.filter((send) => send.status !== 200);
      const latencies: Record<Case, number[]> = { same: [], cross: [] };
      const endToEnd: number[] = [];
      let missing = 0;
      for (const send of sent) {
        if (send.status !== 200) continue;
        const event = received.get(send.clientId);
        if (event === undefined) missing++;
        else {
          latencies[event.on].push(event.at - send.answeredAt);
          endToEnd.push(event.at - send.sentAt);
        }
      }
      const answers = sent.map((send) => send.answeredAt - send.sentAt);
      // The instances kept up when the answers came as fast as the sends went out.
      const lastAnswer = Math.max(...sent.map((send) => send.answeredAt));
      const answeredPerSecond = sent.length / ((lastAnswer - measuredFrom) / 1000);
      const keptUp = answeredPerSecond >= RATE * 0.95;
      if (!keptUp) overloaded.push(round + 1);
      const title = {
        same: 'same instance (receivers on A)',
        cross: 'cross instance (receivers on B)',
        mixed: 'mixed (half the receivers on A, half on B, at once)',
      }[scenario];
      console.log(
        `\nRound ${round + 1}, ${title}: ${sent.length} sent at ${perSecond.toFixed(0)}/s, ` +
          `${sent.length - failed.length - missing} delivered, ${missing} missing` +
          (failed.length ? `, ${failed.length} sends failed (first: ${failed[0]?.status})` : ''),
      );
      for (const which of ['same', 'cross'] as const) {
        const values = latencies[which];
        if (!values.length) continue;
        const kind = scenario === 'mixed' ? 'mixed' : 'sequential';
        pooled.all[kind][which].push(...values);
        if (keptUp) pooled.keptUp[kind][which].push(...values);
        console.log(`  answer → event, ${which.padEnd(5)}  ${summary(values)}`);
      }
      console.log(
        `  send → event   p50 ${ms(percentile(endToEnd, 50))}  p99 ${ms(percentile(endToEnd, 99))}; ` +
          `send → answer p50 ${ms(percentile(answers, 50))}  p99 ${ms(percentile(answers, 99))}; answered ` +
          `${answeredPerSecond.toFixed(0)}/s` +
          (keptUp ? '' : ' — OVERLOADED: the answers fell behind the sends, so they queued'),
      );
      console.log(
        `  cores busy: A ${(cores.a / elapsed).toFixed(2)}, B ${(cores.b / elapsed).toFixed(2)}, PostgreSQL ` +
          `${(cores.postgres / elapsed).toFixed(2)}, browsers ${(cores.browsers / elapsed).toFixed(2)}, ` +
          `other processes ${(Math.max(0, others) / elapsed).toFixed(2)}`,
      );
      if (waits) console.log(`  PostgreSQL sessions on average, by state and wait:\n${formatWaits(waits)}`);
    }

    for (const [label, kind] of [
      ['same and cross rounds', 'sequential'],
      ['mixed rounds', 'mixed'],
    ] as const) {
      const fair = pooled.keptUp[kind].same.length > 0 && pooled.keptUp[kind].cross.length > 0;
      const cases = fair ? pooled.keptUp[kind] : pooled.all[kind];
      if (!cases.same.length || !cases.cross.length) continue;
      const sameP99 = percentile(cases.same, 99);
      const crossP99 = percentile(cases.cross, 99);
      console.log(
        `\nPooled, ${label}` +
          (fair ? ' that kept up:' : ', none of them or only one case kept up (overloaded):'),
      );
      console.log(`  same   ${summary(cases.same)}`);
      console.log(`  cross  ${summary(cases.cross)}`);
      result.figures.push({
        name: `answer → event p99, ${label}${fair ? '' : ' (overloaded)'}: same / cross`,
        value: `${ms(sameP99)} / ${ms(crossP99)} = ${(crossP99 / sameP99).toFixed(2)} ×`,
      });
      if (kind === 'sequential')
        result.budgets.push(
          {
            budget: '4. live delivery across instances at 200 messages/s: p99 ≤ 50 ms',
            figure: ms(crossP99) + (fair ? '' : ' (overloaded rounds)'),
            held: crossP99 <= P99_BUDGET_MS,
          },
          {
            budget: '4. cross-instance p99 ≤ 1.5 × same-instance p99',
            figure: `${(crossP99 / sameP99).toFixed(2)} ×`,
            held: crossP99 / sameP99 <= RATIO_BUDGET,
          },
        );
      console.log(
        `  cross p99 ${ms(crossP99)} (budget ≤ ${P99_BUDGET_MS} ms: ${crossP99 <= P99_BUDGET_MS ? 'within' : 'OVER'}); ` +
          `cross / same p99 = ${(crossP99 / sameP99).toFixed(2)} ` +
          `(budget ≤ ${RATIO_BUDGET}: ${crossP99 / sameP99 <= RATIO_BUDGET ? 'within' : 'OVER'})`,
      );
    }
    if (overloaded.length) {
      result.notes?.push(`rounds ${overloaded.join(', ')} did not keep up with ${RATE} sends a second`);
      console.log(
        `\nRounds ${overloaded.join(', ')} were overloaded: the machine did not keep up with ${RATE} sends a second ` +
          '(see "other processes"), so their figures include queueing and are not the budget\'s condition.',
      );
    }
    console.log(`load average after: ${loadAverage()}`);
    for (const stream of watching) stream.close();
    agent.destroy();
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await database.close();
  }
  return result;
};

if (isMain(import.meta.url)) {
  await runPartAlone(chatDelivery);
  process.exit(0);
}
