import { FREE_HISTORY_MESSAGES, MESSAGES_PAGE_SIZE } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';
import { chatHelpers, type Member } from './chat-helpers.ts';

type Chat = {
  conversation: { id: number; last_seq: number };
  profile: { id: number; name: string; fictional: boolean; main_image: unknown };
  num_unread_messages: number;
  last_message: { seq: number; mine: boolean; text: string | null } | null;
};

describe('conversations: chats.php, chat.php, conversation.php, messages.php, chat-read.php', async () => {
  const { app, db } = await createTestApp();
  const { sql, call, chatter, sent, addPhoto } = chatHelpers(app, db);

  async function chatsOf(who: Member): Promise<Chat[]> {
    const response = await call('GET', '/api/chats.php', { cookie: who.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().chats;
  }
  const messages = (who: Member, query: string) =>
    call('GET', `/api/messages.php?${query}`, { cookie: who.cookie });
  const read = (who: Member, conversation: number, seq: number) =>
    call('POST', '/api/chat-read.php', { cookie: who.cookie, payload: { conversation, seq } });

  it('lists conversations newest first with unread counts; reading sets them to zero', async () => {
    const anna = await chatter({ credits: 500 });
    const bram = await chatter({ credits: 500 });
    const carla = await chatter({ credits: 500 });
    await addPhoto(bram.id);
    const withBram = await sent(anna, bram.id, 'Hoi Bram');
    await sent(bram, anna.id, 'Hoi Anna');
    await sent(bram, anna.id, 'Hoe gaat het?');
    await sent(carla, anna.id, 'Hallo van Carla');

    const list = await chatsOf(anna);
    expect(list.map((c) => [c.profile.id, c.num_unread_messages, c.last_message?.text])).toEqual([
      [carla.id, 1, 'Hallo van Carla'],
      [bram.id, 2, 'Hoe gaat het?'],
    ]);
    expect(list[1]).toMatchObject({
      conversation: { id: withBram.conversation.id, last_seq: 3 },
      profile: { name: bram.form.name, fictional: false },
      last_message: { seq: 3, mine: false },
    });
    expect(list[1]?.profile.main_image).not.toBeNull();
    // The sender's own messages are never unread for them.
    expect((await chatsOf(bram)).map((c) => c.num_unread_messages)).toEqual([0]);

    const response = await read(anna, withBram.conversation.id, 3);
    expect(response.json()).toEqual({ conversation: withBram.conversation.id, last_read_seq: 3 });
    expect((await chatsOf(anna)).map((c) => c.num_unread_messages)).toEqual([1, 0]);
    // Reading never goes backwards, nor past the last message.
    expect((await read(anna, withBram.conversation.id, 1)).json().last_read_seq).toBe(3);
    expect((await read(anna, withBram.conversation.id, 99)).json().last_read_seq).toBe(3);

    const opened = await call('GET', `/api/conversation.php?profile=${anna.id}`, { cookie: bram.cookie });
    expect(opened.json().conversation).toEqual({
      id: withBram.conversation.id,
      last_seq: 3,
      other_read_seq: 3,
      other_delivered_seq: 3,
    });
  });

  it('removing a chat hides it for this member only, until a newer message arrives; by profile too', async () => {
    const anna = await chatter({ credits: 500 });
    const bram = await chatter({ credits: 500 });
    const { conversation } = await sent(anna, bram.id, 'Een');
    await sent(bram, anna.id, 'Twee');

    const removed = await call('DELETE', '/api/chat.php', {
      cookie: anna.cookie,
      payload: { conversation: conversation.id },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await chatsOf(anna)).toEqual([]);
    expect((await chatsOf(bram)).map((c) => c.profile.id)).toEqual([anna.id]);
    // The removed messages stay hidden from her in the conversation.
    expect((await messages(anna, `conversation=${conversation.id}`)).json().messages).toEqual([]);

    await sent(bram, anna.id, 'Drie');
    const back = await chatsOf(anna);
    expect(back.map((c) => [c.profile.id, c.num_unread_messages])).toEqual([[bram.id, 1]]);
    expect(
      (await messages(anna, `conversation=${conversation.id}`))
        .json()
        .messages.map((m: { text: string }) => m.text),
    ).toEqual(['Drie']);

    const byProfile = await call('DELETE', '/api/chat.php', {
      cookie: bram.cookie,
      payload: { profile: anna.id },
    });
    expect(byProfile.statusCode).toBe(204);
    expect(await chatsOf(bram)).toEqual([]);
    expect(await chatsOf(anna)).toHaveLength(1);
  });

  it('a third member reads nothing of a conversation and cannot remove or mark it', async () => {
    const anna = await chatter({ credits: 500 });
    const bram = await chatter({ credits: 500 });
    const eve = await chatter({ credits: 500 });
    const { conversation } = await sent(anna, bram.id, 'Geheim');

    for (const response of [
      await messages(eve, `conversation=${conversation.id}`),
      await messages(eve, `conversation=${conversation.id}&after=0`),
      await read(eve, conversation.id, 1),
      await call('DELETE', '/api/chat.php', {
        cookie: eve.cookie,
        payload: { conversation: conversation.id },
      }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([404, { error: 'not_found' }]);
    }
    // Asking for either member's conversation answers her own (empty) one, never theirs.
    for (const profile of [anna.id, bram.id]) {
      const opened = await call('GET', `/api/conversation.php?profile=${profile}`, { cookie: eve.cookie });
      expect(opened.json()).toMatchObject({
        conversation: { id: null, last_seq: 0, other_read_seq: 0 },
        messages: [],
      });
    }
    expect(await chatsOf(eve)).toEqual([]);
    expect((await messages(bram, `conversation=${conversation.id}`)).json().messages).toHaveLength(1);
    // Visitors and stale sessions are logged out.
    expect((await call('GET', `/api/messages.php?conversation=${conversation.id}`)).statusCode).toBe(403);
  });

  it('a blocked member leaves the list and the conversation cannot be opened', async () => {
    const anna = await chatter({ credits: 500 });
    const bram = await chatter({ credits: 500 });
    await sent(anna, bram.id, 'Hoi');
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [bram.id, anna.id]);
    expect(await chatsOf(anna)).toEqual([]);
    expect(await chatsOf(bram)).toEqual([]);
    const opened = await call('GET', `/api/conversation.php?profile=${bram.id}`, { cookie: anna.cookie });
    expect([opened.statusCode, opened.json()]).toEqual([403, { error: 'blocked_by_member' }]);
  });

  it('pages through history by seq; free members see only the newest messages', async () => {
    const anna = await chatter({ credits: 5000 });
    const free = await chatter({ free: true });
    const total = MESSAGES_PAGE_SIZE + 15;
    let conversationId = 0;
    for (let i = 1; i <= total; i += 1)
      conversationId = (await sent(anna, free.id, `Bericht ${i}`)).conversation.id;
    const texts = (page: { messages: { text: string }[] }) => page.messages.map((m) => m.text);

    const opened = (
      await call('GET', `/api/conversation.php?profile=${free.id}`, { cookie: anna.cookie })
    ).json();
    expect(opened.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(opened.messages[0].seq).toBe(16);
    expect(opened.messages.at(-1)).toMatchObject({ seq: total, mine: true });
    expect([opened.has_more, opened.history_limited]).toEqual([true, false]);
    const older = (await messages(anna, `conversation=${conversationId}&before=16`)).json();
    expect(texts(older)).toEqual(Array.from({ length: 15 }, (_, i) => `Bericht ${i + 1}`));
    expect([older.has_more, older.history_limited]).toEqual([false, false]);
    const newer = (await messages(anna, `conversation=${conversationId}&after=40`)).json();
    expect(newer.messages.map((m: { seq: number }) => m.seq)).toEqual([41, 42, 43, 44, 45]);

    // The free member: the newest FREE_HISTORY_MESSAGES only, and told that older ones are hidden.
    const limited = (await messages(free, `conversation=${conversationId}`)).json();
    expect(limited.messages.map((m: { seq: number }) => m.seq)).toEqual(
      Array.from({ length: FREE_HISTORY_MESSAGES }, (_, i) => total - FREE_HISTORY_MESSAGES + 1 + i),
    );
    expect(limited.messages[0].mine).toBe(false);
    expect([limited.has_more, limited.history_limited]).toEqual([false, true]);
    expect((await messages(free, `conversation=${conversationId}&before=10`)).json().messages).toEqual([]);
    expect((await messages(free, `conversation=${conversationId}&after=0`)).json().messages[0].seq).toBe(
      total - FREE_HISTORY_MESSAGES + 1,
    );
  });
});
