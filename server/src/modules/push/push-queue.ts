import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { JobLog, JobQueuePart } from '../../platform/job-queue.ts';
import { workEach } from '../../platform/job-queue.ts';
import { deliverPush } from './delivery.ts';
import { PUSH_QUEUE, type PushJob } from './service.ts';
import { vapidKeys } from './vapid-keys.ts';

/**
 * A failed send is tried again after about 30 s, each wait doubling: 6 retries spread over about half an hour
 * to an hour. A push is news of the moment (its TTL is a day); mail is the fallback, not an endless retry.
 */
const PUSH_RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true } as const;

/** Tests tune these: a shorter first retry, a faster poll. */
export type PushQueueOptions = { retryDelaySeconds?: number; pollingIntervalSeconds?: number };

/**
 * The push queue as a part of the server's job queue: makes the installation's VAPID keys at the first start,
 * creates the queue and works it on every instance (one job at a time per instance, taken with SKIP LOCKED, so
 * once across instances). A sent job is deleted, so no copy of the message stays behind.
 */
export function pushQueue(
  pool: pg.Pool,
  config: Pick<Config, 'env' | 'publicOrigin' | 'pushAllowLoopback'>,
  log: JobLog,
  options: PushQueueOptions = {},
): JobQueuePart {
  let boss: PgBoss | undefined;
  let stopping = false;
  const inFlight = new Set<Promise<unknown>>();

  const send = async (job: PgBoss.JobWithMetadata<PushJob>) => {
    try {
      const result = await deliverPush({ config, sql: pool }, job.data);
      if (result === 'gone') log.info({ job: job.id }, 'push subscription gone: removed');
      if (result === 'refused') log.warn({ job: job.id }, 'push message refused by the push service');
    } catch (error) {
      const details = { err: error, job: job.id, tries: job.retryCount + 1 };
      if (job.retryCount >= job.retryLimit) log.error(details, 'push not delivered, no tries left');
      else log.warn(details, 'push not delivered, will try again');
      throw error;
    }
    await boss?.deleteJob(PUSH_QUEUE, job.id).catch((error: unknown) => {
      log.error({ err: error, job: job.id }, 'push sent, but its job could not be removed');
    });
  };

  return {
    async start(started) {
      await vapidKeys(pool);
      const policy = {
        name: PUSH_QUEUE,
        ...PUSH_RETRY,
        retryDelay: options.retryDelaySeconds ?? PUSH_RETRY.retryDelay,
      };
      await started.createQueue(PUSH_QUEUE, policy);
      await started.updateQueue(PUSH_QUEUE, policy);
      boss = started;
      await workEach<PushJob>(started, PUSH_QUEUE, options, async (job) => {
        if (stopping) throw new Error('push worker stopping');
        const sending = send(job);
        const settled = sending.catch(() => {});
        inFlight.add(settled);
        try {
          await sending;
        } finally {
          inFlight.delete(settled);
        }
      });
    },
    stopping() {
      stopping = true;
    },
    async stopped() {
      await Promise.all(inFlight);
    },
  };
}
