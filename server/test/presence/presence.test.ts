import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import {
  markHidden,
  markOnline,
  markStreamEnded,
  presenceOf as presenceAt,
} from '../../src/modules/presence/index.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { openEventStream } from '../chat/event-stream.ts';
import { createActiveMember } from '../support/members.ts';
import { createTestApp, testClock } from '../support/test-app.ts';

/* Decision 0048: when a member was last online, from the live-event stream and the page-hidden beacon. */
describe('presence: the live-event stream and the page-hidden beacon', async () => {
  const clock = testClock();
  const { app, db, config } = await createTestApp({}, { clock });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const sql = db.$client;
  afterEach(() => {
    vi.useRealTimers();
  });

  const presenceOf = async (memberId: number) =>
    (
      await sql.query<{ last_online_at: Date; hidden_at: Date | null }>(
        'SELECT last_online_at, hidden_at FROM member_presence WHERE user_id = $1',
        [memberId],
      )
    ).rows[0];
  const presenceRows = async () =>
    Number((await sql.query('SELECT count(*) FROM member_presence')).rows[0].count);
  /** A time a few minutes from now, so the member's session is still live then. */
  const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const beacon = (headers: InjectOptions['headers'], payload?: string) =>
    app.inject({ method: 'POST', url: '/api/page-hidden.php', headers, payload });
  const fromOwnPage = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

  it('an open stream marks the member online when it opens and at each heartbeat; its end marks them gone', async () => {
    const member = await createActiveMember(app, db);
    const opened = minutesOn(1);
    clock.set(opened);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openEventStream(baseUrl, member.cookie);
    expect(await presenceOf(member.user.id)).toEqual({ last_online_at: opened, hidden_at: null });
    expect(await presenceAt(sql, member.user.id, opened)).toEqual({ lastOnlineAt: opened, onlineNow: true });

    const heartbeat = minutesOn(2);
    clock.set(heartbeat);
    await vi.advanceTimersByTimeAsync(25_000);
    await vi.waitFor(async () =>
      expect((await presenceOf(member.user.id))?.last_online_at).toEqual(heartbeat),
    );

    const closed = minutesOn(3);
    clock.set(closed);
    stream.close();
    await vi.waitFor(async () =>
      expect(await presenceAt(sql, member.user.id, closed)).toEqual({
        lastOnlineAt: closed,
        onlineNow: false,
      }),
    );
    const never = (await createActiveMember(app, db)).user.id;
    expect(await presenceAt(sql, never, closed)).toEqual({ lastOnlineAt: null, onlineNow: false });
  });

  it('a session ended elsewhere ends an open stream at its next heartbeat, though the heartbeat reads it from memory', async () => {
    const member = await createActiveMember(app, db);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openEventStream(baseUrl, member.cookie);
    // A heartbeat while the session lives: the stream goes on, its session now in the instance's memory.
    await vi.advanceTimersByTimeAsync(25_000);
    await vi.waitFor(async () => expect((await presenceOf(member.user.id))?.last_online_at).toBeDefined());
    // Ended by plain SQL (another instance, a tool): only the database's notice tells this instance.
    await sql.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [member.user.id]);
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(25_000);
        await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(reject, 50))]);
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it('a stream’s end after the page-hidden beacon leaves the beacon’s time as the last online', async () => {
    const hiddenFirst = (await createActiveMember(app, db)).user.id;
    const endedOnly = (await createActiveMember(app, db)).user.id;
    const [opened, hidden, ended] = [minutesOn(1), minutesOn(2), minutesOn(3)];
    for (const id of [hiddenFirst, endedOnly]) await markOnline(sql, id, opened);
    await markHidden(sql, hiddenFirst, hidden);
    for (const id of [hiddenFirst, endedOnly]) await markStreamEnded(sql, id, ended);
    // The page said it was hidden, then closed its stream: online until the beacon.
    expect(await presenceOf(hiddenFirst)).toEqual({ last_online_at: hidden, hidden_at: hidden });
    // A stream that ended with no beacon (a lost connection, a closed tab): online until its end.
    expect(await presenceOf(endedOnly)).toEqual({ last_online_at: ended, hidden_at: ended });
  });

  it('a stream that stopped marking (its instance died) no longer counts as online a minute later', async () => {
    const member = await createActiveMember(app, db);
    const opened = minutesOn(1);
    clock.set(opened);
    const stream = await openEventStream(baseUrl, member.cookie);
    expect((await presenceAt(sql, member.user.id, new Date(opened.getTime() + 60_000))).onlineNow).toBe(true);
    expect((await presenceAt(sql, member.user.id, new Date(opened.getTime() + 61_000))).onlineNow).toBe(
      false,
    );
    stream.close();
  });

  it('the beacon records the member online until now with no page in view; a stream opened later clears it', async () => {
    const member = await createActiveMember(app, db);
    const hidden = minutesOn(4);
    clock.set(hidden);
    const answer = await beacon(
      { ...fromOwnPage, cookie: member.cookie, 'content-type': 'application/json' },
      '{}',
    );
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await presenceOf(member.user.id)).toEqual({ last_online_at: hidden, hidden_at: hidden });

    const shown = minutesOn(5);
    clock.set(shown);
    const stream = await openEventStream(baseUrl, member.cookie);
    expect(await presenceOf(member.user.id)).toEqual({ last_online_at: shown, hidden_at: null });
    stream.close();
  });

  it('the beacon is taken as browsers send it: JSON, text/plain, an empty body with or without a type', async () => {
    const member = await createActiveMember(app, db);
    const bodies: Array<[Record<string, string>, string | undefined]> = [
      [{ 'content-type': 'application/json' }, '{}'],
      [{ 'content-type': 'text/plain;charset=UTF-8' }, '{}'],
      [{ 'content-type': 'application/json' }, ''],
      [{}, undefined],
    ];
    for (const [index, [type, payload]] of bodies.entries()) {
      const at = minutesOn(6 + index);
      clock.set(at);
      const answer = await beacon({ ...fromOwnPage, cookie: member.cookie, ...type }, payload);
      expect(answer.statusCode, `${JSON.stringify(type)} ${payload}`).toBe(204);
      expect(await presenceOf(member.user.id)).toEqual({ last_online_at: at, hidden_at: at });
    }
    const broken = await beacon(
      { ...fromOwnPage, cookie: member.cookie, 'content-type': 'application/json' },
      '{',
    );
    expect(broken.statusCode).toBe(400);
  });

  it('the beacon of a visitor or of an expired session answers 204 and writes nothing', async () => {
    const member = await createActiveMember(app, db);
    await sql.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      member.user.id,
    ]);
    clock.set(new Date());
    const before = await presenceRows();
    for (const headers of [fromOwnPage, { ...fromOwnPage, cookie: member.cookie }]) {
      const answer = await beacon({ ...headers, 'content-type': 'application/json' }, '{}');
      expect(answer.statusCode).toBe(204);
    }
    expect(await presenceRows()).toBe(before);
    expect(await presenceOf(member.user.id)).toBeUndefined();
  });

  it('the beacon passes the cross-site guard from the site’s own page and is refused from another site', async () => {
    const member = await createActiveMember(app, db);
    const json = { cookie: member.cookie, 'content-type': 'application/json' };
    const foreign = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const answer = await beacon({ ...json, ...headers }, '{}');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'cross_site_refused' });
    }
    expect(await presenceOf(member.user.id)).toBeUndefined();
    // A browser without Sec-Fetch-Site is judged by its Origin, the site's own here.
    for (const headers of [fromOwnPage, { origin: 'http://localhost', host: 'localhost' }]) {
      expect((await beacon({ ...json, ...headers }, '{}')).statusCode).toBe(204);
    }
    expect(await presenceOf(member.user.id)).toBeDefined();
  });

  it('presence is in the member’s data export and goes with the purge of their deleted account', async () => {
    const member = await createActiveMember(app, db);
    const at = minutesOn(20);
    clock.set(at);
    await beacon({ ...fromOwnPage, cookie: member.cookie, 'content-type': 'application/json' }, '{}');
    const exported = await app.inject({ url: '/api/export.php', headers: { cookie: member.cookie } });
    expect(exported.json().presence).toEqual({
      last_online_at: at.toISOString(),
      hidden_at: at.toISOString(),
    });

    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie: member.cookie },
      payload: { password: member.form.password, reason: 'other' },
    });
    expect(deleted.json()).toEqual({ ok: true });
    clock.advanceDays(15);
    const deps = { config, db, clock, mailer: createMailer(config, { info: () => {} }) };
    expect(await purgeDeletedAccounts(deps, memberDataHooks(deps))).toBeGreaterThanOrEqual(1);
    expect(await presenceOf(member.user.id)).toBeUndefined();
  });
});
