import { afterAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import {
  type DomainEvent,
  type DomainEventName,
  type EventSubscriber,
  eventSubscribers,
  subscriber,
} from '../../src/platform/domain-events.ts';
import { startJobQueue } from '../../src/platform/job-queue.ts';

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A job queue of its own on the test's database (as another instance would run), working `subscribers`; polls
 * every half second unless told otherwise. Stopped when the file ends, or by the test.
 */
export async function startSubscribers(
  db: Database,
  subscribers: EventSubscriber[],
  options: { pollingIntervalSeconds?: number } = { pollingIntervalSeconds: 0.5 },
) {
  const queue = await startJobQueue(db.$client, quietLog, [eventSubscribers(subscribers, quietLog, options)]);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await queue.stop();
  };
  afterAll(stop);
  return { stop };
}

/** A subscriber that keeps every payload it is handed, in order. */
export function recorder<N extends DomainEventName>(event: N, name = 'test-recorder') {
  const received: DomainEvent<N>[] = [];
  const entry = subscriber({
    event,
    name,
    handle: async (payload) => {
      received.push(payload);
    },
  });
  return { received, entry };
}
