import type { ChatEntry } from '@community/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';

/*
 * Decision 0074: a polled answer's tag, kept by the instance that gave it, answers 304 without reading anything
 * while the database announces no change to the member or to anyone the answer shows; any change on any instance
 * (or by an operator's SQL) makes the next poll the whole, new answer.
 */
const poll = (app: FastifyInstance, url: string, cookie: string, etag?: string) =>
  app.inject({ url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 10 });

describe('tags of polled answers on two instances', async () => {
  const { url, db } = await createTestDatabase();
  const first = await startTestInstance(url);
  const second = await startTestInstance(url);
  afterAll(async () => {
    await first.stop();
    await second.stop();
  });
  const { chatter, sent, call } = chatHelpers(first.app, db);

  /** Polls `url` on the second instance until its tag is kept: the next poll with it reads nothing. */
  async function tagOnSecond(path: string, cookie: string): Promise<string> {
    const answer = await poll(second.app, path, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return String(answer.headers.etag);
  }

  it('answers an unchanged poll without a single query', async () => {
    const [member, partner] = [await chatter(), await chatter()];
    await sent(partner, member.id, 'Hallo!');
    for (const path of ['/api/user.php', '/api/chats.php', '/api/likes.php']) {
      const etag = await tagOnSecond(path, member.cookie);
      const query = vi.spyOn(second.db.$client, 'query');
      const connect = vi.spyOn(second.db.$client, 'connect');
      const again = await poll(second.app, path, member.cookie, etag);
      expect(again.statusCode, path).toBe(304);
      expect(again.headers.etag, path).toBe(etag);
      expect(query, path).not.toHaveBeenCalled();
      expect(connect, path).not.toHaveBeenCalled();
      query.mockRestore();
      connect.mockRestore();
    }
  });

  it('a message, a read and a partner’s new name sent through another instance change the chat list here', async () => {
    const [member, partner] = [await chatter(), await chatter()];
    await sent(partner, member.id, 'Eerste bericht');
    const expectNewList = async (etag: string, check: (chat: ChatEntry) => void) =>
      waitFor(async () => {
        const answer = await poll(second.app, '/api/chats.php', member.cookie, etag);
        expect(answer.statusCode).toBe(200);
        check(answer.json().chats[0]);
      });

    let etag = await tagOnSecond('/api/chats.php', member.cookie);
    await sent(partner, member.id, 'Tweede bericht');
    await expectNewList(etag, (chat) => {
      expect(chat.last_message?.text).toBe('Tweede bericht');
      expect(chat.num_unread_messages).toBe(2);
    });

    etag = await tagOnSecond('/api/chats.php', member.cookie);
    const { rows } = await db.$client.query<{ id: string; last_seq: number }>(
      'SELECT id, last_seq FROM conversations WHERE member_a = $1 OR member_b = $1',
      [member.id],
    );
    const read = await call('POST', '/api/chat-read.php', {
      cookie: member.cookie,
      payload: { conversation: Number(rows[0]?.id), seq: rows[0]?.last_seq },
    });
    expect(read.statusCode, read.body).toBe(200);
    await expectNewList(etag, (chat) => expect(chat.num_unread_messages).toBe(0));

    // An operator's SQL, on no instance at all: the partner's profile name.
    etag = await tagOnSecond('/api/chats.php', member.cookie);
    await db.$client.query(`UPDATE profiles SET name = 'Nieuwe naam' WHERE id = $1`, [partner.id]);
    await expectNewList(etag, (chat) => expect(chat.profile.name).toBe('Nieuwe naam'));
  });

  it('a like given elsewhere, and a hidden profile listed again, change the likes and chat lists here', async () => {
    const [member, admirer] = [await chatter(), await chatter()];
    const likesTag = await tagOnSecond('/api/likes.php', member.cookie);
    const like = await call('POST', '/api/like.php', { cookie: admirer.cookie, payload: { id: member.id } });
    expect(like.statusCode, like.body).toBe(200);
    await waitFor(async () => {
      const answer = await poll(second.app, '/api/likes.php', member.cookie, likesTag);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().liked_by).toEqual([{ id: admirer.id, like_new: true }]);
    });

    // The admirer writes, then hides their profile: gone from the lists; shown again: back, though the answers
    // that left them out did not name them.
    await sent(admirer, member.id, 'Ik vind je leuk');
    await db.$client.query('UPDATE users SET invisible = true WHERE id = $1', [admirer.id]);
    await waitFor(async () => {
      expect((await poll(second.app, '/api/chats.php', member.cookie)).json().chats).toEqual([]);
    });
    const hiddenTag = await tagOnSecond('/api/chats.php', member.cookie);
    await db.$client.query('UPDATE users SET invisible = false WHERE id = $1', [admirer.id]);
    await waitFor(async () => {
      const answer = await poll(second.app, '/api/chats.php', member.cookie, hiddenTag);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([
        admirer.id,
      ]);
    });
  });

  it('a member’s own write is seen by their next poll on the instance that made it, at once', async () => {
    const [member, other] = [await chatter(), await chatter()];
    const before = await poll(first.app, '/api/likes.php', member.cookie);
    const like = await call('POST', '/api/like.php', { cookie: member.cookie, payload: { id: other.id } });
    expect(like.statusCode, like.body).toBe(200);
    const after = await poll(first.app, '/api/likes.php', member.cookie, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().profiles.map((profile: { id: number }) => profile.id)).toEqual([other.id]);
  });
});
