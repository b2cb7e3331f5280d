import type { MemberDataHook } from '../../platform/member-data.ts';
import { exportPresence, purgePresence } from './queries.ts';

/**
 * The presence module's part of the data export and of the purge of a deleted account (decision 0037). The purge
 * keeps the user row (anonymised), so its ON DELETE CASCADE does not remove the presence row: this hook does.
 */
export const presenceMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => ({ presence: await exportPresence(sql, memberId) }),
  purge: (sql, memberId) => purgePresence(sql, memberId),
};
