import type { TextsByLanguage } from '@community/contract';
import { type Insertable, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { DEFAULT_COMPANY, defaultSite } from '../db/default-site.ts';
import { snakeCased } from '../db/schema.ts';
import type { CompanyInfo, Sites } from '../db/tables.ts';
import { ensureSystemDiscountCodes } from '../modules/discounts/index.ts';
import { type MessageCostClaim, messageCostClaims, seedDefaultPackages } from '../modules/payments/index.ts';

/**
 * First start: a default site for unknown hosts, the company row and the discount codes of every site
 * (TIMEBONUS25, the welcome code), and the default site's credit packages. Later starts change nothing, but
 * add the translations of the stock texts that the default site still has untouched (completeStockTexts).
 * Answers the sites' false "from … per message" claims (message-cost-claims.ts), for the caller to tell the
 * operator: every start and every command that writes sites or packages seeds first.
 */
export async function seedDefaults(db: Database, defaultDomain: string): Promise<MessageCostClaim[]> {
  await db.transaction().execute(async (tx) => {
    const { count } = await tx
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (count === 0)
      await tx
        .insertInto('sites')
        .values(snakeCased<Insertable<Sites>>(defaultSite(defaultDomain)))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    await tx
      .insertInto('company_info')
      .values(snakeCased<Insertable<CompanyInfo>>(DEFAULT_COMPANY))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
  await completeStockTexts(db, defaultDomain);
  await ensureSystemDiscountCodes(db.$client);
  const site = await db.selectFrom('sites').select('id').where('is_default', '=', true).executeTakeFirst();
  if (site) await seedDefaultPackages(db.$client, site.id);
  return (await messageCostClaims(db.$client)).filter((claim) => claim.false);
}

/**
 * A default site made before its texts were kept per language (migration 0012) has its Dutch stock texts only.
 * Each text that is still the stock Dutch one gets the stock translations of the languages it lacks; a text an
 * operator changed, and a language an operator wrote, stay as they are.
 */
async function completeStockTexts(db: Database, defaultDomain: string): Promise<void> {
  const stock = defaultSite(defaultDomain);
  for (const [field, column] of [
    ['name', 'name'],
    ['indexTitle', 'index_title'],
    ['description', 'description'],
    ['fictionalWarning', 'fictional_warning'],
    ['fictionalSingular', 'fictional_singular'],
    ['fictionalPlural', 'fictional_plural'],
    ['fictionalIcon', 'fictional_icon'],
  ] as const) {
    const texts = sql<TextsByLanguage>`${JSON.stringify(stock[field])}::jsonb`;
    await db
      .updateTable('sites')
      .set((eb) => ({ [column]: eb(texts, '||', eb.ref(column)) }))
      .where('is_default', '=', true)
      .where((eb) => eb(eb.ref(column, '->>').key('nl'), '=', stock[field].nl))
      .where((eb) => eb.not(eb(column, '@>', texts)))
      .execute();
  }
}
