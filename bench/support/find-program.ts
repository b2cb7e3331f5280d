import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
