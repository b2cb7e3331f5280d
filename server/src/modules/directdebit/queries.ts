import type { Sql } from '../../platform/sql.ts';

export type MandateRow = {
  id: number;
  user_id: number;
  site_id: number;
  package_id: number;
  discount_code: string | null;
  country: string | null;
  account_holder: string;
  iban: string;
  phone: string;
  code_hash: string;
  code_expires_at: Date;
  code_tries: number;
  code_sent_at: Date;
  status: 'awaiting_code' | 'confirmed' | 'void';
  confirmed_at: Date | null;
  order_client_id: string | null;
  /** The form was sent with the consent to immediate delivery (directDebitBodySchema). */
  created_at: Date;
};

export type NewMandate = {
  siteId: number;
  userId: number;
  packageId: number;
  discountCode: string | null;
  country: string | null;
  accountHolder: string;
  iban: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  phone: string;
  codeHash: string;
  codeExpiresAt: Date;
  now: Date;
};

export async function insertMandate(sql: Sql, m: NewMandate): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO direct_debit_mandates (site_id, user_id, package_id, discount_code, country, account_holder, iban,
       street, house_number, zip, city, phone, code_hash, code_expires_at, code_sent_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     RETURNING id::int AS id`,
    [
      m.siteId,
      m.userId,
      m.packageId,
      m.discountCode,
      m.country,
      m.accountHolder,
      m.iban,
      m.street,
      m.houseNumber,
      m.zip,
      m.city,
      m.phone,
      m.codeHash,
      m.codeExpiresAt,
      m.now,
    ],
  );
  return (rows[0] as { id: number }).id;
}

/** The member's own mandate, locked until the transaction ends (code checks of one mandate run one at a time). */
export async function lockMandate(
  sql: Sql,
  memberId: number,
  mandateId: number,
): Promise<MandateRow | undefined> {
  const { rows } = await sql.query<MandateRow>(
    `SELECT id::int AS id, user_id::int AS user_id, site_id, package_id::int AS package_id, discount_code, country,
       account_holder, iban, phone, code_hash, code_expires_at, code_tries, code_sent_at, status, confirmed_at,
       order_client_id::text AS order_client_id, created_at
     FROM direct_debit_mandates WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [mandateId, memberId],
  );
  return rows[0];
}

/** A wrong code: one try more; the fifth voids the mandate. */
export async function recordWrongCode(sql: Sql, mandateId: number, maxTries: number): Promise<void> {
  await sql.query(
    `UPDATE direct_debit_mandates SET code_tries = code_tries + 1,
       status = CASE WHEN code_tries + 1 >= $2 THEN 'void' ELSE status END
     WHERE id = $1`,
    [mandateId, maxTries],
  );
}

export async function confirmMandate(
  sql: Sql,
  mandateId: number,
  orderClientId: string,
  now: Date,
): Promise<void> {
  await sql.query(
    `UPDATE direct_debit_mandates SET status = 'confirmed', confirmed_at = $3, order_client_id = $2 WHERE id = $1`,
    [mandateId, orderClientId, now],
  );
}

export async function replaceCode(
  sql: Sql,
  mandateId: number,
  code: { hash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await sql.query(
    `UPDATE direct_debit_mandates SET code_hash = $2, code_expires_at = $3, code_sent_at = $4, code_tries = 0
     WHERE id = $1`,
    [mandateId, code.hash, code.expiresAt, code.now],
  );
}
