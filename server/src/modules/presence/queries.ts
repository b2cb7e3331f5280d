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

/** When the member was last known online, or null when never. */
export async function lastOnlineAt(sql: Sql, userId: number): Promise<Date | null> {
  const row = await typed(sql)
    .selectFrom('member_presence')
    .select('last_online_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_online_at ?? null;
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
