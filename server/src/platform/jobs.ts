import type { JobQueuePart } from './job-queue.ts';

/**
 * Work on a schedule, kept in PostgreSQL by pg-boss so it survives restarts and runs once across instances. The
 * modules define their jobs (e.g. accounts/purge-job.ts, payments/reconcile-job.ts); main.ts hands them to
 * buildApp, which runs them on the server's one job queue (platform/job-queue.ts).
 */
export type ScheduledJob = {
  /** The pg-boss queue and schedule name. */
  name: string;
  /** Five-field cron in UTC; pg-boss's finest step is a minute. */
  cron: string;
  /** Also queued once at every start, so a restart catches up at once rather than at the next tick; such a job
   * must be safe with two runs at once. */
  runAtStart?: boolean;
  /** `atStart`: the run queued at a start rather than by the schedule. */
  run: (when: { atStart: boolean }) => Promise<void>;
};

/** The scheduled jobs as a part of the job queue: each one's queue, schedule and worker. */
export function scheduledJobs(jobs: readonly ScheduledJob[]): JobQueuePart {
  return {
    schedules: true,
    async start(boss) {
      for (const job of jobs) {
        await boss.createQueue(job.name);
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        await boss.work<{ atStart?: boolean }>(job.name, async (queued) => {
          await job.run({ atStart: queued.some((one) => one.data?.atStart === true) });
        });
        // Not deduplicated: a restart soon after the last start must run it too. Jobs that run at start are
        // safe to run twice at once (two instances starting together).
        if (job.runAtStart) await boss.send(job.name, { atStart: true });
      }
    },
  };
}
