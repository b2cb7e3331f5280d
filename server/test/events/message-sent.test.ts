import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SLOWED_LIMITS } from '../../src/modules/abuse/index.ts';
import { callChatSend } from '../../src/modules/chat/send-queries.ts';
import { LIMITS } from '../../src/platform/limits.ts';
import { SESSION_COOKIE } from '../../src/platform/sessions.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { hashToken } from '../../src/platform/tokens.ts';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { createTestApp } from '../support/test-app.ts';
import { recorder, startSubscribers } from './event-recorder.ts';

/* Decision 0048: chat_send publishes message.sent through the outbox, once for each stored message. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe('message.sent, published by chat_send through the outbox', async () => {
  const { app, db } = await createTestApp();
  const sent = recorder('message.sent');
  await startSubscribers(db, [sent.entry]);
  const { chatter, send, sql } = chatHelpers(app, db);
  const outboxRows = async () =>
    Number((await sql.query('SELECT count(*) FROM domain_event_outbox')).rows[0].count);
  const storedAt = async (messageId: number) =>
    (
      (await sql.query('SELECT created_at FROM messages WHERE id = $1', [messageId])).rows[0] as {
        created_at: Date;
      }
    ).created_at.toISOString();

  it('a stored message reaches a subscriber once, `first` only when it opened the conversation', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const hello = await send(anna, bram.id, 'Hoi Bram');
    const back = await send(bram, anna.id, 'Hoi Anna');
    const gift = await app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { cookie: anna.cookie },
      payload: { profile: bram.id, client_id: crypto.randomUUID(), kind: 'gift', gift: 'rose' },
    });
    const stored = (answer: typeof hello) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { conversation: { id: number }; message: { id: number } };
    };
    const [one, two, three] = [stored(hello), stored(back), stored(gift)];
    const conversationId = one.conversation.id;
    await waitFor(() => expect(sent.received).toHaveLength(3));
    // Subscribers may take events in any order.
    expect(sent.received.toSorted((a, b) => a.messageId - b.messageId)).toEqual([
      {
        messageId: one.message.id,
        conversationId,
        senderId: anna.id,
        recipientId: bram.id,
        kind: 'text',
        first: true,
        sentAt: await storedAt(one.message.id),
      },
      {
        messageId: two.message.id,
        conversationId,
        senderId: bram.id,
        recipientId: anna.id,
        kind: 'text',
        first: false,
        sentAt: await storedAt(two.message.id),
      },
      expect.objectContaining({ messageId: three.message.id, kind: 'gift', first: false }),
    ]);
    expect(await outboxRows()).toBe(0);
  }, 60_000);

  it('a repeated client_id and a refused send publish nothing', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const poor = await chatter({ credits: 0 });
    const clientId = crypto.randomUUID();
    const before = sent.received.length;
    expect((await send(anna, bram.id, 'Een keer', clientId)).statusCode).toBe(200);
    expect((await send(anna, bram.id, 'Een keer', clientId)).statusCode).toBe(200);
    expect((await send(poor, bram.id, 'Geen credits')).json().error).toBe('insufficient_credits');
    expect((await send(anna, anna.id, 'Aan mezelf')).statusCode).toBeGreaterThanOrEqual(400);
    // A later message passes through the same relay: once it has arrived, nothing else is on its way.
    expect((await send(bram, anna.id, 'Daarna')).statusCode).toBe(200);
    await waitFor(() => expect(sent.received.length).toBe(before + 2));
    const published = sent.received.slice(before).toSorted((a, b) => a.messageId - b.messageId);
    expect(published.map((event) => [event.senderId, event.first])).toEqual([
      [anna.id, true],
      [bram.id, false],
    ]);
    expect(await outboxRows()).toBe(0);
  }, 60_000);

  it('a send whose transaction rolls back publishes nothing', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const site = (await sql.query('SELECT id FROM sites WHERE is_default')).rows[0] as { id: number };
    const before = sent.received.length;
    const rolledBack = new Error('rolled back by the test');
    await expect(
      withTransaction(db.$client, async (client) => {
        const result = await callChatSend(client, {
          tokenHash: hashToken(anna.cookie.slice(`${SESSION_COOKIE}=`.length)),
          now: new Date(),
          siteId: site.id,
          clientId: crypto.randomUUID(),
          profileId: bram.id,
          kind: 'text',
          body: 'Nooit verstuurd',
          gift: null,
          image: null,
          credits: 0,
          freeMessages: 100,
          freeConversations: 100,
          event: { channel: 'test-nobody-listens', payloadLimit: 7800 },
          rate: LIMITS.chatSends,
          slowedRate: SLOWED_LIMITS.chatSends,
        });
        expect(result.message).toBeDefined();
        expect(await outboxRows()).toBe(0);
        expect(Number((await client.query('SELECT count(*) FROM domain_event_outbox')).rows[0].count)).toBe(
          1,
        );
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await outboxRows()).toBe(0);
    expect((await send(bram, anna.id, 'Wel verstuurd')).statusCode).toBe(200);
    await waitFor(() => expect(sent.received.length).toBe(before + 1));
    expect(sent.received.at(-1)).toMatchObject({ senderId: bram.id, first: true });
  }, 60_000);
});
