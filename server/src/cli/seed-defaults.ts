import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/database.ts';
import { DEFAULT_COMPANY, defaultSite } from '../db/default-site.ts';
import { companyInfo, sites } from '../db/schema.ts';
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
  await db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(sites);
    if (count === 0) await tx.insert(sites).values(defaultSite(defaultDomain)).onConflictDoNothing();
    await tx.insert(companyInfo).values(DEFAULT_COMPANY).onConflictDoNothing();
  });
  await completeStockTexts(db, defaultDomain);
  await ensureSystemDiscountCodes(db.$client);
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
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
  const client: pg.Pool = db.$client;
  for (const [field, column] of [
    ['name', 'name'],
    ['indexTitle', 'index_title'],
    ['description', 'description'],
    ['fictionalWarning', 'fictional_warning'],
    ['fictionalSingular', 'fictional_singular'],
    ['fictionalPlural', 'fictional_plural'],
    ['fictionalIcon', 'fictional_icon'],
  ] as const) {
    await client.query(
      `UPDATE sites SET ${column} = $1::jsonb || ${column}
       WHERE is_default AND ${column}->>'nl' = $2 AND NOT ${column} @> $1::jsonb`,
      [JSON.stringify(stock[field]), stock[field].nl],
    );
  }
}
