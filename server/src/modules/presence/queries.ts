import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Records that the member was online at `at` (an open live-event stream); a later hidden page is forgotten. */
export async function markOnline(sql: Sql, userId: number, at: Date): Promise<void> {
  await typed(sql)
    .insertInto('member_presence')
    .values({ user_id: userId, last_online_at: at, hidden_at: null })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        last_online_at: eb.fn('greatest', [
          'member_presence.last_online_at',
          eb.ref('excluded.last_online_at'),
        ]),
        hidden_at: null,
      })),
    )
    .execute();
}

/** Records the page-hidden beacon: online until `at`, no page in view since. */
export async function markHidden(sql: Sql, userId: number, at: Date): Promise<void> {
  await typed(sql)
    .insertInto('member_presence')
    .values({ user_id: userId, last_online_at: at, hidden_at: at })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        last_online_at: eb.fn('greatest', [
          'member_presence.last_online_at',
          eb.ref('excluded.last_online_at'),
        ]),
        hidden_at: eb.ref('excluded.hidden_at'),
      })),
    )
    .execute();
}

/**
 * Records the end of a live-event stream at `at`: online until then, no page in view since; unless the page's
 * beacon already said it was hidden (a page closes its stream when hidden), which then stays the last word, so
 * a stream whose end the server hears late does not count as time online.
 */
export async function markStreamEnded(sql: Sql, userId: number, at: Date): Promise<void> {
  await typed(sql)
    .updateTable('member_presence')
    .set((eb) => ({
      last_online_at: eb.fn('greatest', ['last_online_at', eb.val(at)]),
      hidden_at: at,
    }))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('hidden_at', 'is', null), eb('hidden_at', '<', eb.ref('last_online_at'))]))
    .execute();
}

/**
 * An open live-event stream marks its member at least this often (its heartbeat is 25 s): a mark older than this,
 * with no end of the stream recorded, is a stream that died with its instance.
 */
const ONLINE_MARK_MS = 60_000;

/**
 * The member's presence at `now`: when last known online (null when never), and whether online now (a stream
 * open and no page hidden since: a stream's end and the page-hidden beacon both record `hidden_at`).
 */
export async function presenceOf(
  sql: Sql,
  userId: number,
  now: Date,
): Promise<{ lastOnlineAt: Date | null; onlineNow: boolean }> {
  const row = await typed(sql)
    .selectFrom('member_presence')
    .select(['last_online_at', 'hidden_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { lastOnlineAt: null, onlineNow: false };
  const visible = !row.hidden_at || row.hidden_at < row.last_online_at;
  const fresh = now.getTime() - row.last_online_at.getTime() <= ONLINE_MARK_MS;
  return { lastOnlineAt: row.last_online_at, onlineNow: visible && fresh };
}

/** The member's presence for their data export: when last online and last hidden, or null when never seen. */
export async function exportPresence(
  sql: Sql,
  userId: number,
): Promise<{ last_online_at: Date; hidden_at: Date | null } | null> {
  const row = await typed(sql)
    .selectFrom('member_presence')
    .select(['last_online_at', 'hidden_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function purgePresence(sql: Sql, userId: number): Promise<void> {
  await typed(sql).deleteFrom('member_presence').where('user_id', '=', userId).execute();
}
