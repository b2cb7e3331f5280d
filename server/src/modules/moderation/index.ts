// The moderation module's door for other modules: the photo queue's size for the back office's dashboard.

import type { Sql } from '../../platform/sql.ts';
import { countInspectionQueue } from './queries.ts';

/** How many photos of the site wait for a decision, and since when the oldest waits. */
export function photoQueueSize(sql: Sql, siteId: number): Promise<{ open: number; oldest_at: Date | null }> {
  return countInspectionQueue(sql, siteId);
}
