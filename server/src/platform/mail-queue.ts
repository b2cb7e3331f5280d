import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { JobLog, JobQueuePart } from './job-queue.ts';
import { sendJob } from './job-queue.ts';
import { listenTo, type PgListener } from './pg-listener.ts';
import type { Sql } from './sql.ts';

/** The pg-boss queue every outgoing mail waits in until a worker has handed it to SMTP (decision 0041). */
export const MAIL_QUEUE = 'mail';
/** NOTIFY'd in the enqueuing transaction, so it reaches the workers at commit, and only then. */
const WAKE_CHANNEL = 'mail_queued';
/**
 * A failed send is tried again after about 30 s, then each wait doubles (pg-boss adds up to as much again at
 * random): 12 retries, 13 tries, spread over 34 to 68 hours. Then the job stays as `failed`.
 */
const MAIL_RETRY = { retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;
/** Sending loops per instance; each takes one job at a time and looks for the next at once. */
const WORKERS_PER_INSTANCE = 2;

/** Tests tune these: an instance that only enqueues, a shorter first retry. */
export type MailQueueOptions = { worker?: boolean; retryDelaySeconds?: number };

/**
 * Queues one mail job on `sql`: inside a transaction it commits with the change that caused it or not at all.
 * Throws when the queue does not exist (no worker ever started on this database), rather than losing the mail.
 */
export async function enqueueMail(sql: Sql, data: object): Promise<void> {
  const id = await sendJob(sql, MAIL_QUEUE, data);
  if (!id) throw new Error(`the pg-boss queue "${MAIL_QUEUE}" does not exist: no mail worker has started`);
  await sql.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, '']);
}

/**
 * The mail queue as a part of the server's job queue: creates the queue and, unless told not to, works it: each
 * job is given to `deliver` once at a time across all instances (pg-boss takes it with SKIP LOCKED); a job that
 * throws is retried by MAIL_RETRY; a delivered job is deleted at once, so no copy of the address and link stays
 * behind. Stopped, it has finished every send it began.
 */
export function mailQueue<T extends object>(
  pool: pg.Pool,
  deliver: (data: T) => Promise<void>,
  log: JobLog,
  options: MailQueueOptions = {},
): JobQueuePart {
  let stopping = false;
  let boss: PgBoss | undefined;
  let listener: PgListener | undefined;
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

  return {
    async start(started) {
      const policy = {
        name: MAIL_QUEUE,
        ...MAIL_RETRY,
        retryDelay: options.retryDelaySeconds ?? MAIL_RETRY.retryDelay,
      };
      await started.createQueue(MAIL_QUEUE, policy);
      // Made by an earlier version: this version's policy from now on.
      await started.updateQueue(MAIL_QUEUE, policy);
      boss = started;
      if (options.worker === false) return;
      // A start that failed half-way and is tried again registers its workers anew.
      workerIds.length = 0;
      await listener?.close();
      for (let i = 0; i < WORKERS_PER_INSTANCE; i++) {
        workerIds.push(await started.work<T>(MAIL_QUEUE, { includeMetadata: true }, handle));
      }
      listener = listenTo(pool, WAKE_CHANNEL, { onNotification: wake, onReconnect: wake }, log);
      listener.ready().catch((error: unknown) => {
        log.warn({ err: error }, 'mail queue LISTEN failed: new mails wait for the next poll');
      });
    },
    async stopping() {
      stopping = true;
      await listener?.close();
    },
    async stopped() {
      await Promise.all(inFlight);
    },
  };
}
