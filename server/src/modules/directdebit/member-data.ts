import type { Sql } from '../../platform/sql.ts';

/** For the data export: the member's direct-debit forms (their own bank and address details), without codes. */
export async function exportMemberMandates(sql: Sql, memberId: number) {
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
export async function purgeMemberMandates(sql: Sql, memberId: number): Promise<void> {
  await sql.query(
    `UPDATE direct_debit_mandates SET account_holder = '', iban = '', street = '', house_number = '', zip = '',
       city = '', phone = '', code_hash = '', discount_code = NULL
     WHERE user_id = $1`,
    [memberId],
  );
}
