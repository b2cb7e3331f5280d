import { typed } from '../../db/typed.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';

/** Warnings from staff (decision 0056): part of the member's data export, erased with a deleted account. */
export const memberAdminMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => ({
    staff_warnings: await typed(sql)
      .selectFrom('member_warnings')
      .select(['text', 'created_at', 'seen_at'])
      .where('user_id', '=', memberId)
      .orderBy('id')
      .execute(),
  }),
  purge: async (sql, memberId) => {
    await typed(sql).deleteFrom('member_warnings').where('user_id', '=', memberId).execute();
  },
};
