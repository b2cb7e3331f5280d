import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChatEvent } from '@community/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { seedDefaults } from '../../server/src/cli/seed-defaults.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectDatabase, type Database } from '../../server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openGeoIp } from '../../server/src/modules/geo/geoip.ts';
import { systemClock } from '../../server/src/platform/clock.ts';
import { createMailer } from '../../server/src/platform/mailer.ts';

/** The default site's domain: requests carry it as Host, as a member's browser does, so the site matches at once. */
export const BENCH_HOST = 'localhost';
/** The text every bench member sends (send-pgbench.ts's script writes it as a literal). */
export const BENCH_TEXT = 'Hallo daar, hoe gaat het met je?';

export type BenchDatabase = {
  url: string;
  db: Database;
  dataDir: string;
  /** Every line PostgreSQL logs (statements, once `log_statement` is switched on). */
  logLines: string[];
  close: () => Promise<void>;
};

/** An embedded PostgreSQL in a temporary folder, migrated and seeded; `close` stops it and removes the folder. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-chat-bench-'));
  // The embedded PostgreSQL runs as the postgres user when started as root.
  fs.chmodSync(dataDir, 0o755);
  const logLines: string[] = [];
  const embedded = await startEmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    database: 'bench',
    log: (line) => {
      if (logLines.length < 10_000) logLines.push(line);
    },
  });
  const db = connectDatabase(embedded.url, { max: 4 });
  await migrate(db.$client);
  await seedDefaults(db, BENCH_HOST);
  await keepBenchMembersUnslowed(db);
  return {
    url: embedded.url,
    db,
    dataDir,
    logLines,
    close: async () => {
      await db.$client.end();
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A bench member sends hundreds of messages a minute, which the spam signals rightly flag (message_burst: 40 in
 * 10 minutes, decision 0057) and slow down to 3 messages per 5 minutes: the rest of the line would measure the
 * refusal. In the bench's own database a trigger keeps `users.slowed_until` empty, so the signals still run in
 * full (their counts, their flags: part of what a send costs) and only their slow-down is left out.
 */
async function keepBenchMembersUnslowed(db: Database): Promise<void> {
  await db.$client.query(`
    CREATE FUNCTION bench_unslowed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.slowed_until := NULL; RETURN NEW; END $$;
    CREATE TRIGGER bench_unslowed BEFORE UPDATE OF slowed_until ON users
      FOR EACH ROW EXECUTE FUNCTION bench_unslowed();`);
}

export type BenchInstance = { app: FastifyInstance; db: Database; port: number; stop: () => Promise<void> };

/**
 * A server instance as `npm start` runs it (production settings, the default pool of 10), listening on a loopback
 * port; several over one database behave as several servers. Request logging is off (LOG_LEVEL silent).
 */
