import { sql as raw } from 'kysely';
import type PgBoss from 'pg-boss';
import { typed } from '../../db/typed.ts';
import type { JobLog, JobQueuePart } from '../../platform/job-queue.ts';
import { sendJob, workEach } from '../../platform/job-queue.ts';
import type { Sql } from '../../platform/sql.ts';

/** The pg-boss queue of "deliver the notifications of member X" (decision 0049). */
const DELIVER_QUEUE = 'notifications/deliver';
/**
 * `short`: at most one waiting job per singleton key (the member), so a burst of news wakes the member's step
 * once. A failed step is tried again after 30 s, then each wait doubles: 8 retries over about 4 to 8 hours.
 */
const DELIVER_POLICY = { policy: 'short', retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;

type DeliverJob = { memberId: number };
const memberKey = (memberId: number) => `member:${memberId}`;

/**
 * Has the member's deliver step run at `at` (or sooner), on `sql`: it commits with the news that needs it. The
 * job already waiting for the member, if any, is brought forward to `at` when it would wait longer. The caller
 * holds the member's users row locked, as every deliver step does: a job taken meanwhile waits for that lock and
 * then sees what this transaction commits.
 */
export async function scheduleDelivery(sql: Sql, memberId: number, at: Date): Promise<void> {
  const data: DeliverJob = { memberId };
  const key = memberKey(memberId);
  const send = () => sendJob(sql, DELIVER_QUEUE, data, { startAfter: at, singletonKey: key });
  if (await send()) return;
  // pg-boss's own table: the builder has no type for it.
  const moved = await raw`UPDATE pgboss.job SET start_after = least(start_after, ${at})
    WHERE name = ${DELIVER_QUEUE} AND singleton_key = ${key} AND state = 'created'`.execute(typed(sql));
  if (moved.numAffectedRows) return;
  // The waiting job was taken meanwhile (it waits for the member's row): the slot is free again.
  if (await send()) return;
  throw new Error(`the pg-boss queue "${DELIVER_QUEUE}" does not exist: no instance has started`);
}

/**
 * The deliver queue as a part of the job queue: created and worked on every instance; pg-boss hands each job to
 * one of them (SKIP LOCKED), and one that was under way when its instance stopped is tried again.
 */
export function deliverQueue(deliver: (memberId: number) => Promise<void>, log: JobLog): JobQueuePart {
  return {
    async start(boss: PgBoss) {
      const policy = { name: DELIVER_QUEUE, ...DELIVER_POLICY };
      await boss.createQueue(DELIVER_QUEUE, policy);
      await boss.updateQueue(DELIVER_QUEUE, policy);
      await workEach<DeliverJob>(boss, DELIVER_QUEUE, {}, async (job) => {
        try {
          await deliver(job.data.memberId);
        } catch (error) {
          log.warn({ err: error, job: job.id, tries: job.retryCount + 1 }, 'notification delivery failed');
          throw error;
        }
      });
    },
  };
}
