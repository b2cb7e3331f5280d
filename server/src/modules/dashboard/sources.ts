import type { DashboardQueue } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

/**
 * A moderation queue's size as its own module counts it (photos in inspection, open complaints, flagged members
 * and messages, unanswered inbox conversations). app.ts hands the dashboard the queues that exist; it shows only
 * those.
 */
type QueueSource = {
  queue: DashboardQueue;
  size: (sql: Sql, siteId: number) => Promise<{ open: number; oldest_at: Date | null }>;
};

/** The fictional-profile inbox's figures since a moment: open conversations, answers and their answer times. */
type InboxSource = (
  sql: Sql,
  siteId: number,
  since: Date,
) => Promise<{
  open: number;
  oldest_at: Date | null;
  answered: number;
  median_answer_seconds: number | null;
  p90_answer_seconds: number | null;
}>;

export type DashboardSources = { queues: readonly QueueSource[]; inbox?: InboxSource };
