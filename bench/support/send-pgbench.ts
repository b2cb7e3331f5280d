import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cpuSeconds } from './process-cpu.ts';

/**
 * The statements of one text send as server/src/modules/chat/service.ts storeMessage runs them for a premium
 * member (no free-limit query), copied from PostgreSQL's statement log of a real send. Parameters become pgbench
 * variables: a random sender and their fixed partner (members first … first+2·pairs−1, 2k with 2k+1), a random
 * client_id (md5 of a random number, as a uuid), the conversation and message ids from the RETURNING rows (\gset),
 * and a NOTIFY payload of the same shape and size as the server's (built here in SQL, by the server in Node). chat-send.ts checks these against the log.
 */
export const SEND_TRANSACTION = String.raw`\set i random(0, 2 * :pairs - 1)
\set sender :first + :i
\set recipient :first + (:i / 2) * 2 + 1 - (:i % 2)
\set a :first + (:i / 2) * 2
\set b :a + 1
\set c random(1, 9223372036854775806)
\set amount 0 - :cost
BEGIN;
SELECT id::int AS id, site_id, status, paid_user, credits FROM users WHERE id = :sender FOR NO KEY UPDATE;
SELECT m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq, m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift, (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i WHERE i.id = m.image_id) AS image, m.created_at FROM messages m WHERE m.sender_id = :sender AND m.client_id = md5(:c::text)::uuid;
SELECT p.id::int AS id, p.site_id, p.name, p.fictional, p.listed, (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status) FROM photos ph WHERE ph.id = p.main_photo_id) AS main_photo, EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = :sender AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = :sender)) AS blocked_either_way FROM profiles p WHERE p.id = :recipient;
INSERT INTO conversations (site_id, member_a, member_b, last_seq, last_message_at) VALUES (:site, :a, :b, 1, now()) ON CONFLICT (member_a, member_b) DO UPDATE SET last_seq = conversations.last_seq + 1, last_message_at = EXCLUDED.last_message_at RETURNING id::int AS id, last_seq::int AS seq \gset conversation_
INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, gift, credits, created_at, image_id) VALUES (:conversation_id, :conversation_seq, :sender, md5(:c::text)::uuid, 'text', 'Hallo daar, hoe gaat het met je?', NULL, :cost, now(), NULL) RETURNING m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq, m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift, (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i WHERE i.id = m.image_id) AS image, m.created_at \gset message_
INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at) VALUES (:sender, :amount, 'message', 'message:' || :message_id, now()) ON CONFLICT (user_id, reason, reference) DO NOTHING;
UPDATE users SET credits = credits + :amount WHERE id = :sender;
INSERT INTO conversation_members (conversation_id, member_id, last_read_seq, last_delivered_seq) VALUES (:conversation_id, :sender, :conversation_seq, :conversation_seq), (:conversation_id, :recipient, 0, 0) ON CONFLICT (conversation_id, member_id) DO UPDATE SET last_read_seq = CASE WHEN conversation_members.member_id = :sender THEN greatest(conversation_members.last_read_seq, :conversation_seq) ELSE conversation_members.last_read_seq END, last_delivered_seq = CASE WHEN conversation_members.member_id = :sender THEN greatest(conversation_members.last_delivered_seq, :conversation_seq) ELSE conversation_members.last_delivered_seq END;
SELECT pg_notify('chat', json_build_object('type', 'message', 'members', json_build_array(:sender::bigint, :recipient::bigint), 'message', json_build_object('id', :message_id::bigint, 'conversation_id', :conversation_id::bigint, 'seq', :conversation_seq::bigint, 'sender_id', :sender::bigint, 'client_id', md5(:c::text)::uuid, 'kind', 'text', 'body', 'Hallo daar, hoe gaat het met je?', 'gift', NULL, 'image', NULL, 'created_at', now()))::text);
COMMIT;
`;

/**
 * What the request runs before the transaction: the session lookup (server/src/platform/sessions.ts readSession;
 * the bench's session tokens are '<salt>-<member id>', so pgbench can hash one) and the site of the Host header
 * (as drizzle sends it). Prepended to SEND_TRANSACTION, it is all the SQL of one POST /api/message.php.
 */
export const REQUEST_LOOKUPS = `SELECT s.id, s.user_id, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = sha256(convert_to(:salt || '-' || :sender, 'UTF8')) AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status IN ('not_confirmed', 'active');
select "id", "domain", "is_default", "name", "index_title", "description", "niche", "domain_language", "countries", "visible_profile_fields", "visible_profile_notes", "search_fields", "cdn_prefix", "message_credits", "photo_credits", "gift_credits", "signup_credits", "message_length", "free_member_messages", "minimum_message_costs", "support_email", "support_phone", "enable_site_entry_popup", "fictional_warning", "fictional_singular", "fictional_plural", "fictional_icon", "refund_days", "signups", "logged_out_search", "logged_out_search_trafficsource", "member_resell", "push_public_key", "created_at", "updated_at" from "sites" where "sites"."domain" in (:host);
`;

/** The send script with the request's lookups between the \set lines and BEGIN. */
export function wholeRequestScript(): string {
  return SEND_TRANSACTION.replace('BEGIN;\n', `${REQUEST_LOOKUPS}BEGIN;\n`);
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
 * in SQL: the client_id, the reference, the NOTIFY payload, the session hash, now(), the text) as §.
 */
export const scriptShape = (statement: string) =>
  collapse(statement)
    .replace(/pg_notify\('chat', .*\)$/, 'pg_notify(§, §)')
    .replace(/sha256\(convert_to\([^)]*\)\)/g, '§')
    .replace(/'message:' \|\| :message_id/g, '§')
    .replace(/md5\(:c::text\)::uuid/g, '§')
    .replace(/(?<!:):\w+/g, '§')
    .replace(/now\(\)/g, '§')
    .replace(/\bNULL\b(?=[,)])/g, '§')
    .replace(/'(text|message|Hallo daar, hoe gaat het met je\?)'/g, '§');

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
