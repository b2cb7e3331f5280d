import type { InferResult, Insertable, Selectable } from 'kysely';
import type { CreditPackages } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

const PACKAGE_COLUMNS = [
  'id',
  'site_id',
  'country',
  'currency',
  'credits',
  'price',
  'popular',
  'active',
] as const;
export type PackageRow = Pick<Selectable<CreditPackages>, (typeof PACKAGE_COLUMNS)[number]>;

/** The site's active packages for one payment country (null: the fallback packages), in their order. */
export async function findPackages(sql: Sql, siteId: number, country: string | null): Promise<PackageRow[]> {
  return typed(sql)
    .selectFrom('credit_packages')
    .select(PACKAGE_COLUMNS)
    .where('site_id', '=', siteId)
    .where('active', '=', true)
    .where('country', 'is not distinct from', country)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The payment countries the site has active packages for; null stands for its fallback packages. */
export async function findPackageCountries(sql: Sql, siteId: number): Promise<Set<string | null>> {
  const rows = await typed(sql)
    .selectFrom('credit_packages')
    .select('country')
    .distinct()
    .where('site_id', '=', siteId)
    .where('active', '=', true)
    .execute();
  return new Set(rows.map((row) => row.country));
}

export async function findPackage(sql: Sql, id: number): Promise<PackageRow | undefined> {
  return typed(sql)
    .selectFrom('credit_packages')
    .select(PACKAGE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Serialises seeding one site's default packages (default-packages.ts) until the transaction ends. */
export async function lockSitePackages(sql: Sql, siteId: number): Promise<void> {
  await typed(sql)
    .selectNoFrom((eb) =>
      eb
        .fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val('credit_packages')]), eb.val(siteId)])
        .as('locked'),
    )
    .execute();
}

/** Whether the site has any packages, active or not. */
export async function siteHasPackages(sql: Sql, siteId: number): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('credit_packages')
    .select((eb) => eb.lit(1).as('one'))
    .where('site_id', '=', siteId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPackages(sql: Sql, packages: Insertable<CreditPackages>[]): Promise<void> {
  if (!packages.length) return;
  await typed(sql).insertInto('credit_packages').values(packages).execute();
}

function selectPayingMembers(sql: Sql) {
  return typed(sql)
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select([
      'u.id',
      'u.site_id',
      'u.status',
      'u.language',
      'u.paid_user',
      'u.signup_date',
      'u.direct_debit_blocked',
      'p.country as profile_country',
    ]);
}

/** What ordering needs of a member (the profile's country for the payment country). */
export type PayingMemberRow = InferResult<ReturnType<typeof selectPayingMembers>>[number];

export async function findPayingMember(
  sql: Sql,
  id: number,
  lock = false,
): Promise<PayingMemberRow | undefined> {
  return selectPayingMembers(sql)
    .where('u.id', '=', id)
    .$if(lock, (query) => query.forNoKeyUpdate('u'))
    .executeTakeFirst();
}

export async function findDirectDebitLimit(sql: Sql, siteId: number): Promise<number> {
  const row = await typed(sql)
    .selectFrom('sites')
    .select('direct_debit_limit')
    .where('id', '=', siteId)
    .executeTakeFirst();
  return row?.direct_debit_limit ?? 0;
}

/** Every site's claimed cheapest message per country (message-cost-claims.ts), by domain. */
export async function findMessageCostClaimingSites(sql: Sql) {
  return typed(sql)
    .selectFrom('sites')
    .select([
      'id',
      'domain',
      'message_credits as messageCredits',
      'minimum_message_costs as minimumMessageCosts',
    ])
    .orderBy('domain')
    .execute();
}
