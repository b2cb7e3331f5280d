import crypto from 'node:crypto';
import { FREE_CONVERSATIONS_MAX } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { changeSites } from '../support/sites.ts';
import { createTestApp } from '../support/test-app.ts';
import { chatHelpers } from './chat-helpers.ts';

describe('sending a message (message.php): rules, charges, never twice', async () => {
  const { app, db } = await createTestApp();
  const { sql, call, chatter, send, sent, credits, storedMessages, messageLedger, setCredits, member } =
    chatHelpers(app, db);
  // The default site: message_credits 5, gift_credits 20, message_length 1000, free_member_messages 5.

  it('stores a text, charges message_credits once in the ledger and answers the message and balance', async () => {
    const anna = await chatter({ credits: 12 });
    const bram = await chatter();
    const clientId = crypto.randomUUID();
    const response = await send(anna, bram.id, '  Hoi Bram!  ', clientId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.credits).toBe(7);
    expect(body.message).toMatchObject({
      seq: 1,
      client_id: clientId,
      mine: true,
      kind: 'text',
      text: 'Hoi Bram!',
    });
    expect(await credits(anna.id)).toEqual({ credits: 7, ledger: 7 });
    expect(await messageLedger(anna.id)).toEqual([{ amount: -5, reference: `message:${body.message.id}` }]);

    const second = await sent(anna, bram.id, 'Nog een');
    expect([second.conversation.id, second.message.seq, second.credits]).toEqual([
      body.conversation.id,
      2,
      2,
    ]);
    // The answer goes the other way in the same conversation, with the next seq.
    const reply = await sent(bram, anna.id, 'Hoi Anna');
    expect([reply.conversation.id, reply.message.seq]).toEqual([body.conversation.id, 3]);
  });

  it('a gift costs gift_credits', async () => {
    const anna = await chatter({ credits: 25 });
    const bram = await chatter();
    const response = await call('POST', '/api/message.php', {
      cookie: anna.cookie,
      payload: { profile: bram.id, client_id: crypto.randomUUID(), kind: 'gift', gift: 'rose' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      credits: 5,
      message: { kind: 'gift', gift: 'rose', text: null },
    });
    expect(await credits(anna.id)).toEqual({ credits: 5, ledger: 5 });
  });

  it('a repeated send (same client_id, one after the other) stores and charges once and answers the original', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    const clientId = crypto.randomUUID();
    const first = await send(anna, bram.id, 'Eén keer', clientId);
    const again = await send(anna, bram.id, 'Eén keer', clientId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toEqual(first.json().message);
    expect(again.json().credits).toBe(45);
    expect(await storedMessages(anna.id)).toHaveLength(1);
    expect(await messageLedger(anna.id)).toHaveLength(1);
    expect(await credits(anna.id)).toEqual({ credits: 45, ledger: 45 });
  });

  it('concurrent duplicates (the same client_id at once) store and charge once', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    const clientId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => send(anna, bram.id, 'Dubbelklik', clientId)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(responses.map((r) => r.json().message.id));
    expect(ids.size).toBe(1);
    expect(await storedMessages(anna.id)).toHaveLength(1);
    expect(await messageLedger(anna.id)).toHaveLength(1);
    expect(await credits(anna.id)).toEqual({ credits: 45, ledger: 45 });
  });

  it('50 concurrent sends against 10 credits: exactly 2 succeed, the balance ends at 0 and matches the ledger', async () => {
    const anna = await chatter({ credits: 10 });
    const bram = await chatter();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(anna, bram.id, `Bericht ${i}`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 402)).toHaveLength(48);
    expect(responses.find((r) => r.statusCode === 402)?.json()).toEqual({
      error: 'insufficient_credits',
      credits: 5,
    });
    expect(await credits(anna.id)).toEqual({ credits: 0, ledger: 0 });
    const stored = await storedMessages(anna.id);
    expect(stored.map((m) => m.seq)).toEqual([1, 2]);
    expect(await messageLedger(anna.id)).toHaveLength(2);
  });

  it('two members writing to each other at once: every message stored once, seqs without gaps', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? send(anna, bram.id, `A${i}`) : send(bram, anna.id, `B${i}`),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const seqs = responses.map((r) => r.json().message.seq).sort((a, b) => a - b);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await credits(anna.id)).toEqual({ credits: 75, ledger: 75 });
  });

  it('short of credits: 402, nothing stored, nothing charged', async () => {
    const anna = await chatter({ credits: 4 });
    const bram = await chatter();
    const response = await send(anna, bram.id, 'Te duur');
    expect([response.statusCode, response.json()]).toEqual([
      402,
      { error: 'insufficient_credits', credits: 5 },
    ]);
    expect(await storedMessages(anna.id)).toEqual([]);
    expect(await credits(anna.id)).toEqual({ credits: 4, ledger: 4 });
    const chats = await call('GET', '/api/chats.php', { cookie: bram.cookie });
    expect(chats.json()).toEqual({ chats: [] });
  });

  it('refuses empty, whitespace-only and too long texts, and charges nothing', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    for (const text of ['', '   \n\t  ', 'x'.repeat(1001)]) {
      const response = await send(anna, bram.id, text);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: 'validation_failed', fields: ['text'] },
      ]);
    }
    expect((await send(anna, bram.id, 'x'.repeat(1000))).statusCode).toBe(200);
    expect(await storedMessages(anna.id)).toHaveLength(1);
    expect(await credits(anna.id)).toEqual({ credits: 45, ledger: 45 });
  });

  it('refuses blocked members either way, oneself, unknown profiles, unconfirmed senders and visitors', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter({ credits: 50 });
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [bram.id, anna.id]);
    for (const [from, to] of [
      [anna, bram],
      [bram, anna],
    ] as const) {
      const response = await send(from, to.id, 'Hallo?');
      expect([response.statusCode, response.json()]).toEqual([403, { error: 'blocked_by_member' }]);
    }
    expect((await send(anna, anna.id, 'Ik')).json()).toEqual({ error: 'validation_failed' });
    expect((await send(anna, 99_999_999, 'Niemand')).statusCode).toBe(404);

    const unconfirmed = await member();
    await sql.query(`UPDATE users SET status = 'not_confirmed' WHERE id = $1`, [unconfirmed.id]);
    await setCredits(unconfirmed.id, 50);
    const carla = await chatter();
    expect((await send(unconfirmed, carla.id, 'Hoi')).json()).toEqual({ error: 'email_not_confirmed' });
    // Nobody can send to an unconfirmed (unlisted) member either.
    expect((await send(carla, unconfirmed.id, 'Hoi')).statusCode).toBe(404);

    const visitor = await call('POST', '/api/message.php', {
      payload: { profile: carla.id, client_id: crypto.randomUUID(), kind: 'text', text: 'Hoi' },
    });
    expect([visitor.statusCode, visitor.json()]).toEqual([403, { error: 'login_required' }]);
    expect(await storedMessages(anna.id)).toEqual([]);
    expect(await storedMessages(bram.id)).toEqual([]);
    expect(await credits(anna.id)).toEqual({ credits: 50, ledger: 50 });
  });

  it('a revoked or expired session cannot send; a send marks the session seen at most every 5 minutes', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    const lastSeen = async () =>
      (
        await sql.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions WHERE user_id = $1', [
          anna.id,
        ])
      ).rows[0]?.last_seen_at.getTime() ?? 0;

    await sql.query(`UPDATE sessions SET last_seen_at = now() - interval '4 minutes' WHERE user_id = $1`, [
      anna.id,
    ]);
    const fourMinutesAgo = await lastSeen();
    await sent(anna, bram.id, 'Net gezien');
    expect(await lastSeen()).toBe(fourMinutesAgo);
    await sql.query(`UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE user_id = $1`, [
      anna.id,
    ]);
    await sent(anna, bram.id, 'Weer terug');
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);

    await sql.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      anna.id,
    ]);
    const expired = await send(anna, bram.id, 'Verlopen');
    expect([expired.statusCode, expired.json()]).toEqual([403, { error: 'login_required' }]);
    await sql.query(
      `UPDATE sessions SET expires_at = now() + interval '1 day', revoked_at = now() WHERE user_id = $1`,
      [anna.id],
    );
    const revoked = await send(anna, bram.id, 'Uitgelogd');
    expect([revoked.statusCode, revoked.json()]).toEqual([403, { error: 'login_required' }]);
    expect(await storedMessages(anna.id)).toHaveLength(2);
    expect(await credits(anna.id)).toEqual({ credits: 40, ledger: 40 });
  });

  it('free members: at most 2 conversations and free_member_messages messages in total', async () => {
    const free = await chatter({ free: true, credits: 100 });
    const [p1, p2, p3] = [await chatter(), await chatter(), await chatter()];
    await sent(free, p1.id, 'Een');
    await sent(free, p2.id, 'Twee');
    const third = await send(free, p3.id, 'Drie');
    // The answer says which free limit was reached, so the member is told why (issue 20).
    expect([third.statusCode, third.json()]).toEqual([
      403,
      { error: 'premium_only', limit: 'conversations', max: FREE_CONVERSATIONS_MAX },
    ]);
    // Being written to does not count: answering in a conversation they already have does.
    await sent(p3, free.id, 'Schrijf me');
    await sent(free, p1.id, 'Nog een');
    await sent(free, p2.id, 'En nog een');
    await sent(free, p1.id, 'Vijfde');
    const sixth = await send(free, p1.id, 'Zesde');
    expect([sixth.statusCode, sixth.json()]).toEqual([
      403,
      { error: 'premium_only', limit: 'messages', max: 5 },
    ]);
    expect(await storedMessages(free.id)).toHaveLength(5);
    expect(await credits(free.id)).toEqual({ credits: 75, ledger: 75 });

    // The site's setting decides the number of free messages; premium members are not limited.
    await changeSites(db, 'UPDATE sites SET free_member_messages = 6 WHERE is_default');
    expect((await send(free, p1.id, 'Zesde')).statusCode).toBe(200);
    await changeSites(db, 'UPDATE sites SET free_member_messages = 5 WHERE is_default');
    await sql.query('UPDATE users SET paid_user = true WHERE id = $1', [free.id]);
    expect((await send(free, p3.id, 'Nu wel')).statusCode).toBe(200);
  });
});
