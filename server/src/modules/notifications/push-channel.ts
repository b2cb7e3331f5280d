import type { PushMessage } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

/**
 * The push module's queuePush as the notifications use it (decision 0049): queues a push message to the member's
 * subscriptions on `sql` and answers how many it queued. Given (AppDeps.push), a notification goes by push when it
 * reaches at least one subscription, and then not by mail: one throttle per member for both.
 */
export type QueuePush = (sql: Sql, userId: number, message: PushMessage) => Promise<number>;
