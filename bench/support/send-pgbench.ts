import fs from 'node:fs';
import path from 'node:path';
import { SLOWED_LIMITS } from '../../server/src/modules/abuse/index.ts';
import { LIMITS } from '../../server/src/platform/limits.ts';
import { findProgram, runProgram } from './programs.ts';

/**
 * The statement of one POST /api/message.php as the server runs it for a member's text: the call of chat_send
 * (server/src/modules/chat/send-queries.ts, server/src/db/functions/chat_send.sql), copied from PostgreSQL's statement log
 * of a real send. Everything the request sends: the session is checked inside the call, and the site of the Host
 * header comes from the instance's memory (sites/service.ts). Parameters become pgbench variables: a random
 * sender and their fixed partner (members first … first+2·pairs−1, 2k with 2k+1), the sender's session (the
 * bench's tokens are '<salt>-<member id>', so pgbench can hash one), and a random client_id (md5 of a random
 * number, as a uuid); the time is now(); the text, the free limits, channel, payload limit and send rate limit are the server's.
 * chat-send.ts checks this against the log.
 */
export const SEND_SCRIPT = String.raw`\set i random(0, 2 * :pairs - 1)
\set sender :first + :i
\set recipient :first + (:i / 2) * 2 + 1 - (:i % 2)
\set c random(1, 9223372036854775806)
SELECT chat_send(sha256(convert_to(:salt || '-' || :sender, 'UTF8')), now(), :site, md5(:c::text)::uuid, :recipient, 'text', 'Hallo daar, hoe gaat het met je?', NULL, NULL, :cost, :free, 2, 'chat', 7800, ${LIMITS.chatSends.max}, ${LIMITS.chatSends.windowSeconds}, ${SLOWED_LIMITS.chatSends.max}, ${SLOWED_LIMITS.chatSends.windowSeconds}) AS result;
`;

/** The SQL statements of a script (not the \set lines), one a line, without trailing semicolons or \gset. */
export const scriptStatements = (script: string) =>
  script
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('\\'))
    .map((line) => line.replace(/\s*(\\gset.*|;)$/, ''));

/** pgbench from PGBENCH, the PATH or the PostgreSQL client packages; a clear stop when there is none. */
export const findPgbench = () =>
  findProgram(
    'pgbench',
    'PGBENCH',
    [
      '/usr/bin/pgbench',
      ...(fs.existsSync('/usr/lib/postgresql')
        ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
        : []),
    ],
    'It comes with the PostgreSQL client programs: on Debian or Ubuntu `apt-get install postgresql-client` ' +
      '(as root), on macOS `brew install libpq`',
  );

export type PgbenchResult = {
  tps: number;
  transactions: number;
  failed: number;
  seconds: number;
  cpu: number;
};

/**
 * Runs pgbench with `script` for `seconds` (no vacuum, no initialisation: the bench's own tables). `cpu` is
 * pgbench's own CPU seconds, sampled from /proc while it runs (the last fraction of a second is missed).
 */
export async function runPgbench(
  pgbench: string,
  options: {
    url: string;
    script: string;
    clients: number;
    threads: number;
    seconds: number;
    mode: 'prepared' | 'extended' | 'simple';
    variables: Record<string, string | number>;
    dir: string;
  },
): Promise<PgbenchResult> {
  const file = path.join(options.dir, `send-${options.mode}-${process.hrtime.bigint()}.pgbench`);
  fs.writeFileSync(file, options.script);
  const args = [
    '-n',
    '-f',
    file,
    '-c',
    String(options.clients),
    '-j',
    String(options.threads),
    '-T',
    String(options.seconds),
    '-M',
    options.mode,
    ...Object.entries(options.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    options.url,
  ];
  const { out, cpu } = await runProgram(pgbench, args).finally(() => fs.rmSync(file, { force: true }));
  const number = (pattern: RegExp) => Number(out.match(pattern)?.[1] ?? Number.NaN);
  return {
    tps: number(/tps = ([\d.]+) \(without initial connection time\)/),
    transactions: number(/number of transactions actually processed: (\d+)/),
    failed: number(/number of failed transactions: (\d+)/) || 0,
    seconds: options.seconds,
    cpu,
  };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A logged statement with its parameters as §, to compare with a script statement's shape. */
export const loggedShape = (statement: string) => collapse(statement).replace(/\$\d+/g, '§');

/**
 * A script statement with what the server sends as parameters (pgbench variables, and the values pgbench makes
 * in SQL or writes as literals: the session hash, the client_id, now(), the kind, the text, the NULLs, the free
 * conversations, the channel and the payload limit) as §.
 */
export const scriptShape = (statement: string) =>
  collapse(statement)
    .replace(/sha256\(convert_to\([^)]*\)\)/g, '§')
    .replace(/md5\(:c::text\)::uuid/g, '§')
    .replace(/(?<!:):\w+/g, '§')
    .replace(/now\(\)/g, '§')
    .replace(/'[^']*'/g, '§')
    .replace(/\bNULL\b/g, '§')
    .replace(/(?<=[(,] ?)\d+\b/g, '§');

/** The statements PostgreSQL logged (log_statement = all), in order, each as one string. */
export function loggedStatements(lines: string[]): string[] {
  const statements: string[] = [];
  let current: string | undefined;
  for (const line of lines.join('\n').split('\n')) {
    const start = line.match(/LOG: {2}(?:execute [^:]+|statement): (.*)$/);
    if (start) {
      if (current !== undefined) statements.push(current);
      current = start[1] as string;
    } else if (current !== undefined && line.startsWith('\t')) current += `\n${line}`;
    else if (current !== undefined) {
      statements.push(current);
      current = undefined;
    }
  }
  if (current !== undefined) statements.push(current);
  return statements;
}
