import type { PushMessage, PushRegistrationBody } from '@community/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { sendJob } from '../../platform/job-queue.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import { endpointRefusal } from './policy.ts';
import {
  clearDenial,
  recordDenial,
  subscriptionIdsOf,
  trimSubscriptions,
  upsertSubscription,
} from './queries.ts';

/** A member's newest subscriptions kept (a phone, a laptop, a few browsers); an older one is dropped. */
const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/** The pg-boss queue of the Web Push sends: one job per subscription and message. */
export const PUSH_QUEUE = 'push';

export type PushJob = { subscriptionId: number; message: PushMessage };

/**
 * POST /api/user.php?push=1: the browser's subscription becomes the member's newest (and an earlier 'denied'
 * is forgotten), or 'denied' is recorded. An endpoint the server must not call is refused (policy.ts).
 */
export async function registerPush(
  deps: { config: Pick<Config, 'env' | 'pushAllowLoopback'>; db: Database },
  userId: number,
  body: PushRegistrationBody,
): Promise<void> {
  if (body === 'denied') {
    await recordDenial(deps.db.$client, userId);
    return;
  }
  if (endpointRefusal(deps.config, body.endpoint)) {
    throw new AppError('validation_failed', 400, { fields: ['endpoint'] });
  }
  await withTransaction(deps.db.$client, async (tx) => {
    // Another member's endpoint with other keys is left alone (queries.ts): nothing to say to the caller.
    if (!(await upsertSubscription(tx, userId, body))) return;
    await clearDenial(tx, userId);
    await trimSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });
}

/**
 * Queues `message` for every push subscription of the member, on `sql` (inside the caller's transaction it
 * leaves with that transaction's commit, or not at all), and answers how many were queued. Throws when the
 * push queue does not exist (no job queue ever started on this database) rather than losing the pushes.
 */
export async function queuePush(sql: Sql, userId: number, message: PushMessage): Promise<number> {
  const ids = await subscriptionIdsOf(sql, userId);
  for (const subscriptionId of ids) {
    const job: PushJob = { subscriptionId, message };
    const id = await sendJob(sql, PUSH_QUEUE, job);
    if (!id) throw new Error(`the pg-boss queue "${PUSH_QUEUE}" does not exist: no push worker has started`);
  }
  return ids.length;
}
