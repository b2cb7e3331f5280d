import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatEvent } from '@community/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connectConfigured, connectDatabase, type Database } from '../../src/db/database.ts';
import { runPrepared, typed } from '../../src/db/typed.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { type EventStream, openEventStream } from '../chat/event-stream.ts';
import { freePort, startServerProcess } from '../faults/fault-support.ts';
import { login, signupForm } from '../support/members.ts';
import { findPgBouncer, startPgBouncer } from '../support/pgbouncer.ts';
import { createTestDatabase, testConfig } from '../support/test-app.ts';

/*
 * Decision 0076 (issue 26): the request pool behind PgBouncer in transaction mode, where each transaction may run on
 * another server connection, and the LISTEN connections straight to PostgreSQL (DATABASE_POOL_MODE=transaction,
 * DATABASE_DIRECT_URL). PgBouncer gets two server connections for the app's ten clients, so statements really move
 * between them; a named statement through the same PgBouncer breaks, which shows the test would catch one.
 */
const SERVER_CONNECTIONS = 2;

const isMessage = (event: ChatEvent): event is Extract<ChatEvent, { type: 'message' }> =>
  event.type === 'message';
const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('DATABASE_POOL_MODE and DATABASE_DIRECT_URL', () => {
  const primary = 'postgres://app:secret@db.internal:5432/community';
  const pooler = 'postgres://app:secret@pgbouncer.internal:6432/community';

  it('by default the pool is a session of its own, and LISTEN and migrations use DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: primary })).toMatchObject({
      databasePoolMode: 'session',
      databaseDirectUrl: primary,
    });
    expect(loadConfig({})).toMatchObject({ databasePoolMode: 'session', databaseDirectUrl: undefined });
  });

  it('transaction mode takes the pooler for requests and PostgreSQL itself for LISTEN, and refuses without it', () => {
    expect(
      loadConfig({ DATABASE_URL: pooler, DATABASE_DIRECT_URL: primary, DATABASE_POOL_MODE: 'transaction' }),
    ).toMatchObject({ databaseUrl: pooler, databaseDirectUrl: primary, databasePoolMode: 'transaction' });
    expect(() => loadConfig({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /DATABASE_POOL_MODE=transaction needs DATABASE_URL \(the pooler\) and DATABASE_DIRECT_URL/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: primary })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'statement' })).toThrow(
      /DATABASE_POOL_MODE/,
    );
  });
});

