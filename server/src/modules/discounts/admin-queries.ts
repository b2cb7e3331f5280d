import type { Currency, DiscountValidity, PaymentMethod } from '@community/contract';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

const LIST_LIMIT = 200;

/** Codes as the back office lists them, with how many orders hold each (paid, and waiting for payment). */
function selectAdminCodes(sql: Sql) {
  return typed(sql)
    .selectFrom('discount_codes as d')
    .select((eb) => [
      'd.id',
      'd.code',
      'd.site_id',
      'd.kind',
      'd.batch_id',
      eb.cast<number>('d.value_percentage', 'float8').as('value_percentage'),
      'd.validity',
      'd.country',
      'd.currency',
      'd.minimum_order_value',
      'd.payment_methods',
      'd.expires_at',
      'd.status',
      'd.created_at',
      eb
        .selectFrom('discount_redemptions as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('r.discount_code_id', '=', 'd.id')
        .where('o.status', '=', 'paid')
        .as('redeemed'),
      eb
        .selectFrom('discount_redemptions as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('r.discount_code_id', '=', 'd.id')
        .where('o.status', 'in', ['open', 'pending'])
        .as('reserved'),
    ]);
}

export type AdminCodeRow = Awaited<ReturnType<typeof findAdminCodes>>[number];

/** The site's codes and those of every site, newest first: those starting with `q`, or of one batch. */
export async function findAdminCodes(sql: Sql, siteId: number, filter: { q?: string; batch?: number }) {
  return selectAdminCodes(sql)
    .where((eb) => eb.or([eb('d.site_id', '=', siteId), eb('d.site_id', 'is', null)]))
    .$if(!!filter.q, (query) =>
      query.where((eb) => eb(eb.fn('upper', ['d.code']), 'like', `${(filter.q ?? '').toUpperCase()}%`)),
    )
    .$if(filter.batch !== undefined, (query) => query.where('d.batch_id', '=', filter.batch ?? 0))
    .orderBy('d.id', 'desc')
    .limit(filter.batch !== undefined ? 5000 : LIST_LIMIT)
    .execute();
}

export async function findAdminCode(sql: Sql, siteId: number, id: number, lock = false) {
  return selectAdminCodes(sql)
    .where('d.id', '=', id)
    .where((eb) => eb.or([eb('d.site_id', '=', siteId), eb('d.site_id', 'is', null)]))
    .$if(lock, (query) => query.forUpdate('d'))
    .executeTakeFirst();
}

export async function findCodeRedemptions(sql: Sql, codeId: number) {
  return typed(sql)
    .selectFrom('discount_redemptions as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['o.id as order_id', 'r.user_id as member_id', 'u.email as member_email', 'o.status', 'o.amount'])
    .select(['o.currency', 'r.created_at', 'o.paid_at'])
    .where('r.discount_code_id', '=', codeId)
    .orderBy('r.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function findBatches(sql: Sql, siteId: number) {
  return typed(sql)
    .selectFrom('discount_code_batches')
    .select(['id', 'prefix', 'count', 'created_at'])
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function findBatch(sql: Sql, siteId: number, id: number) {
  return typed(sql)
    .selectFrom('discount_code_batches')
    .select(['id', 'prefix', 'count', 'created_at'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]))
    .executeTakeFirst();
}

/** Whether a code of that spelling (any case) exists where it would meet this one: the same site or every site. */
export async function codeSpellingTaken(sql: Sql, siteId: number | null, code: string): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('discount_codes')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()))
    .$if(siteId !== null, (query) =>
      query.where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)])),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewCodeTerms = {
  site_id: number | null;
  value_percentage: number;
  validity: DiscountValidity;
  country: string | null;
  currency: Currency | null;
  minimum_order_value: number | null;
  payment_methods: PaymentMethod[] | null;
  expires_at: Date | null;
  created_by: number;
  batch_id: number | null;
};

/** Inserts the codes; one whose spelling exists on the same site is skipped. Answers the ids of those inserted. */
export async function insertCodes(sql: Sql, codes: string[], terms: NewCodeTerms): Promise<number[]> {
  if (!codes.length) return [];
  const rows = await typed(sql)
    .insertInto('discount_codes')
    .values(codes.map((code) => ({ ...terms, code, kind: 'code' as const })))
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertBatch(
  sql: Sql,
  batch: { site_id: number | null; prefix: string; count: number; created_by: number },
): Promise<number> {
  const row = await typed(sql)
    .insertInto('discount_code_batches')
    .values(batch)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCode(
  sql: Sql,
  id: number,
  change: { status?: 'active' | 'inactive'; expires_at?: Date | null },
): Promise<void> {
  await typed(sql).updateTable('discount_codes').set(change).where('id', '=', id).execute();
}
