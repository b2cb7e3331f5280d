import type pg from 'pg';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { listenTo, type PgListener } from './pg-listener.ts';
import type { Sql } from './sql.ts';

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** The pg-boss queue every outgoing mail waits in until a worker has handed it to SMTP (decision 0041). */
export const MAIL_QUEUE = 'mail';
/** NOTIFY'd in the enqueuing transaction, so it reaches the workers at commit, and only then. */
const WAKE_CHANNEL = 'mail_queued';
/**
 * A failed send is tried again after about 30 s, then each wait doubles (pg-boss adds up to as much again at
 * random): 12 retries, 13 tries, spread over 34 to 68 hours. Then the job stays as `failed`.
 */
export const MAIL_RETRY = { retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;
/** Sending loops per instance; each takes one job at a time and looks for the next at once. */
const WORKERS_PER_INSTANCE = 2;
const START_RETRY_MS = 5000;

/** Tests tune these: an instance that only enqueues, a shorter first retry. */
export type MailQueueOptions = { worker?: boolean; retryDelaySeconds?: number };

const executor = (sql: Sql): PgBoss.Db => ({
  executeSql: (text, values) => sql.query(text, values),
});

// Never started: it only builds the INSERT, which runs on the caller's connection (and transaction).
let sender: PgBoss | undefined;

/**
 * Queues one mail job on `sql`: inside a transaction it commits with the change that caused it or not at all.
 * Throws when the queue does not exist (no worker ever started on this database), rather than losing the mail.
 */
export async function enqueueMail(sql: Sql, data: object): Promise<void> {
  sender ??= new PgBoss({
    db: { executeSql: () => Promise.reject(new Error('mail jobs are sent on the caller’s connection')) },
    schedule: false,
    supervise: false,
    migrate: false,
  });
  const id = await sender.send(MAIL_QUEUE, data, { db: executor(sql) });
  if (!id) throw new Error(`the pg-boss queue "${MAIL_QUEUE}" does not exist: no mail worker has started`);
  await sql.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, '']);
}

/**
 * Creates the queue (and pg-boss's schema) over the app's pool and, unless told not to, works it: each job is
 * given to `deliver` once at a time across all instances (pg-boss takes it with SKIP LOCKED); a job that throws
 * is retried by MAIL_RETRY; a delivered job is deleted at once, so no copy of the address and link stays behind.
 * A database out of reach at start is tried again every few seconds in the background.
 */
export async function startMailQueue<T extends object>(
  pool: pg.Pool,
  deliver: (data: T) => Promise<void>,
  log: Log,
  options: MailQueueOptions = {},
): Promise<{ stop: () => Promise<void> }> {
  let stopping = false;
  let boss: PgBoss | undefined;
  let listener: PgListener | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  const workerIds: string[] = [];
  const wake = () => {
    for (const id of workerIds) boss?.notifyWorker(id);
  };

  const send = async (job: PgBoss.JobWithMetadata<T>) => {
    try {
      await deliver(job.data);
    } catch (error) {
      const details = { err: error, job: job.id, tries: job.retryCount + 1 };
      if (job.retryCount >= job.retryLimit)
        log.error(details, 'mail not delivered, no tries left: job failed');
      else log.warn(details, 'mail not delivered, will try again');
      throw error;
    } finally {
      // More may be waiting: look again at once rather than at the next poll.
      wake();
    }
    await boss?.deleteJob(MAIL_QUEUE, job.id).catch((error: unknown) => {
      log.error({ err: error, job: job.id }, 'mail sent, but its job could not be removed');
    });
  };
  const handle = async ([job]: PgBoss.JobWithMetadata<T>[]) => {
    if (!job) return;
    // A fetch already under way when stop() began: the mail is left for the next try (or another instance).
    if (stopping) throw new Error('mail worker stopping');
    const sending = send(job);
    const settled = sending.then(
      () => {},
      () => {},
    );
    inFlight.add(settled);
    try {
      await sending;
    } finally {
      inFlight.delete(settled);
    }
  };

  const start = async () => {
    const next = new PgBoss({ db: executor(pool), schedule: false });
    next.on('error', (error: Error) => {
      if (stopping) log.info({ reason: error.message }, 'mail queue connection ended while stopping');
      else log.error({ err: error }, 'mail queue error');
    });
    try {
      await next.start();
      const policy = {
        name: MAIL_QUEUE,
        ...MAIL_RETRY,
        retryDelay: options.retryDelaySeconds ?? MAIL_RETRY.retryDelay,
      };
      await next.createQueue(MAIL_QUEUE, policy);
      // Made by an earlier version: this version's policy from now on.
      await next.updateQueue(MAIL_QUEUE, policy);
    } catch (error) {
      await next.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    boss = next;
    if (options.worker === false) return;
    for (let i = 0; i < WORKERS_PER_INSTANCE; i++) {
      workerIds.push(await next.work<T>(MAIL_QUEUE, { includeMetadata: true }, handle));
    }
    listener = listenTo(pool, WAKE_CHANNEL, { onNotification: wake, onReconnect: wake }, log);
    listener.ready().catch((error: unknown) => {
      log.warn({ err: error }, 'mail queue LISTEN failed: new mails wait for the next poll');
    });
  };

  const startOrRetry = async (): Promise<void> => {
    try {
      await start();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.error({ err: error }, 'mail queue not started: database unavailable, trying again');
      retryTimer = setTimeout(() => {
        if (!stopping) startOrRetry().catch((err: unknown) => log.error({ err }, 'mail queue not started'));
      }, START_RETRY_MS);
      retryTimer.unref();
    }
  };
  await startOrRetry();

  return {
    stop: async () => {
      stopping = true;
      clearTimeout(retryTimer);
      await listener?.close();
      await boss?.stop({ graceful: true, timeout: 10_000 });
      await Promise.all(inFlight);
    },
  };
}