describe('the server behind PgBouncer in transaction mode, LISTEN direct', {
  timeout: 120_000,
}, async () => {
  const pgbouncer = findPgBouncer();
  const { url: directUrl, db: direct } = await createTestDatabase();
  const bouncer = await startPgBouncer({
    binary: pgbouncer,
    target: directUrl,
    poolMode: 'transaction',
    poolSize: SERVER_CONNECTIONS,
  });
  const config = testConfig({
    DATABASE_URL: bouncer.url,
    DATABASE_DIRECT_URL: directUrl,
    DATABASE_POOL_MODE: 'transaction',
  });
  // As main.ts opens it: ten clients in the request pool, through PgBouncer's two server connections.
  const { db } = connectConfigured(config, bouncer.url);
  const mailer = createMailer(config, { info: () => {} });
  const app: FastifyInstance = await buildApp({
    config,
    db,
    geoip: await openGeoIp(),
    clock: systemClock,
    mailer,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const extraPools: Database[] = [];
  const streams: EventStream[] = [];
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    mailer.close();
    await db.$client.end();
    for (const pool of extraPools) await pool.$client.end();
    await bouncer.stop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  // The tests' own SQL (members, credits) goes through PgBouncer too.
  const { chatter, sent, credits, call } = chatHelpers(app, db);
  const pools = () =>
    bouncer.admin<{ database: string; pool_mode: string; sv_active: string; sv_idle: string }>('SHOW POOLS');
  const servers = async () =>
    (await bouncer.admin<{ database: string }>('SHOW SERVERS')).filter(
      (server) => server.database === new URL(directUrl).pathname.slice(1),
    );

  it('the request pool goes through PgBouncer in transaction mode, ten clients on two server connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        db.$client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid FROM pg_sleep(0.01)'),
      ),
    );
    const backends = new Set(answers.map((answer) => answer.rows[0]?.pid));
    expect(db.$client.totalCount).toBeGreaterThan(SERVER_CONNECTIONS);
    expect(backends.size).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    expect((await servers()).length).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    const pool = (await pools()).find((row) => row.database === new URL(directUrl).pathname.slice(1));
    expect(pool?.pool_mode).toBe('transaction');
    // One client, one transaction after another: not one session any more, so nothing may rely on one.
    const seen = new Set<number>();
    const client = await db.$client.connect();
    try {
      await waitFor(async () => {
        const [mine] = await Promise.all([
          client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'),
          db.$client.query('SELECT pg_sleep(0.005)'),
          db.$client.query('SELECT pg_sleep(0.005)'),
        ]);
        seen.add(mine.rows[0]?.pid as number);
        expect(seen.size).toBe(SERVER_CONNECTIONS);
      });
    } finally {
      client.release();
    }
  });

  it('the test bites: a named statement through the same PgBouncer fails; unnamed, as the setting sends it, it runs', async () => {
    const probe = (pool: Database) =>
      runPrepared(
        pool.$client,
        'pooler-probe',
        typed(pool.$client).selectNoFrom((eb) => eb.val(1).as('one')),
      ).then(
        () => 'ran',
        (error: Error) => error.message,
      );
    const connections = (poolMode: 'session' | 'transaction') =>
      Array.from({ length: SERVER_CONNECTIONS + 1 }, () => {
        const pool = connectDatabase(bouncer.url, { max: 1, poolMode });
        extraPools.push(pool);
        return pool;
      });
    // Three clients prepare the same name, each once, as node-postgres does per connection: on two server
    // connections at least one of them lands where the name is prepared already.
    const named: string[] = [];
    for (const pool of connections('session')) named.push(await probe(pool));
    expect(named.filter((outcome) => outcome !== 'ran').length, named.join('; ')).toBeGreaterThan(0);
    for (const outcome of named.filter((each) => each !== 'ran'))
      expect(outcome).toMatch(/prepared statement "pooler-probe" (already exists|does not exist)/);

    const unnamed: string[] = [];
    for (const pool of connections('transaction'))
      for (let round = 0; round < 3; round++) unnamed.push(await probe(pool));
    expect(
      unnamed.every((outcome) => outcome === 'ran'),
      unnamed.join('; '),
    ).toBe(true);
  });

  it('the LISTEN connections go straight to PostgreSQL, not through PgBouncer', async () => {
    // Sessions, answer tags, sites, the mail queue's wake-up (and chat, once a stream opens): each its own session.
    const { rows } = await direct.$client.query<{ channel: string }>(
      `SELECT substring(query from 'LISTEN "?([a-z_]+)') AS channel FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    expect(rows.map((row) => row.channel)).toEqual(
      expect.arrayContaining(['session_changes', 'member_changes']),
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it('signs a member up and in, and the polled calls answer, then 304 until something changes', async () => {
    const form = signupForm();
    const signup = await app.inject({ method: 'POST', url: '/api/signup.php', payload: form });
    expect(signup.statusCode, signup.body).toBe(201);
    const loggedIn = await login(app, form.email, form.password);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const cookie = `auth.session=${loggedIn.cookies.find((each) => each.name === 'auth.session')?.value}`;
    const me = await app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.email).toBe(form.email);

    const member = await chatter();
    const partner = await chatter({ credits: 100 });
    for (const url of ['/api/user.php', '/api/chats.php', '/api/likes.php']) {
      const first = await call('GET', url, { cookie: member.cookie });
      expect(first.statusCode, first.body).toBe(200);
      const again = await app.inject({
        url,
        headers: { cookie: member.cookie, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
    // A change announced on member_changes (heard over the direct LISTEN) ends the 304s.
    const chats = await call('GET', '/api/chats.php', { cookie: member.cookie });
    await sent(partner, member.id, 'Hallo via PgBouncer');
    await waitFor(async () => {
      const changed = await app.inject({
        url: '/api/chats.php',
        headers: { cookie: member.cookie, 'if-none-match': String(chats.headers.etag) },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().chats[0].last_message.text).toBe('Hallo via PgBouncer');
    });
  });

  it('a message reaches the other member’s live-event stream, and the credits spent are in the ledger', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const annaStream = await openEventStream(baseUrl, anna.cookie);
    const bramStream = await openEventStream(baseUrl, bram.cookie);
    streams.push(annaStream, bramStream);
    const messages = [];
    for (let index = 0; index < 5; index++) {
      const text = `Bericht ${index} door PgBouncer`;
      const response = await call('POST', '/api/message.php', {
        cookie: anna.cookie,
        payload: { profile: bram.id, client_id: crypto.randomUUID(), kind: 'text', text },
      });
      expect(response.statusCode, response.body).toBe(200);
      messages.push(response.json().message.id as number);
      expect(await bramStream.next(isMessage)).toMatchObject({
        seq: index + 1,
        message: { text, mine: false },
      });
    }
    expect(await annaStream.next((event) => event.type === 'delivered')).toMatchObject({
      type: 'delivered',
    });
    const balance = await credits(anna.id);
    expect(balance.credits).toBeLessThan(100);
    expect(balance.credits).toBe(balance.ledger);
    const { rows } = await direct.$client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM messages WHERE id = ANY($1::bigint[])',
      [messages],
    );
    expect(rows[0]?.n).toBe(messages.length);
  });

  it('a sandbox payment credits the member once', async () => {
    const member = await chatter();
    const before = await credits(member.id);
    const { rows } = await direct.$client.query<{ id: number; credits: number }>(
      `SELECT p.id::int AS id, p.credits FROM credit_packages p JOIN sites s ON s.id = p.site_id
         WHERE s.is_default AND p.country = 'NL' ORDER BY p.position LIMIT 1`,
    );
    const pack = rows[0] as { id: number; credits: number };
    const order = await fetch(`${baseUrl}/api/order.php`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        package: pack.id,
        method: 'ideal',
        client_id: crypto.randomUUID(),
        delivery_consent: true,
      }),
    });
    expect(order.status).toBe(201);
    const placed = (await order.json()) as { order: { id: number }; checkout_url: string };
    const paid = await fetch(placed.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await waitFor(async () => {
      const answer = await call('GET', `/api/order.php?id=${placed.order.id}`, { cookie: member.cookie });
      expect(answer.json().order.status).toBe('paid');
    });
    expect(await credits(member.id)).toEqual({
      credits: before.credits + pack.credits,
      ledger: before.credits + pack.credits,
    });
  });

  it('PgBouncer carried the traffic on at most two server connections', async () => {
    const name = new URL(directUrl).pathname.slice(1);
    const stats = (await bouncer.admin<{ database: string; total_xact_count: string }>('SHOW STATS')).find(
      (row) => row.database === name,
    );
    expect(Number(stats?.total_xact_count)).toBeGreaterThan(100);
    expect((await servers()).length).toBeLessThanOrEqual(SERVER_CONNECTIONS);
  });

  it('npm start’s server process starts with these settings, serves a member and drains on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-pooler-'));
    fs.chmodSync(dataDir, 0o755);
    const server = await startServerProcess({
      databaseUrl: bouncer.url,
      dataDir,
      port: await freePort(),
      env: { DATABASE_DIRECT_URL: directUrl, DATABASE_POOL_MODE: 'transaction' },
    });
    try {
      const form = signupForm();
      const signup = await fetch(`${server.address}/api/signup.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.address },
        body: JSON.stringify(form),
      });
      expect(signup.status, await signup.clone().text()).toBe(201);
      const cookie = (signup.headers.get('set-cookie') ?? '').match(/auth\.session=[^;]+/)?.[0] ?? '';
      const me = await fetch(`${server.address}/api/user.php`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(form.email);
      // The migrations' and the first start's session locks (migrate.ts, first-start.ts) were taken and given
      // back on PostgreSQL itself: none is left on a server connection of PgBouncer's.
      const locks = await direct.$client.query(
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid IN (727001, 727012)`,
      );
      expect(locks.rows).toEqual([]);
      // The drain closes the pools through PgBouncer and the LISTEN connections, and exits 0.
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
