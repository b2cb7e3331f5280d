import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Remembers that the member was told about these subjects (conversations) at `at`. */
export async function recordTold(sql: Sql, memberId: number, subjects: string[], at: Date): Promise<void> {
  if (subjects.length === 0) return;
  await typed(sql)
    .insertInto('notification_told')
    .values(subjects.map((subject) => ({ member_id: memberId, subject, told_at: at })))
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'subject'])
        .doUpdateSet((eb) => ({ told_at: eb.ref('excluded.told_at') })),
    )
    .execute();
}

/** When the member was last told about `subject`, or null. */
export async function toldAt(sql: Sql, memberId: number, subject: string): Promise<Date | null> {
  const row = await typed(sql)
    .selectFrom('notification_told')
    .select('told_at')
    .where('member_id', '=', memberId)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.told_at ?? null;
}
