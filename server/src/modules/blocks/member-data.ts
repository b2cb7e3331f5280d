import type { MemberDataHook } from '../../platform/member-data.ts';

/** The blocks module's part of the data export and of the purge of a deleted account (decision 0037). */
export const blocksMemberData: MemberDataHook = {
  // The profiles the member blocked, and when (not who blocked the member: that is the other member's).
  async exportData(sql, memberId) {
    const { rows } = await sql.query(
      'SELECT blocked_id::int AS profile_id, created_at FROM blocks WHERE blocker_id = $1 ORDER BY created_at',
      [memberId],
    );
    return { blocked_members: rows };
  },
  // Blocks either way: nothing of the member remains.
  purge: async (sql, memberId) => {
    await sql.query('DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1', [memberId]);
  },
};
