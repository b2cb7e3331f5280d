import { subscriber } from '../../platform/domain-events.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import type { Sql } from '../../platform/sql.ts';
import { deleteMemberPushData, exportPushData } from './queries.ts';

/** The push module's part of the data export (the endpoints, not the keys) and of the purge (decision 0037). */
export const pushMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => {
    const { subscriptions, deniedAt } = await exportPushData(sql, memberId);
    return { push_subscriptions: subscriptions, push_denied_at: deniedAt };
  },
  purge: (sql, memberId) => deleteMemberPushData(sql, memberId),
};

/** A deleted account gets no more pushes: its subscriptions go at once, not at the purge (safe to run twice). */
export function pushOnMemberDeleted(sql: Sql) {
  return subscriber({
    event: 'member.deleted',
    name: 'push-subscriptions',
    handle: ({ memberId }) => deleteMemberPushData(sql, memberId),
  });
}
