import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cpuSeconds } from './process-cpu.ts';

/**
 * A program the benchmark runs (pgbench, wrk): the path in the environment variable `variable`, else the first
 * executable `name` on the PATH or in `elsewhere`. Stops the benchmark with `hint` (how to install it) when there
 * is none, and prints the one found with its version.
 */
export function findProgram(name: string, variable: string, elsewhere: string[], hint: string): string {
  const candidates = [
    process.env[variable],
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, name)),
    ...elsewhere,
  ].filter((candidate): candidate is string => !!candidate);
  const found = candidates.find((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) {
    console.error(`${name} was not found. ${hint}; or set ${variable}=/path/to/${name}.`);
    process.exit(2);
  }
  const version = spawnSync(found, ['--version'], { encoding: 'utf8' });
  console.log(`${name}: ${found} (${`${version.stdout}${version.stderr}`.split('\n')[0]?.trim()})`);
  return found;
}

/**
 * Runs `program` to its end; its output (stdout) and its own CPU seconds, sampled from /proc while it runs (the
 * last fraction of a second is missed). Throws, with stderr and stdout, when it exits other than 0.
 */
export async function runProgram(program: string, args: string[]): Promise<{ out: string; cpu: number }> {
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  let cpu = 0;
  const sampler = setInterval(() => {
    if (child.pid) cpu = cpuSeconds([child.pid]) || cpu;
  }, 200);
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${path.basename(program)} exited with ${code}:\n${err}\n${out}`);
  return { out, cpu };
}
