import crypto from 'node:crypto';
import type { ChatEvent } from '@community/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { changeSites } from '../support/sites.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';
import { chatHelpers } from './chat-helpers.ts';
import { type EventStream, openEventStream } from './event-stream.ts';

const isMessage = (event: ChatEvent): event is Extract<ChatEvent, { type: 'message' }> =>
  event.type === 'message';

describe('live chat events across two server instances on one database', async () => {
  const { url } = await createTestDatabase();
  const one = await startTestInstance(url);
  const two = await startTestInstance(url);
  const { chatter, call, sql, credits, storedMessages, sent } = chatHelpers(one.app, one.db);
  const streams: EventStream[] = [];
  const open = async (baseUrl: string, cookie: string) => {
    const stream = await openEventStream(baseUrl, cookie);
    streams.push(stream);
    return stream;
  };
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  const sendOn = (
    instance: typeof one,
    from: { cookie: string },
    to: number,
    text: string,
    clientId?: string,
  ) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { cookie: from.cookie },
      payload: { profile: to, client_id: clientId ?? crypto.randomUUID(), kind: 'text', text },
    });

  it('a message sent through one instance reaches the other member on the other instance, then a delivered receipt comes back', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const annaStream = await open(one.baseUrl, anna.cookie);
    const bramStream = await open(two.baseUrl, bram.cookie);
    // The stream takes the socket over from fastify, and still carries the security headers.
    expect(bramStream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(bramStream.headers.get('x-content-type-options')).toBe('nosniff');

    const response = await sendOn(one, anna, bram.id, 'Hoi Bram, over twee servers');
    expect(response.statusCode, response.body).toBe(200);
    const { conversation, message } = response.json();

    const arrived = await bramStream.next(isMessage);
    expect(arrived).toMatchObject({
      type: 'message',
      conversation: conversation.id,
      seq: 1,
      message: {
        id: message.id,
        text: 'Hoi Bram, over twee servers',
        mine: false,
        client_id: message.client_id,
      },
    });
    // The sender's own open tabs hear it too, as their own message.
    expect(await annaStream.next(isMessage)).toMatchObject({ message: { id: message.id, mine: true } });
    expect(await annaStream.next((event) => event.type === 'delivered')).toEqual({
      type: 'delivered',
      conversation: conversation.id,
      seq: 1,
    });
    const opened = await call('GET', `/api/conversation.php?profile=${bram.id}`, { cookie: anna.cookie });
    expect(opened.json().conversation).toMatchObject({ other_delivered_seq: 1, other_read_seq: 0 });
  });

  it('a message too long for one NOTIFY payload still arrives whole on the other instance', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const bramStream = await open(two.baseUrl, bram.cookie);
    // 3,000 emoji are 12,000 bytes: over PostgreSQL's 8,000-byte payload, so the event carries a reference.
    await changeSites(one.db, 'UPDATE sites SET message_length = 5000 WHERE is_default');
    try {
      const text = '🌹'.repeat(3000);
      const response = await sendOn(one, anna, bram.id, text);
      expect(response.statusCode, response.body).toBe(200);
      const arrived = await bramStream.next(isMessage);
      expect(arrived).toMatchObject({ message: { id: response.json().message.id, text, mine: false } });
    } finally {
      await changeSites(one.db, 'UPDATE sites SET message_length = 1000 WHERE is_default');
    }
  });

  it('read state and typing travel to the other member; a third member hears nothing and cannot signal', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const carla = await chatter({ credits: 100 });
    const first = await sent(anna, bram.id, 'Een');
    await sent(anna, bram.id, 'Twee');
    const annaStream = await open(one.baseUrl, anna.cookie);
    const bramStream = await open(two.baseUrl, bram.cookie);
    const carlaStream = await open(two.baseUrl, carla.cookie);
    const id = first.conversation.id;

    const read = await two.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: { cookie: bram.cookie },
      payload: { conversation: id, seq: 2 },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await annaStream.next((event) => event.type === 'read')).toEqual({
      type: 'read',
      conversation: id,
      seq: 2,
      reader: bram.id,
    });

    const typing = await one.app.inject({
      method: 'POST',
      url: '/api/typing.php',
      headers: { cookie: anna.cookie },
      payload: { conversation: id },
    });
    expect(typing.statusCode).toBe(204);
    expect(await bramStream.next((event) => event.type === 'typing')).toEqual({
      type: 'typing',
      conversation: id,
      member: anna.id,
    });

    const intruder = await two.app.inject({
      method: 'POST',
      url: '/api/typing.php',
      headers: { cookie: carla.cookie },
      payload: { conversation: id },
    });
    expect(intruder.statusCode).toBe(404);
    await sent(bram, anna.id, 'Drie');
    await annaStream.next(isMessage);
    expect(carlaStream.events.filter((event) => event.type !== 'ready')).toEqual([]);
  });

  it('the same send through both instances at once, and again after a restart, is stored and charged once', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    const clientId = crypto.randomUUID();
    const answers = await Promise.all([
      sendOn(one, anna, bram.id, 'Precies één keer', clientId),
      sendOn(two, anna, bram.id, 'Precies één keer', clientId),
      sendOn(one, anna, bram.id, 'Precies één keer', clientId),
      sendOn(two, anna, bram.id, 'Precies één keer', clientId),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => answer.json().message.id));
    expect(ids.size).toBe(1);

    // A restart: a new instance (fresh pool, nothing in memory) gets the retry.
    const restarted = await startTestInstance(url);
    const retry = await sendOn(restarted, anna, bram.id, 'Precies één keer', clientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe([...ids][0]);
    // Stopping does not wait for open streams: they are ended, and the browser reconnects elsewhere.
    const stillOpen = await open(restarted.baseUrl, bram.cookie);
    await restarted.stop();
    await stillOpen.ended;

    expect(await storedMessages(anna.id)).toHaveLength(1);
    expect(await credits(anna.id)).toEqual({ credits: 45, ledger: 45 });
  });

  it('a lost LISTEN connection is re-opened, clients are told to catch up (ready), and events flow again', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const bramStream = await open(two.baseUrl, bram.cookie);
    await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await bramStream.next((event) => event.type === 'ready', 10_000);
    await sendOn(one, anna, bram.id, 'Na de onderbreking');
    expect(await bramStream.next(isMessage)).toMatchObject({ message: { text: 'Na de onderbreking' } });
  });

  it('the stream needs a session', async () => {
    const response = await fetch(`${two.baseUrl}/api/chat-events.php`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('authentication_required');
  });
});
