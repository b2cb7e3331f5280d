import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { eventOutboxRelay } from '../../src/platform/event-outbox.ts';
import { type JobLog, startJobQueue } from '../../src/platform/job-queue.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { createTestDatabase } from '../support/test-app.ts';
import { recorder, startSubscribers } from './event-recorder.ts';

/* Decision 0048: the relay moves the outbox's rows to the subscribers, each once, however many relays run. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 50 });
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A relay on a job queue of its own, as another instance runs it; looks every 20 ms, `batchSize` rows at a time. */
async function startRelay(db: Database, batchSize: number, log: JobLog = quietLog) {
  return startJobQueue(db.$client, log, [eventOutboxRelay(db.$client, log, { intervalMs: 20, batchSize })]);
}

/** `count` message.sent events as chat_send writes them, numbered from `from`, in one transaction. */
const publishMessages = (db: Database, from: number, count: number) =>
  db.$client.query(
    `SELECT publish_domain_event('message.sent', jsonb_build_object('messageId', n, 'conversationId', 1,
       'senderId', 2, 'recipientId', 3, 'kind', 'text', 'first', false, 'sentAt', '2026-11-27T08:00:00.000Z'))
     FROM generate_series($1::int, $2::int) n`,
    [from, from + count - 1],
  );

describe('the domain-event outbox relay', async () => {
  const { db } = await createTestDatabase();
  const sent = recorder('message.sent');
  await startSubscribers(db, [sent.entry]);
  const outboxRows = async () =>
    Number((await db.$client.query('SELECT count(*) FROM domain_event_outbox')).rows[0].count);
  const jobsOfRecorder = async () =>
    Number(
      (await db.$client.query("SELECT count(*) FROM pgboss.job WHERE name = 'message.sent/test-recorder'"))
        .rows[0].count,
    );

  it('two relays on one database deliver each event once', async () => {
    const one = await startRelay(db, 2);
    const two = await startRelay(db, 2);
    try {
      await publishMessages(db, 1, 6);
      await Promise.all([publishMessages(db, 7, 3), publishMessages(db, 10, 3)]);
      await waitFor(() => expect(sent.received.length).toBeGreaterThanOrEqual(12));
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
    const ids = sent.received.map((event) => event.messageId).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await jobsOfRecorder()).toBe(12);
    expect(await outboxRows()).toBe(0);
  }, 60_000);

  it('a row the catalogue refuses is logged and removed; the rows around it are published', async () => {
    const errors: Array<{ details: object; message: string }> = [];
    const log = {
      ...quietLog,
      error: (details: object, message: string) => errors.push({ details, message }),
    };
    const before = sent.received.length;
    await publishMessages(db, 1001, 1);
    await db.$client.query(
      `SELECT publish_domain_event('message.sent', '{"messageId": -1}'),
         publish_domain_event('message.unheard_of', '{}')`,
    );
    await publishMessages(db, 1002, 1);
    const relay = await startRelay(db, 100, log);
    try {
      await waitFor(() => expect(sent.received.length).toBe(before + 2));
    } finally {
      await relay.stop();
    }
    const published = sent.received.slice(before).map((event) => event.messageId);
    expect(published.sort()).toEqual([1001, 1002]);
    expect(errors.map((error) => [error.message, (error.details as { event: string }).event])).toEqual([
      ['outbox event refused by the event catalogue, removed unpublished', 'message.sent'],
      ['outbox event refused by the event catalogue, removed unpublished', 'message.unheard_of'],
    ]);
    expect(await outboxRows()).toBe(0);
  }, 60_000);

  it('a transaction whose connection the database ends (a stop) fails alone: no uncaught error', async () => {
    // The relay holds a transaction every second; embedded PostgreSQL ends every connection at once on a stop
    // signal. Vitest fails the run on an uncaught 'error' event of the checked-out client.
    await expect(
      withTransaction(db.$client, async (client) => {
        const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
        await db.$client.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await client.query('SELECT 1');
      }),
    ).rejects.toThrow();
    expect(Number((await db.$client.query('SELECT 1 AS one')).rows[0].one)).toBe(1);
  });

  it('a stopped relay takes no more rows', async () => {
    const relay = await startRelay(db, 100);
    await relay.stop();
    await publishMessages(db, 2001, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxRows()).toBe(3);
    await db.$client.query('DELETE FROM domain_event_outbox');
  }, 60_000);
});
