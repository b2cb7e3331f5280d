import { typed } from '../../db/typed.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';

/**
 * The complaints module's part of the data export and the purge (decision 0037, decision 0055): a member's export
 * lists the complaints they sent; the purge keeps those complaints (the record staff decided on) without the
 * member's explanation. Complaints about the member keep their snapshot: the record of a decision on content.
 */
export const complaintsMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => ({
    complaints_sent: await typed(sql)
      .selectFrom('complaints')
      .select([
        'reference',
        'kind',
        'reason',
        'explanation',
        'status',
        'outcome',
        'reply',
        'created_at',
        'resolved_at',
      ])
      .where('reporter_id', '=', memberId)
      .orderBy('created_at')
      .execute(),
  }),
  purge: async (sql, memberId) => {
    await typed(sql)
      .updateTable('complaints')
      .set({ explanation: '' })
      .where('reporter_id', '=', memberId)
      .execute();
  },
};
