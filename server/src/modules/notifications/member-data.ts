import { typed } from '../../db/typed.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';

/**
 * The notifications' part of the data export and of the purge (decision 0037): what was sent to the member and
 * when, and what still waits. The purge keeps the user row, so ON DELETE CASCADE does not clear these: this does.
 */
export const notificationsMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => ({
    notifications_sent: await typed(sql)
      .selectFrom('notification_deliveries')
      .select(['channel', 'items', 'sent_at'])
      .where('member_id', '=', memberId)
      .orderBy('sent_at')
      .execute(),
  }),
  purge: async (sql, memberId) => {
    for (const table of ['notification_items', 'notification_deliveries', 'notification_told'] as const) {
      await typed(sql).deleteFrom(table).where('member_id', '=', memberId).execute();
    }
  },
};
