// The fictional module's door for other modules (issue 23, decision 0058): the inbox's figures for the dashboard.

import type { Sql } from '../../platform/sql.ts';
import { type InboxFigures, queryInboxFigures } from './figures-queries.ts';

export type { InboxFigures } from './figures-queries.ts';

/**
 * The fictional inbox of a site: `open` conversations waiting for an answer (the member wrote last) and since
 * when the oldest waits; `answered`: answers written since `since`, with the median and 90th percentile of the
 * time from the member's message to the fictional profile's answer, in seconds (null without answers).
 */
export function inboxFigures(sql: Sql, siteId: number, since: Date): Promise<InboxFigures> {
  return queryInboxFigures(sql, siteId, since);
}
