import fs from 'node:fs';
import path from 'node:path';
import { cpuSeconds } from './process-cpu.ts';
import { runProgram } from './programs.ts';

/**
 * Plain HTTP load from wrk (the C load generator the send bench uses): GET one path over keep-alive connections,
 * optionally with headers, a header set picked at random per request (a member's session cookie, their
 * If-None-Match) and a pace (a delay before each connection's next request). A Lua done() prints the
 * figures, so nothing depends on wrk's human output.
 */
export type LoadOptions = {
  port: number;
  path: string;
  headers?: Record<string, string>;
  /** Header sets of which each request takes one at random (each member's cookie, say), besides `headers`. */
  variants?: Array<Record<string, string>>;
  connections: number;
  seconds: number;
  /** Per connection: milliseconds to wait after an answer before the next request (fractions by chance). */
  delayMs?: number;
};

export type LoadResult = {
  perSecond: number;
  requests: number;
  seconds: number;
  /** Answers with a status ≥ 400, and connections that failed, timed out or broke. */
  errors: number;
  /** Answers 304 Not Modified. */
  notModified: number;
  /** Answer time, ms. */
  mean: number;
  p50: number;
  p99: number;
};

function writeScript(dir: string, options: LoadOptions): string {
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(', ');
  const variants = (options.variants ?? [{}])
    .map(
      (variant) =>
        `{ ${Object.entries(variant)
          .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
          .join(', ')} }`,
    )
    .join(',\n  ');
  const script = `local threads = {}
local headers = { ${headers} }
local variants = {
  ${variants}
}
local delay_ms = ${options.delayMs ?? -1}
not_modified = 0

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() + #threads * 7919)
end

function request()
  local variant = variants[math.random(#variants)]
  local all = {}
  for name, value in pairs(headers) do all[name] = value end
  for name, value in pairs(variant) do all[name] = value end
  return wrk.format("GET", ${JSON.stringify(options.path)}, all)
end

function response(status, response_headers, body)
  if status == 304 then not_modified = not_modified + 1 end
end

if delay_ms >= 0 then
  function delay()
    return math.floor(delay_ms + math.random())
  end
end

function done(summary, latency, requests)
  local errors = summary.errors
  local nm = 0
  for _, thread in ipairs(threads) do nm = nm + (thread:get("not_modified") or 0) end
  io.write(string.format("RESULT %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    errors.status + errors.connect + errors.read + errors.write + errors.timeout, nm,
    math.floor(latency.mean), latency:percentile(50), latency:percentile(99)))
end
`;
  const file = path.join(dir, `load-${process.hrtime.bigint()}.lua`);
  fs.writeFileSync(file, script);
  return file;
}

/** One run of wrk -t 2 against 127.0.0.1:`port`. */
export async function runLoad(wrk: string, dir: string, options: LoadOptions): Promise<LoadResult> {
  const script = writeScript(dir, options);
  try {
    const args = ['-t', String(Math.min(2, options.connections)), '-c', String(options.connections)];
    args.push('-d', `${options.seconds}s`, '-s', script, `http://127.0.0.1:${options.port}/`);
    const { out } = await runProgram(wrk, args);
    const match = out.match(/RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/);
    if (!match) throw new Error(`wrk printed no result:\n${out}`);
    const [requests, micros, errors, notModified, mean, p50, p99] = match.slice(1).map(Number) as number[];
    const seconds = (micros as number) / 1e6;
    return {
      perSecond: (requests as number) / seconds,
      requests: requests as number,
      seconds,
      errors: errors as number,
      notModified: notModified as number,
      mean: (mean as number) / 1000,
      p50: (p50 as number) / 1000,
      p99: (p99 as number) / 1000,
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

/**
 * Load paced to about `rate` requests/s over `connections`: a short run finds how long an answer takes at that
 * pace, so each connection's delay plus its answer time makes the interval the rate asks for; then the
 * measured run. The rate reached is in the result (perSecond).
 */
export async function runPaced(
  wrk: string,
  dir: string,
  options: Omit<LoadOptions, 'delayMs'> & { rate: number; calibrationSeconds: number },
): Promise<LoadResult> {
  const interval = (options.connections * 1000) / options.rate;
  let delayMs = interval;
  for (let step = 0; step < 2; step++) {
    const probe = await runLoad(wrk, dir, { ...options, seconds: options.calibrationSeconds, delayMs });
    const cycle = (options.connections * 1000) / probe.perSecond;
    delayMs = Math.max(0, delayMs + interval - cycle);
  }
  return runLoad(wrk, dir, { ...options, delayMs });
}

/**
 * `rounds` measurements of each of two lines in the order A B B A A B …, so that other work on the machine
 * falls on both alike; answers each line's results in order.
 */
export async function alternate<T>(
  rounds: number,
  a: () => Promise<T>,
  b: () => Promise<T>,
): Promise<{ a: T[]; b: T[] }> {
  const results = { a: [] as T[], b: [] as T[] };
  for (let i = 0; i < rounds * 2; i++) {
    const first = i % 4 === 0 || i % 4 === 3;
    if (first) results.a.push(await a());
    else results.b.push(await b());
  }
  return results;
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export type Measured = LoadResult & { cpuMicrosPerRequest: number };

/**
 * Load on one server, with the CPU its process used per request meanwhile (from /proc): other work on the machine
 * moves it much less than requests/s.
 */
export async function measured(pid: number, load: () => Promise<LoadResult>): Promise<Measured> {
  const before = cpuSeconds([pid]);
  const result = await load();
  const cpu = cpuSeconds([pid]) - before;
  return { ...result, cpuMicrosPerRequest: (1e6 * cpu) / Math.max(1, result.requests) };
}

/** The mean CPU per request of measured lines, µs. */
export const cpuPerRequest = (results: Measured[]) =>
  mean(results.map((result) => result.cpuMicrosPerRequest));

/** `rounds` rounds in which every line runs once, the order rotating (A B C, B C A, C A B …). */
export async function rotate<T>(rounds: number, lines: Array<() => Promise<T>>): Promise<T[][]> {
  const results = lines.map(() => [] as T[]);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < lines.length; i++) {
      const line = (round + i) % lines.length;
      results[line]?.push(await (lines[line] as () => Promise<T>)());
    }
  }
  return results;
}
