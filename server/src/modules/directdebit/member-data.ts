import type { MemberDataHook } from '../../platform/member-data.ts';
import type { Sql } from '../../platform/sql.ts';

/** For the data export: the member's direct-debit forms (their own bank and address details), without codes. */
async function exportMemberMandates(sql: Sql, memberId: number) {
  const { rows } = await sql.query(
    `SELECT id::int AS id, account_holder, iban, street, house_number, zip, city, phone, status, created_at,
       confirmed_at
     FROM direct_debit_mandates WHERE user_id = $1 ORDER BY id`,
    [memberId],
  );
  return rows;
}

/**
 * The purge erases the bank and address details of the member's mandates; the rows stay, because the orders
 * of the bookkeeping refer to them (the provider keeps its own mandate records).
 */
async function purgeMemberMandates(sql: Sql, memberId: number): Promise<void> {
  await sql.query(
    `UPDATE direct_debit_mandates SET account_holder = '', iban = '', street = '', house_number = '', zip = '',
       city = '', phone = '', code_hash = '', discount_code = NULL
     WHERE user_id = $1`,
    [memberId],
  );
}

/** The direct-debit module's part of the data export and of the purge of a deleted account. */
export const directDebitMemberData: MemberDataHook = {
  // The direct-debit forms the member filled in (bank account and address).
  exportData: async (sql, memberId) => ({ direct_debit_mandates: await exportMemberMandates(sql, memberId) }),
  // Orders stay for the bookkeeping; the bank and address details of direct debits go.
  purge: (sql, memberId) => purgeMemberMandates(sql, memberId),
};
