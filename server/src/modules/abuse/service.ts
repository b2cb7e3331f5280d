import type { FlagActionBody, FlagsResponse } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { presentFlag } from './presenter.ts';
import { closeFlags, countOpenFlags, endSlowdown, findOpenFlags, lockOpenFlag } from './queries.ts';
import type { AbuseDeps } from './signals.ts';

/** The queue shows this many flags at most, oldest first; `open` counts them all. */
const QUEUE_PAGE = 200;

/** How many flags of a site wait for staff, and since when the oldest (the dashboard's queue size). */
export async function flagsQueueSize(
  sql: Sql,
  siteId: number,
): Promise<{ open: number; oldest_at: Date | null }> {
  const row = await countOpenFlags(sql, siteId);
  return { open: Number(row.open), oldest_at: row.oldest_at ? new Date(row.oldest_at) : null };
}

/** GET /api/admin/flags.php: the site's open flags with their evidence, and their count and age. */
export async function flagsQueue(deps: AbuseDeps, siteId: number): Promise<FlagsResponse> {
  const sql = deps.db.$client;
  const [size, rows] = await Promise.all([
    flagsQueueSize(sql, siteId),
    findOpenFlags(sql, siteId, QUEUE_PAGE),
  ]);
  const now = deps.clock();
  return {
    open: size.open,
    oldest_at: size.oldest_at?.toISOString() ?? null,
    flags: rows.map((row) => presentFlag(row, now)),
  };
}

/**
 * POST /api/admin/flag.php. `dismiss`: this flag was a false alarm, closed. `lift`: the member's slow-down ends
 * now and all their open flags close. A flag closed already (another moderator, a double click) changes nothing.
 */
export async function actOnFlag(
  deps: AbuseDeps,
  siteId: number,
  staffId: number,
  audit: AuditWriter,
  body: FlagActionBody,
): Promise<FlagsResponse> {
  await withTransaction(deps.db.$client, async (tx) => {
    const flag = await lockOpenFlag(tx, siteId, body.id);
    if (!flag) return audit.nothingChanged();
    const close = { staffId, now: deps.clock() };
    if (body.action === 'dismiss') {
      await closeFlags(tx, { flagId: flag.id }, { ...close, outcome: 'dismissed' });
      await audit.record(tx, {
        action: 'flag.dismiss',
        targetType: 'member',
        targetId: flag.member_id,
        before: { flag: flag.id, signal: flag.signal, status: 'open' },
        after: { flag: flag.id, status: 'dismissed' },
      });
      return;
    }
    await endSlowdown(tx, flag.member_id);
    const closed = await closeFlags(tx, { memberId: flag.member_id }, { ...close, outcome: 'lifted' });
    await audit.record(tx, {
      action: 'member.lift_slowdown',
      targetType: 'member',
      targetId: flag.member_id,
      before: { slowed_until: flag.slowed_until?.toISOString() ?? null, open_flags: closed },
      after: { slowed_until: null, open_flags: [] },
    });
  });
  return flagsQueue(deps, siteId);
}
