import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { createActiveMember } from '../support/members.ts';
import { createTestApp, createTestDatabase, startTestInstance } from '../support/test-app.ts';

/*
 * Decision 0068: the calls the web app polls every minute (SPEC §9) answer 304 when nothing changed since the
 * member's browser last asked, and take their session from the instance's memory, which a session ended anywhere
 * leaves at once.
 */
const POLLED = ['/api/user.php', '/api/chats.php', '/api/likes.php'];

const poll = (app: FastifyInstance, url: string, cookie: string, etag?: string) =>
  app.inject({ url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

describe('polled calls', async () => {
  const { app, db } = await createTestApp();
  const { chatter, sent, call } = chatHelpers(app, db);

  it('answer 304 without a body when nothing changed, kept only by the member’s own browser', async () => {
    const member = await chatter();
    for (const url of POLLED) {
      const first = await poll(app, url, member.cookie);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      const again = await poll(app, url, member.cookie, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      // A tag the browser does not hold any more (or never had) gets the whole answer.
      expect((await poll(app, url, member.cookie, 'W/"other"')).statusCode, url).toBe(200);
    }
  });

  it('a new message gives the conversation list a new tag, for both members', async () => {
    const [writer, reader] = [await chatter(), await chatter()];
    const before = await Promise.all([writer, reader].map((m) => poll(app, '/api/chats.php', m.cookie)));
    await sent(writer, reader.id, 'Hoi, hoe gaat het?');
    // The writer's own write is seen at once; the reader's tag goes with the database's notice (decision 0074).
    for (const [index, member] of [writer, reader].entries()) {
      await vi.waitFor(
        async () => {
          const after = await poll(app, '/api/chats.php', member.cookie, String(before[index]?.headers.etag));
          expect(after.statusCode).toBe(200);
          expect(after.json().chats[0].last_message.text).toBe('Hoi, hoe gaat het?');
          expect(after.headers.etag).not.toBe(before[index]?.headers.etag);
        },
        { timeout: 5000, interval: 10 },
      );
    }
  });

  it('a like and a credit change give new tags; another member never gets a 304 with someone else’s tag', async () => {
    const [liker, liked] = [await chatter(), await chatter()];
    const likes = await poll(app, '/api/likes.php', liked.cookie);
    const user = await poll(app, '/api/user.php', liker.cookie);
    expect(
      (await call('POST', '/api/like.php', { cookie: liker.cookie, payload: { id: liked.id } })).statusCode,
    ).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await poll(app, '/api/likes.php', liked.cookie, String(likes.headers.etag))).statusCode).toBe(
          200,
        ),
      { timeout: 5000, interval: 10 },
    );
    await sent(liker, liked.id, 'Een bericht kost credits');
    expect((await poll(app, '/api/user.php', liker.cookie, String(user.headers.etag))).statusCode).toBe(200);

    // Two new members: alike lists, different tags.
    const [one, two] = [await createActiveMember(app, db), await createActiveMember(app, db)];
    const ones = await poll(app, '/api/chats.php', one.cookie);
    const twos = await poll(app, '/api/chats.php', two.cookie);
    expect(ones.body).toBe(twos.body);
    expect(ones.headers.etag).not.toBe(twos.headers.etag);
    expect((await poll(app, '/api/chats.php', two.cookie, String(ones.headers.etag))).statusCode).toBe(200);
  });

  it('logout ends the session for the polled calls at once', async () => {
    const member = await chatter();
    for (const url of POLLED) expect((await poll(app, url, member.cookie)).statusCode).toBe(200);
    await call('GET', '/api/logout.php', { cookie: member.cookie });
    for (const url of POLLED)
      expect((await poll(app, url, member.cookie)).json()).toEqual({ error: 'authentication_required' });
  });
});

describe('sessions on two instances', () => {
  it('a session ended or a member banned elsewhere is refused by an instance that had it in memory', async () => {
    const { url, db } = await createTestDatabase();
    const first = await startTestInstance(url);
    const second = await startTestInstance(url);
    const [ended, banned] = [
      await createActiveMember(first.app, db),
      await createActiveMember(first.app, db),
    ];
    // Both instances have read the sessions; the second serves them from memory from now on.
    for (const { app } of [first, second])
      for (const member of [ended, banned])
        expect((await poll(app, '/api/user.php', member.cookie)).statusCode).toBe(200);

    // Ended by another process (a third instance, a tool): only the database's notice tells these two.
    await db.$client.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [ended.user.id]);
    await db.$client.query(
      `UPDATE users SET status = 'banned', restricted_at = now(), status_before_restriction = 'active' WHERE id = $1`,
      [banned.user.id],
    );
    for (const { app } of [first, second]) {
      await vi.waitFor(
        async () => {
          expect((await poll(app, '/api/user.php', ended.cookie)).json()).toEqual({
            error: 'authentication_required',
          });
          expect((await poll(app, '/api/chats.php', banned.cookie)).json()).toEqual({
            error: 'account_banned',
          });
        },
        { timeout: 5000, interval: 20 },
      );
    }
  });
});
