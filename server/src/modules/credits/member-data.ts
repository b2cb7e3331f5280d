import type { MemberDataHook } from '../../platform/member-data.ts';
import { findLedgerEntries } from './queries.ts';

/** The credits module's part of the data export; the purge keeps the ledger for the bookkeeping. */
export const creditsMemberData: MemberDataHook = {
  exportData: async (sql, memberId) => ({ credit_ledger: await findLedgerEntries(sql, memberId) }),
};
