import type { ServerSample } from './capacity-server.ts';
import type { WorkerReport } from './capacity-worker.ts';

/** The health limits of issue 25 for the members' calls (not the streams). */
export const HEALTH = { meanMs: 100, p99Ms: 2000, errorShare: 0.00025 } as const;
/** The server's pool (connectDatabase's default). */
const POOL_SIZE = 10;

export type StepFigures = {
  members: number;
  online: number;
  openStreams: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  meanMs: number;
  p99Ms: number;
  errors: number;
  /** Failed calls and streams that could not open, over calls and stream openings. */
  errorShare: number;
  streamsFailed: number;
  streamsDropped: number;
  /** CPU in cores (1 = one core busy the whole window). */
  serverCores: number;
  /** Share of the window the server's JavaScript thread was ready to run but waited for a CPU. */
  serverCpuWaitShare: number;
  postgresCores: number;
  loadCores: number;
  machineCores: number;
  serverRssMb: number;
  serverOpenFiles: number;
  postgresConnections: number;
  postgresActive: number;
  slowestCalls: string;
  errorSamples: string[];
};

const mb = (bytes: number) => bytes / 1024 / 1024;

/** A step's figures from the load processes' windows and the samples at the start and end of the window. */
export function stepFigures(
  members: number,
  reports: WorkerReport[],
  before: { server: ServerSample; loadCpu: number; machine: number },
  after: { server: ServerSample; loadCpu: number; machine: number },
  activeSamples: number[],
): StepFigures {
  const seconds = (after.server.at - before.server.at) / 1000;
  const latencies = reports.flatMap((report) => report.latencies).sort((a, b) => a - b);
  const requests = latencies.length;
  const errors = reports.reduce((sum, report) => sum + report.errors, 0);
  const streamsFailed = reports.reduce((sum, report) => sum + report.streams.failed, 0);
  const streamsOpened = reports.reduce((sum, report) => sum + report.streams.opened, 0);
  const calls = new Map<string, { count: number; totalMs: number }>();
  for (const report of reports)
    for (const [name, call] of Object.entries(report.calls)) {
      const sum = calls.get(name) ?? { count: 0, totalMs: 0 };
      sum.count += call.count;
      sum.totalMs += call.totalMs;
      calls.set(name, sum);
    }
  const slowestCalls = [...calls]
    .map(([name, call]) => ({ name, mean: call.totalMs / call.count, count: call.count }))
    .sort((a, b) => b.mean - a.mean)
    .slice(0, 4)
    .map((call) => `${call.name} ${call.mean.toFixed(0)} ms (${(call.count / seconds).toFixed(0)}/s)`)
    .join(', ');
  return {
    members,
    online: reports.reduce((sum, report) => sum + report.online, 0),
    openStreams: reports.reduce((sum, report) => sum + report.streams.open, 0),
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    meanMs: requests ? latencies.reduce((sum, value) => sum + value, 0) / requests : 0,
    p99Ms: requests ? (latencies[Math.min(requests - 1, Math.floor(requests * 0.99))] as number) : 0,
    errors: errors + streamsFailed,
    errorShare: (errors + streamsFailed) / Math.max(1, requests + streamsOpened + streamsFailed),
    streamsFailed,
    streamsDropped: reports.reduce((sum, report) => sum + report.streams.dropped, 0),
    serverCores: (after.server.serverCpu - before.server.serverCpu) / seconds,
    serverCpuWaitShare: (after.server.serverCpuWait - before.server.serverCpuWait) / seconds,
    postgresCores: (after.server.postgresCpu - before.server.postgresCpu) / seconds,
    loadCores: (after.loadCpu - before.loadCpu) / seconds,
    machineCores: (after.machine - before.machine) / seconds,
    serverRssMb: mb(after.server.rssBytes),
    serverOpenFiles: after.server.openFiles,
    postgresConnections: after.server.postgresConnections,
    postgresActive: Math.max(...activeSamples, 0),
    slowestCalls,
    errorSamples: reports.flatMap((report) => report.errorSamples).slice(0, 8),
  };
}

