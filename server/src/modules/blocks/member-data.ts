import type { MemberDataHook } from '../../platform/member-data.ts';
import { exportBlocks, purgeBlocks } from './queries.ts';

/** The blocks module's part of the data export and of the purge of a deleted account (decision 0037). */
export const blocksMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => ({ blocked_members: await exportBlocks(sql, memberId) }),
  purge: (sql, memberId) => purgeBlocks(sql, memberId),
};
