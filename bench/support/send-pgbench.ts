import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cpuSeconds } from './process-cpu.ts';

/**
 * The statements of one POST /api/message.php as the server runs them for a premium member's text (no free-limit
 * query): server/src/modules/chat/send-queries.ts through service.ts storeMessage, copied from PostgreSQL's
 * statement log of a real send. Everything the request sends: the session is checked in the lock statement, and
 * the site of the Host header comes from the instance's memory (sites/service.ts). Parameters become pgbench
 * variables: a random sender and their fixed partner (members first … first+2·pairs−1, 2k with 2k+1), the
 * sender's session (the bench's tokens are '<salt>-<member id>', so pgbench can hash one), and a random client_id
 * (md5 of a random number, as a uuid); the time is now(), the text, channel and payload limit are the server's.
 * chat-send.ts checks these against the log.
 */
export const SEND_SCRIPT = String.raw`\set i random(0, 2 * :pairs - 1)
\set sender :first + :i
\set recipient :first + (:i / 2) * 2 + 1 - (:i % 2)
\set a :first + (:i / 2) * 2
\set b :a + 1
\set c random(1, 9223372036854775806)
BEGIN;
SELECT u.id::int AS id, u.site_id, u.status, u.paid_user, u.credits, s.id::int AS session_id, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = sha256(convert_to(:salt || '-' || :sender, 'UTF8')) AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status IN ('not_confirmed', 'active') FOR NO KEY UPDATE OF u;
WITH sender AS (SELECT s.user_id AS id FROM sessions s WHERE s.token_hash = sha256(convert_to(:salt || '-' || :sender, 'UTF8'))) SELECT (SELECT row_to_json(x) FROM (SELECT m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq, m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift, (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i WHERE i.id = m.image_id) AS image, m.created_at FROM messages m WHERE m.sender_id = (SELECT id FROM sender) AND m.client_id = md5(:c::text)::uuid) x) AS existing, (SELECT row_to_json(x) FROM (SELECT p.id::int AS id, p.site_id, p.name, p.fictional, p.listed, (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status) FROM photos ph WHERE ph.id = p.main_photo_id) AS main_photo, EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = (SELECT id FROM sender) AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = (SELECT id FROM sender))) AS blocked_either_way FROM profiles p WHERE p.id = :recipient) x) AS target;
WITH conversation AS ( INSERT INTO conversations (site_id, member_a, member_b, last_seq, last_message_at) VALUES (:site, :a, :b, 1, now()) ON CONFLICT (member_a, member_b) DO UPDATE SET last_seq = conversations.last_seq + 1, last_message_at = EXCLUDED.last_message_at RETURNING id, last_seq), message AS ( INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, gift, credits, created_at, image_id) SELECT c.id, c.last_seq, :sender, md5(:c::text)::uuid, 'text', 'Hallo daar, hoe gaat het met je?', NULL, :cost, now(), NULL FROM conversation c RETURNING m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq, m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift, (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i WHERE i.id = m.image_id) AS image, m.created_at), charge AS ( INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at) SELECT :sender, -:cost::int, 'message', 'message:' || message.id, now() FROM message WHERE :cost::int > 0 ON CONFLICT (user_id, reason, reference) DO NOTHING RETURNING user_id, amount), balance AS ( UPDATE users u SET credits = u.credits + charge.amount FROM charge WHERE u.id = charge.user_id), members AS ( INSERT INTO conversation_members (conversation_id, member_id, last_read_seq, last_delivered_seq) SELECT c.id, v.member_id, v.seq, v.seq FROM conversation c CROSS JOIN LATERAL (VALUES (:sender::bigint, c.last_seq), (:recipient::bigint, 0)) v (member_id, seq) ON CONFLICT (conversation_id, member_id) DO UPDATE SET last_read_seq = greatest(conversation_members.last_read_seq, EXCLUDED.last_read_seq), last_delivered_seq = greatest(conversation_members.last_delivered_seq, EXCLUDED.last_delivered_seq)) SELECT message.*, pg_notify('chat', CASE WHEN octet_length(event.whole) <= 7800 THEN event.whole ELSE event.ref END) FROM message, LATERAL (SELECT json_build_object('type', 'message', 'members', json_build_array(:sender::bigint, :recipient::bigint), 'message', row_to_json(message))::text AS whole, json_build_object('type', 'message', 'members', json_build_array(:sender::bigint, :recipient::bigint), 'ref', json_build_object('conversation', message.conversation_id, 'seq', message.seq))::text AS ref) event;
COMMIT;
`;

/**
 * The same statements sent as the server sends them: BEGIN, the lock and the checks written at once, then the
 * writes and COMMIT written at once (pgbench's pipeline mode; two round trips instead of five).
 */
export function pipelinedScript(): string {
  const lines = SEND_SCRIPT.trimEnd().split('\n');
  const begin = lines.indexOf('BEGIN;');
  return [
    ...lines.slice(0, begin),
    '\\startpipeline',
    ...lines.slice(begin, begin + 3),
    '\\endpipeline',
    '\\startpipeline',
    ...lines.slice(begin + 3),
    '\\endpipeline',
    '',
  ].join('\n');
}

/** The SQL statements of a script (not the \set lines), one a line, without trailing semicolons or \gset. */
export const scriptStatements = (script: string) =>
  script
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('\\'))
    .map((line) => line.replace(/\s*(\\gset.*|;)$/, ''));

/** pgbench from PGBENCH, the PATH or the PostgreSQL client packages; a clear stop when there is none. */
export function findPgbench(): string {
  const candidates = [
    process.env.PGBENCH,
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'pgbench')),
    '/usr/bin/pgbench',
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
      : []),
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
    console.error(
      'pgbench was not found. It comes with the PostgreSQL client programs: on Debian or Ubuntu ' +
        '`apt-get install postgresql-client` (as root), on macOS `brew install libpq`; or set PGBENCH=/path/to/pgbench.',
    );
    process.exit(2);
  }
  const version = spawnSync(found, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`pgbench: ${found} (${version})`);
  return found;
}

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
  const child = spawn(pgbench, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
  fs.rmSync(file, { force: true });
  if (code !== 0) throw new Error(`pgbench exited with ${code}:\n${err}\n${out}`);
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
 * in SQL: the client_id, the session hash, now(), the text, the channel and the payload limit) as §.
 */
export const scriptShape = (statement: string) =>
  collapse(statement)
    .replace(/pg_notify\('chat', /, 'pg_notify(§, ')
    .replace(/<= 7800\b/, '<= §')
    .replace(/sha256\(convert_to\([^)]*\)\)/g, '§')
    .replace(/md5\(:c::text\)::uuid/g, '§')
    .replace(/(?<!:):\w+/g, '§')
    .replace(/now\(\)/g, '§')
    .replace(/\bNULL\b(?=[,)]|\s+FROM\b)/g, '§')
    .replace(/'(text|Hallo daar, hoe gaat het met je\?)'/g, '§');

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