/**
 * The members the machine would carry if the server and PostgreSQL had it to themselves: the CPU each served
 * call cost at `step` (streams' heartbeats included, as they are part of the window), times the calls an online
 * member makes (`callsPerMemberSecond`, from the step least held up). The server's JavaScript runs on one thread
 * (one core); the server and PostgreSQL together have the machine's `cores`. A cost measured on a busy machine is
 * higher than on an idle one (shared caches, switches), so this leans low.
 */
export function cpuCeiling(
  step: StepFigures,
  callsPerMemberSecond: number,
  cores: number,
): { members: number; bound: string; serverMsPerCall: number; postgresMsPerCall: number } {
  const calls = Math.max(1, step.requestsPerSecond);
  const serverPerMember = (step.serverCores / calls) * callsPerMemberSecond;
  const bothPerMember = ((step.serverCores + step.postgresCores) / calls) * callsPerMemberSecond;
  const byThread = serverPerMember > 0 ? 1 / serverPerMember : Number.POSITIVE_INFINITY;
  const byMachine = bothPerMember > 0 ? cores / bothPerMember : Number.POSITIVE_INFINITY;
  const costs = {
    serverMsPerCall: (step.serverCores * 1000) / calls,
    postgresMsPerCall: (step.postgresCores * 1000) / calls,
  };
  return byThread <= byMachine
    ? { members: Math.floor(byThread), bound: "the server's one JavaScript thread", ...costs }
    : { members: Math.floor(byMachine), bound: `the ${cores} cores (server + PostgreSQL)`, ...costs };
}

/** The limits a step broke, in words; empty when it held. */
export function brokenLimits(step: StepFigures): string[] {
  const broken: string[] = [];
  if (step.meanMs >= HEALTH.meanMs) broken.push(`mean ${step.meanMs.toFixed(0)} ms ≥ ${HEALTH.meanMs} ms`);
  if (step.p99Ms >= HEALTH.p99Ms) broken.push(`p99 ${step.p99Ms.toFixed(0)} ms ≥ ${HEALTH.p99Ms} ms`);
  if (step.errorShare >= HEALTH.errorShare)
    broken.push(`errors ${(step.errorShare * 100).toFixed(3)} % ≥ ${HEALTH.errorShare * 100} %`);
  return broken;
}

/**
 * What ran out at a step, judged from its figures: the open files of the server process (every stream is a
 * socket), its one JavaScript thread, the machine's two cores, or PostgreSQL's pool or CPU. The first that is
 * (nearly) full; undefined when none is.
 */
export function exhausted(step: StepFigures, openFileLimit: number, cores: number): string | undefined {
  const streams = `${step.openStreams} of ${step.online} streams open`;
  if (step.serverOpenFiles >= openFileLimit * 0.95)
    return `connections: the server process's open files (${step.serverOpenFiles} of its limit ${openFileLimit}; ${streams})`;
  const machine = `${step.machineCores.toFixed(2)} of ${cores} cores busy: server ${step.serverCores.toFixed(2)}, PostgreSQL ${step.postgresCores.toFixed(2)}, load generator ${step.loadCores.toFixed(2)}, the rest other work`;
  if (step.serverCpuWaitShare >= 0.3)
    return `CPU of the machine: the server's JavaScript thread was ready but waited for a core ${(step.serverCpuWaitShare * 100).toFixed(0)} % of the time (${machine}; ${streams})`;
  if (step.serverCores >= 0.9)
    return `CPU of the server process: its JavaScript thread (${step.serverCores.toFixed(2)} cores; ${streams})`;
  if (step.machineCores >= cores * 0.9) return `CPU of the machine (${machine})`;
  if (step.postgresActive >= POOL_SIZE)
    return `PostgreSQL connections: the server's pool of ${POOL_SIZE} all busy`;
  if (step.postgresCores >= 0.9) return `PostgreSQL CPU (${step.postgresCores.toFixed(2)} cores)`;
  return undefined;
}
