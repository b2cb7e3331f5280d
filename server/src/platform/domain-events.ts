import { LIKE_SOURCES, MESSAGE_KINDS } from '@community/contract';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobLog, JobQueuePart } from './job-queue.ts';
import { sendJob, workEach } from './job-queue.ts';
import type { Sql } from './sql.ts';

const id = z.number().int().positive();

/**
 * Every domain event and its payload (decision 0045): what one module's change means to others travels as one
 * of these, published in the change's transaction; the publisher does not know who listens. Payloads carry ids
 * and the facts of the moment, not rows: a subscriber reads what it needs when it runs.
 */
const DOMAIN_EVENTS = {
  /** A new like (not a repeated one), also a fictional profile's auto-like (`source: 'auto'`). */
  'like.created': z.object({ likerId: id, likedId: id, source: z.enum([...LIKE_SOURCES, 'auto']) }),
  /** A like that made a match: `likerId` liked back `likedId`, who had liked them before. */
  'match.created': z.object({ likerId: id, likedId: id }),
  /** An order became paid: its credits (as granted) are on the member's balance. `amount` in cents. */
  'payment.paid': z.object({
    orderId: id,
    memberId: id,
    credits: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
  }),
  /**
   * A message was stored (not a retried duplicate): published by chat_send through the outbox (migration 0018).
   * `first` when it opened the conversation. `sentAt` as an ISO timestamp.
   */
  'message.sent': z.object({
    messageId: id,
    conversationId: id,
    senderId: id,
    recipientId: id,
    kind: z.enum(MESSAGE_KINDS),
    first: z.boolean(),
    sentAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * A member confirmed their e-mail address for the first time (the activation link, an e-mail change or a
   * password reset that confirms it): published in the activation's transaction (issue 24, decision 0064).
   */
  'member.activated': z.object({ memberId: id }),
  /** The member deleted their account: hidden at once, erased by the purge after the grace period. */
  'member.deleted': z.object({ memberId: id }),
};

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEvent<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]>;

/**
 * An event named and shaped as the catalogue says, or why not: the outbox relay (event-outbox.ts) checks rows
 * that database functions wrote before publishing them.
 */
export function checkDomainEvent(
  event: string,
  payload: unknown,
): { ok: true; event: DomainEventName } | { ok: false; problem: string } {
  if (!Object.hasOwn(DOMAIN_EVENTS, event)) return { ok: false, problem: 'unknown event' };
  const name = event as DomainEventName;
  const checked = DOMAIN_EVENTS[name].safeParse(payload);
  return checked.success ? { ok: true, event: name } : { ok: false, problem: z.prettifyError(checked.error) };
}

/**
 * Publishes `event` on `sql`: one job for each subscriber's queue, inserted on the caller's connection, so inside
 * a transaction the subscribers run if and only if it commits. The subscribers are pg-boss's subscriptions on
 * this database (every instance registers its own at start), so an event published by one instance reaches the
 * subscribers of all. Throws when no job queue ever started on the database.
 */
export async function publishEvent<N extends DomainEventName>(
  sql: Sql,
  event: N,
  payload: DomainEvent<N>,
): Promise<void> {
  const data = DOMAIN_EVENTS[event].parse(payload);
  const { rows } = await sql
    .query<{ name: string }>('SELECT name FROM pgboss.subscription WHERE event = $1', [event])
    .catch((error: { code?: string }) => {
      if (error.code !== '42P01') throw error;
      throw new Error(`event ${event} not published: no job queue has started on this database`);
    });
  // A subscription's queue cannot be missing (deleting a queue deletes its subscriptions).
  for (const { name } of rows) await sendJob(sql, name, data);
}

type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean };
/** 10 retries, the first after 30–60 s, each wait doubling: the tries spread over about 8 to 17 hours. */
const EVENT_RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 30, retryBackoff: true };

type SubscriberOf<N extends DomainEventName> = {
  event: N;
  /** Names the subscriber among those of its event; with the event it names its queue (`<event>/<name>`). */
  name: string;
  handle: (payload: DomainEvent<N>) => Promise<void>;
  retry?: Partial<RetryPolicy>;
};
export type EventSubscriber = { [N in DomainEventName]: SubscriberOf<N> }[DomainEventName];

/** A subscriber, typed by its event: `handle` gets that event's payload. */
export function subscriber<N extends DomainEventName>(definition: SubscriberOf<N>): EventSubscriber {
  return definition as unknown as EventSubscriber;
}

const subscriberQueue = (subscriber: { event: string; name: string }) =>
  `${subscriber.event}/${subscriber.name}`;

/**
 * The subscribers as a part of the job queue: each one its own pg-boss queue, subscribed to its event and
 * worked here, so a subscriber that throws is retried alone (its own retry policy), and a job waiting survives
 * a restart. Delivery is at least once: a handler must be safe to run twice for one event.
 */
export function eventSubscribers(
  subscribers: readonly EventSubscriber[],
  log: JobLog,
  options: { pollingIntervalSeconds?: number } = {},
): JobQueuePart {
  const queues = subscribers.map(subscriberQueue);
  const twice = queues.find((queue, i) => queues.indexOf(queue) !== i);
  if (twice) throw new Error(`two event subscribers share the queue ${twice}`);

  const work = (boss: PgBoss, entry: EventSubscriber, queue: string) =>
    workEach<object>(boss, queue, options, async (job) => {
      const handle = entry.handle as (payload: object) => Promise<void>;
      try {
        await handle(DOMAIN_EVENTS[entry.event].parse(job.data));
      } catch (error) {
        const details = { err: error, queue, job: job.id, tries: job.retryCount + 1 };
        if (job.retryCount >= job.retryLimit) log.error(details, 'event subscriber failed, no tries left');
        else log.warn(details, 'event subscriber failed, will try again');
        throw error;
      }
    });

  return {
    async start(boss) {
      for (const [i, entry] of subscribers.entries()) {
        const queue = queues[i] as string;
        const policy = { name: queue, ...EVENT_RETRY, ...entry.retry };
        await boss.createQueue(queue, policy);
        await boss.updateQueue(queue, policy);
        await boss.subscribe(entry.event, queue);
        await work(boss, entry, queue);
      }
    },
  };
}
