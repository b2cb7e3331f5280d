import type { MemberDataHook } from '../../platform/member-data.ts';
import { exportMemberMandates, purgeMemberMandates } from './queries.ts';

/** The direct-debit module's part of the data export and of the purge of a deleted account. */
export const directDebitMemberData: MemberDataHook = {
  // The direct-debit forms the member filled in (bank account and address).
  exportData: async (sql, memberId) => ({ direct_debit_mandates: await exportMemberMandates(sql, memberId) }),
  // Orders stay for the bookkeeping; the bank and address details of direct debits go.
  purge: (sql, memberId) => purgeMemberMandates(sql, memberId),
};
