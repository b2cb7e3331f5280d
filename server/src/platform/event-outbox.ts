import type pg from 'pg';
import { typed } from '../db/typed.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { checkDomainEvent, publishEvent } from './domain-events.ts';
import type { JobLog, JobQueuePart } from './job-queue.ts';
import { type Sql, withTransaction } from './sql.ts';

type RelayOptions = {
  /** The pause between two looks at the outbox when the last one found less than a full batch. */
  intervalMs?: number;
  /** Rows taken in one transaction. */
  batchSize?: number;
};

/** The outbox's oldest rows no other relay holds, locked until the transaction ends. */
function takeOutboxRows(sql: Sql, limit: number) {
  return typed(sql)
    .selectFrom('domain_event_outbox')
    .select(['id', 'event', 'payload'])
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

async function deleteOutboxRows(sql: Sql, ids: number[]): Promise<void> {
  await typed(sql).deleteFrom('domain_event_outbox').where('id', 'in', ids).execute();
}

/**
 * The relay of the domain-event outbox (decision 0048) as a part of the job queue: the events database functions
 * wrote to domain_event_outbox (publish_domain_event.sql) are published to their subscribers (publishEvent) and
 * deleted in one transaction, so each reaches them once. Rows are locked FOR UPDATE SKIP LOCKED, so relays of
 * several instances share the work and never take one row twice. A row whose event or payload the catalogue
 * does not accept is logged and removed, never retried, so it cannot hold up the others.
 */
export function eventOutboxRelay(pool: pg.Pool, log: JobLog, options: RelayOptions = {}): JobQueuePart {
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 300;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** One batch; answers how many rows it took. */
  const relayBatch = () =>
    withTransaction(pool, async (sql) => {
      const rows = await takeOutboxRows(sql, batchSize);
      for (const row of rows) {
        const checked = checkDomainEvent(row.event, row.payload);
        if (checked.ok) await publishEvent(sql, checked.event, row.payload as never);
        else {
          const details = { outboxId: row.id, event: row.event, problem: checked.problem };
          log.error(details, 'outbox event refused by the event catalogue, removed unpublished');
        }
      }
      if (rows.length > 0)
        await deleteOutboxRows(
          sql,
          rows.map((row) => row.id),
        );
      return rows.length;
    });

  const tick = async () => {
    let full = false;
    try {
      full = (await relayBatch()) === batchSize;
    } catch (error) {
      if (isDatabaseUnavailable(error))
        log.warn({ err: error }, 'event outbox not relayed: database unavailable');
      else log.error({ err: error }, 'event outbox not relayed, trying again');
    }
    // A full batch may have more behind it: the next one at once.
    if (!stopped) schedule(full ? 0 : intervalMs);
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = tick();
    }, delay);
    timer.unref();
  };

  return {
    async start() {
      schedule(0);
    },
    async stopping() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
