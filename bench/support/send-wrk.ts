import fs from 'node:fs';
import path from 'node:path';
import { BENCH_HOST, BENCH_TEXT } from './chat-bench.ts';
import { findProgram, runProgram } from './programs.ts';

/**
 * The sending members of chat-send.ts: wrk, an HTTP load generator written in C as pgbench is, so that the
 * members' side costs the two shared cores about what pgbench's side does (docs/chat-benchmarks.md). Its Lua
 * script makes every request: a random member of the bench's pairs, their session cookie, a text to their
 * partner and a fresh random client_id. Each connection sends its next request as soon as the last one was
 * answered, as a browser's does.
 */

export type WrkSender = { cookie: string; to: number };
export type WrkResult = {
  /** Answered 2xx: stored (or answered as a duplicate, which a random client_id never is). */
  sent: number;
  seconds: number;
  /** Answers other than 2xx, and connections that failed, timed out or broke. */
  failed: number;
  /** Answer time in ms: from a request's first byte written to its answer's last byte read. */
  p50: number;
  p99: number;
  /** wrk's own CPU seconds, sampled from /proc while it runs. */
  cpu: number;
};

/** wrk from WRK, the PATH or /usr/bin; a clear stop when there is none. */
export const findWrk = () =>
  findProgram(
    'wrk',
    'WRK',
    ['/usr/bin/wrk'],
    'On Debian or Ubuntu `apt-get install wrk` (as root), on macOS `brew install wrk`',
  );

/**
 * The Lua script, written into `dir`. Each wrk thread seeds its own random numbers (`seed` is set per thread in
 * setup), so no two threads make the same client_ids; a client_id is a version-4 uuid of 121 random bits.
 */
export function writeSendScript(dir: string, senders: WrkSender[]): string {
  const table = senders.map((sender) => `{${JSON.stringify(sender.cookie)}, ${sender.to}}`).join(',\n  ');
  const script = `local senders = {
  ${table}
}
local count, random, format = #senders, math.random, string.format
local headers = { ["Host"] = ${JSON.stringify(BENCH_HOST)}, ["Content-Type"] = "application/json" }
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("seed", threads)
end

function init(args)
  math.randomseed(os.time() * 1000 + seed * 7919 + math.floor(os.clock() * 1e6))
end

function request()
  local sender = senders[random(count)]
  headers["Cookie"] = sender[1]
  local client_id = format("%08x-%04x-4%03x-%04x-%06x%06x", random(0, 0x7fffffff), random(0, 0xffff),
    random(0, 0xfff), random(0x8000, 0xbfff), random(0, 0xffffff), random(0, 0xffffff))
  return wrk.format("POST", "/api/message.php", headers,
    '{"profile":' .. sender[2] .. ',"client_id":"' .. client_id .. '","kind":"text","text":${JSON.stringify(BENCH_TEXT)}}')
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(format("RESULT %d %d %d %d %d\\n", summary.requests - errors.status, summary.duration,
    errors.status + errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
  const file = path.join(dir, 'send.lua');
  fs.writeFileSync(file, script);
  return file;
}

/** Runs wrk against the instance on `port` for `seconds` with `clients` connections over 2 threads. */
export async function runWrk(
  wrk: string,
  options: { port: number; script: string; clients: number; seconds: number },
): Promise<WrkResult> {
  const threads = Math.min(2, options.clients);
  const args = ['-t', String(threads), '-c', String(options.clients), '-d', `${options.seconds}s`];
  const url = `http://127.0.0.1:${options.port}/`;
  const { out, cpu } = await runProgram(wrk, [...args, '-s', options.script, url]);
  const result = out.match(/RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/);
  if (!result) throw new Error(`wrk printed no result:\n${out}`);
  const [sent, microseconds, failed, p50, p99] = result.slice(1).map(Number) as number[];
  return {
    sent: sent as number,
    seconds: (microseconds as number) / 1e6,
    failed: failed as number,
    p50: (p50 as number) / 1000,
    p99: (p99 as number) / 1000,
    cpu,
  };
}
