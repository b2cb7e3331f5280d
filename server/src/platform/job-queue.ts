import type pg from 'pg';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { Sql } from './sql.ts';

export type JobLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * One kind of work on the server's pg-boss instance (decision 0045): the mail queue, the domain events'
 * subscribers, the scheduled jobs. `start` creates its queues and workers once pg-boss runs; `stopping` is
 * called before pg-boss stops (take no new work), `stopped` after it (wait for work under way).
 */
export type JobQueuePart = {
  start: (boss: PgBoss) => Promise<void>;
  stopping?: () => Promise<void> | void;
  stopped?: () => Promise<void>;
  /** The part schedules cron jobs: pg-boss's scheduler runs only on an instance that has such a part. */
  schedules?: boolean;
};

export type JobQueue = { stop: () => Promise<void> };

const START_RETRY_MS = 5000;
/**
 * Instances that start together on a new database create the same queues at once, and pg-boss's create_queue
 * takes no lock of its own: all but one fail with a deadlock (or a duplicate key). Those try again after a short,
 * random pause, and then find the queues there.
 */
const START_CONFLICT_CODES = new Set(['40P01', '23505']);
const START_CONFLICT_TRIES = 10;
const isStartConflict = (error: unknown) =>
  START_CONFLICT_CODES.has(String((error as { code?: unknown } | undefined)?.code));

const executor = (sql: Sql): PgBoss.Db => ({
  executeSql: (text, values) => sql.query(text, values),
});

/**
 * The server's one pg-boss instance, over the app's own pool (no pool of its own), started once when the app is
 * built and stopped when it closes. pg-boss creates its schema itself. A database out of reach at start is
 * tried again every few seconds in the background, so the app still comes up and answers 503 meanwhile.
 */
export async function startJobQueue(
  pool: pg.Pool,
  log: JobLog,
  parts: readonly JobQueuePart[],
): Promise<JobQueue> {
  let stopping = false;
  let stopped = false;
  let boss: PgBoss | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  // A handler still running when the stop's wait ran out ends later, and pg-boss then books it as completed or
  // failed (without awaiting) on a pool that may be closed by now: an unhandled rejection. After the stop that
  // bookkeeping is dropped instead ("no job changed", as pg-boss reads it); the job stays active in its table,
  // expires and runs again on an instance that is running (jobs run at least once).
  const bossDb: PgBoss.Db = {
    executeSql: (text, values) =>
      stopped ? Promise.resolve({ rows: [{ count: '0' }] }) : pool.query(text, values),
  };

  const start = async () => {
    const next = new PgBoss({ db: bossDb, schedule: parts.some((part) => part.schedules) });
    // While the server stops, the queue's connections may end before it has drained (the database stopping with
    // it): expected then, not an error.
    next.on('error', (error: Error) => {
      if (stopping) log.info({ reason: error.message }, 'job queue connection ended while stopping');
      else log.error({ err: error }, 'job queue error');
    });
    try {
      await next.start();
      for (const part of parts) await part.start(next);
    } catch (error) {
      await next.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    boss = next;
  };

  const startOrRetry = async (): Promise<void> => {
    try {
      for (let tries = 1; ; tries += 1) {
        try {
          await start();
          break;
        } catch (error) {
          if (!isStartConflict(error) || tries === START_CONFLICT_TRIES) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
        }
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.error({ err: error }, 'job queue not started: database unavailable, trying again');
      retryTimer = setTimeout(() => {
        if (!stopping) startOrRetry().catch((err: unknown) => log.error({ err }, 'job queue not started'));
      }, START_RETRY_MS);
      retryTimer.unref();
    }
  };
  await startOrRetry();

  return {
    stop: async () => {
      stopping = true;
      clearTimeout(retryTimer);
      for (const part of parts) await part.stopping?.();
      await boss?.stop({ graceful: true, timeout: 10_000 });
      stopped = true;
      for (const part of parts) await part.stopped?.();
    },
  };
}

// Never started: it only builds pg-boss's INSERT, which runs on the caller's connection (and transaction). No
// connection, timer or worker of its own: the running instance is startJobQueue's.
let statementBuilder: PgBoss | undefined;

/**
 * Inserts one job into `queue` on `sql` (with pg-boss's send `options`: startAfter, singletonKey …): inside a transaction it commits with the change that caused it, or not
 * at all. Answers the job's id, or null when the queue does not exist (no instance created it on this database).
 */
export function sendJob(
  sql: Sql,
  queue: string,
  data: object,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  statementBuilder ??= new PgBoss({
    db: { executeSql: () => Promise.reject(new Error('jobs are sent on the caller’s connection')) },
    schedule: false,
    supervise: false,
    migrate: false,
  });
  return statementBuilder.send(queue, data, { ...options, db: executor(sql) });
}

/** Jobs taken in one fetch by workEach. */
const JOBS_PER_FETCH = 100;

/**
 * Works `queue` taking up to JOBS_PER_FETCH jobs per fetch, each handled alone and in order. pg-boss's worker
 * waits its polling interval after every fetch, whether it found jobs or not, so one job per fetch would cap a
 * queue at one job per interval and instance (half a job a second by default). A job whose handler throws is
 * failed alone (its queue's retry policy); the rest of its batch completes.
 */
export function workEach<T extends object>(
  boss: PgBoss,
  queue: string,
  options: { pollingIntervalSeconds?: number },
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<string> {
  const workOptions = {
    includeMetadata: true as const,
    batchSize: JOBS_PER_FETCH,
    // pg-boss refuses the key when it is there but undefined.
    ...(options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
  };
  return boss.work<T>(queue, workOptions, async (jobs) => {
    for (const job of jobs) {
      try {
        await handle(job);
      } catch (error) {
        await boss.fail(queue, job.id, error instanceof Error ? { message: error.message } : { error });
      }
    }
  });
}
