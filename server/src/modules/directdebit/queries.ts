import type { InferResult } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

function selectMandates(sql: Sql) {
  return typed(sql).selectFrom('direct_debit_mandates').select([
    'id',
    'user_id',
    'site_id',
    'package_id',
    'discount_code',
    'country',
    'account_holder',
    'iban',
    'phone',
    'code_hash',
    'code_expires_at',
    'code_tries',
    'code_sent_at',
    'status',
    'confirmed_at',
    'order_client_id',
    // The form was sent with the consent to immediate delivery (directDebitBodySchema).
    'created_at',
  ]);
}

export type MandateRow = InferResult<ReturnType<typeof selectMandates>>[number];

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
  const row = await typed(sql)
    .insertInto('direct_debit_mandates')
    .values({
      site_id: m.siteId,
      user_id: m.userId,
      package_id: m.packageId,
      discount_code: m.discountCode,
      country: m.country,
      account_holder: m.accountHolder,
      iban: m.iban,
      street: m.street,
      house_number: m.houseNumber,
      zip: m.zip,
      city: m.city,
      phone: m.phone,
      code_hash: m.codeHash,
      code_expires_at: m.codeExpiresAt,
      code_sent_at: m.now,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's own mandate, locked until the transaction ends (code checks of one mandate run one at a time). */
export async function lockMandate(
  sql: Sql,
  memberId: number,
  mandateId: number,
): Promise<MandateRow | undefined> {
  return selectMandates(sql)
    .where('id', '=', mandateId)
    .where('user_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

/** A wrong code: one try more; the fifth voids the mandate. */
export async function recordWrongCode(sql: Sql, mandateId: number, maxTries: number): Promise<void> {
  await typed(sql)
    .updateTable('direct_debit_mandates')
    .set((eb) => ({
      code_tries: eb('code_tries', '+', 1),
      status: eb
        .case()
        .when(eb(eb('code_tries', '+', 1), '>=', maxTries))
        .then('void' as const)
        .else(eb.ref('status'))
        .end(),
    }))
    .where('id', '=', mandateId)
    .execute();
}

export async function confirmMandate(
  sql: Sql,
  mandateId: number,
  orderClientId: string,
  now: Date,
): Promise<void> {
  await typed(sql)
    .updateTable('direct_debit_mandates')
    .set({ status: 'confirmed', confirmed_at: now, order_client_id: orderClientId })
    .where('id', '=', mandateId)
    .execute();
}

export async function replaceCode(
  sql: Sql,
  mandateId: number,
  code: { hash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await typed(sql)
    .updateTable('direct_debit_mandates')
    .set({ code_hash: code.hash, code_expires_at: code.expiresAt, code_sent_at: code.now, code_tries: 0 })
    .where('id', '=', mandateId)
    .execute();
}

/** For the data export: the member's direct-debit forms (their own bank and address details), without codes. */
export async function exportMemberMandates(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('direct_debit_mandates')
    .select([
      'id',
      'account_holder',
      'iban',
      'street',
      'house_number',
      'zip',
      'city',
      'phone',
      'status',
      'created_at',
      'confirmed_at',
    ])
    .where('user_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * The purge erases the bank and address details of the member's mandates; the rows stay, because the orders
 * of the bookkeeping refer to them (the provider keeps its own mandate records).
 */
export async function purgeMemberMandates(sql: Sql, memberId: number): Promise<void> {
  await typed(sql)
    .updateTable('direct_debit_mandates')
    .set({
      account_holder: '',
      iban: '',
      street: '',
      house_number: '',
      zip: '',
      city: '',
      phone: '',
      code_hash: '',
      discount_code: null,
    })
    .where('user_id', '=', memberId)
    .execute();
}
