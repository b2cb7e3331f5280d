import type { Currency } from '@community/contract';
import type { Updateable } from 'kysely';
import type { CreditPackages } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

const COLUMNS = [
  'p.id',
  'p.site_id',
  'p.country',
  'p.currency',
  'p.credits',
  'p.price',
  'p.popular',
  'p.position',
  'p.active',
] as const;

/** Every package of a site, retired ones too, with the number of orders placed with each. */
export async function findSitePackages(sql: Sql, siteId: number) {
  return typed(sql)
    .selectFrom('credit_packages as p')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('orders as o')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('o.package_id', '=', 'p.id')
        .as('orders'),
    )
    .where('p.site_id', '=', siteId)
    .orderBy((eb) => eb.fn.coalesce('p.country', eb.val('~')))
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

/** One package with its row locked until the transaction ends. */
export async function lockPackage(sql: Sql, id: number) {
  return typed(sql)
    .selectFrom('credit_packages as p')
    .select(COLUMNS)
    .where('p.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The currency of the site's other packages for that payment country (a country's packages share one). */
export async function findCountryCurrency(
  sql: Sql,
  siteId: number,
  country: string | null,
  exceptId = 0,
): Promise<Currency | undefined> {
  const row = await typed(sql)
    .selectFrom('credit_packages')
    .select('currency')
    .where('site_id', '=', siteId)
    .where('country', 'is not distinct from', country)
    .where('id', '<>', exceptId)
    .orderBy('active', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.currency;
}

export async function insertPackage(
  sql: Sql,
  values: {
    site_id: number;
    country: string | null;
    currency: Currency;
    credits: number;
    price: number;
    popular: boolean;
    position: number;
  },
): Promise<number> {
  const row = await typed(sql)
    .insertInto('credit_packages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePackage(
  sql: Sql,
  id: number,
  change: Pick<Updateable<CreditPackages>, 'credits' | 'price' | 'popular' | 'position' | 'active'>,
): Promise<void> {
  await typed(sql).updateTable('credit_packages').set(change).where('id', '=', id).execute();
}

export async function findSites(sql: Sql) {
  return typed(sql).selectFrom('sites').select(['id', 'domain']).orderBy('id').execute();
}