export async function startBenchInstance(url: string, dataDir: string): Promise<BenchInstance> {
  const db = connectDatabase(url);
  const instanceDir = fs.mkdtempSync(path.join(dataDir, 'instance-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: instanceDir });
  const mailer = createMailer(config, { info: () => {} });
  const app = await buildApp({ config, db, geoip: await openGeoIp(), clock: systemClock, mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db,
    port,
    stop: async () => {
      await app.close();
      await db.$client.end();
      mailer.close();
    },
  };
}

export type BenchMember = { id: number; cookie: string; partner: number };

/**
 * Books `credits` in the ledger of each of `ids` (their balance holds them already) and gives each a session whose
 * cookie token is '<salt>-<id>': the sessions table keeps its SHA-256, as a login would, so pgbench and the load
 * generators can name a member's session by hashing the same text. Returns the salt.
 */
export async function bookCreditsAndSessions(
  sql: pg.Pool,
  ids: number[],
  credits: number,
  reference: string,
): Promise<string> {
  await sql.query(
    `INSERT INTO credit_ledger (user_id, amount, reason, reference)
     SELECT id, $2, 'bench', $3 FROM unnest($1::bigint[]) id`,
    [ids, credits, reference],
  );
  const salt = crypto.randomBytes(12).toString('base64url');
  await sql.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     SELECT id, sha256(convert_to($2 || '-' || id, 'UTF8')), now(), now(), now() + interval '30 days'
     FROM unnest($1::bigint[]) id`,
    [ids, salt],
  );
  return salt;
}

/**
 * `pairs` pairs of confirmed premium members (paid_user, so no free limits) on the default site, straight into the
 * tables as the demo seed makes them, each with `credits` booked in the ledger (users.credits is the ledger's sum)
 * and a session whose token is '<salt>-<id>'. Member 2k and 2k+1 are partners; their ids are consecutive, the first one's is `first`.
 */
export async function seedChatPairs(
  db: Database,
  pairs: number,
  credits: number,
): Promise<{ members: BenchMember[]; first: number; salt: string }> {
  const sql = db.$client;
  const site = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]?.id;
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at, paid_user,
       credits)
     SELECT $1, 'chat-bench-' || n || '@example.nl', 'chat-bench-' || n || '@example.nl', 'active', 'nl',
       '1990-01-01', now(), true, $3
     FROM generate_series(1, $2) n ORDER BY n RETURNING id::int AS id`,
    [site, pairs * 2, credits],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const first = ids[0] as number;
  if (ids.at(-1) !== first + ids.length - 1) throw new Error('member ids are not consecutive');
  await sql.query(
    `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, status, fictional, interests, description)
     SELECT id, $2, 'Bench ' || id, CASE WHEN id % 2 = 0 THEN 'female' ELSE 'male' END, 'hetero', 'NL', 'active',
       false, '{travelling}', 'Hallo daar'
     FROM unnest($1::bigint[]) id`,
    [ids, site],
  );
  const salt = await bookCreditsAndSessions(sql, ids, credits, 'chat-bench');
  // Bench members send thousands of texts a second: their send rate limit (LIMITS.chatSends) starts far below
  // zero in a window that never ends, so chat_send still counts every send (its cost is measured) but never refuses one.
  await sql.query(
    `INSERT INTO rate_limits (key, hits, window_ends)
     SELECT 'chat-send:' || id, -2000000000, 'infinity' FROM unnest($1::bigint[]) id`,
    [ids],
  );
  await sql.query('ANALYZE users, profiles, credit_ledger, sessions, rate_limits');
  const members = ids.map((id, index) => ({
    id,
    cookie: `auth.session=${salt}-${id}`,
    partner: ids[index ^ 1] as number,
  }));
  return { members, first, salt };
}

/** Keep-alive connections to one instance, as a browser keeps them. */
export const keepAliveAgent = (connections: number) =>
  new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });

export type SendAnswer = { status: number; body: string; answeredAt: number };

/** POST /api/message.php over HTTP; `answeredAt` is performance.now() when the whole answer had arrived. */
export function sendText(
  agent: http.Agent,
  port: number,
  from: { cookie: string },
  to: number,
  text: string,
  clientId: string = crypto.randomUUID(),
): Promise<SendAnswer> {
  const payload = JSON.stringify({ profile: to, client_id: clientId, kind: 'text', text });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/message.php',
        headers: {
          host: BENCH_HOST,
          cookie: from.cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            answeredAt: performance.now(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * GET /api/chat-events.php held open over HTTP; `onEvent` gets each event with performance.now() of the chunk it
 * arrived in. Resolves after the first event (`ready`).
 */
export function openChatEvents(
  port: number,
  member: { cookie: string },
  onEvent: (event: ChatEvent, receivedAt: number) => void,
): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/chat-events.php',
        headers: { host: BENCH_HOST, cookie: member.cookie, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const receivedAt = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            for (const line of buffer.slice(0, end).split('\n')) {
              if (!line.startsWith('data: ')) continue;
              const event = JSON.parse(line.slice(6)) as ChatEvent;
              if (!ready && event.type === 'ready') {
                ready = true;
                resolve({ close: () => request.destroy() });
              }
              onEvent(event, receivedAt);
            }
            buffer = buffer.slice(end + 2);
          }
        });
        response.on('error', () => {});
      },
    );
    request.on('error', (error) => {
      if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error);
    });
    request.end();
  });
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
