import { eq, sql } from 'drizzle-orm';
import { ensureSystemDiscountCodes } from '../modules/discounts/service.ts';
import { seedDefaultPackages } from '../modules/payments/default-packages.ts';
import { type MessageCostClaim, messageCostClaims } from '../modules/payments/message-cost-claims.ts';
import type { Database } from './database.ts';
import { DEFAULT_COMPANY, defaultSite } from './default-site.ts';
import { companyInfo, sites } from './schema.ts';

/**
 * First start: a default site for unknown hosts, the company row and the discount codes of every site
 * (TIMEBONUS25, the welcome code), and the default site's credit packages. Later starts change nothing.
 * Answers the sites' false "from … per message" claims (message-cost-claims.ts), for the caller to tell the
 * operator: every start and every command that writes sites or packages seeds first.
 */
export async function seedDefaults(db: Database, defaultDomain: string): Promise<MessageCostClaim[]> {
  await db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(sites);
    if (count === 0) await tx.insert(sites).values(defaultSite(defaultDomain)).onConflictDoNothing();
    await tx.insert(companyInfo).values(DEFAULT_COMPANY).onConflictDoNothing();
  });
  await ensureSystemDiscountCodes(db.$client);
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (site) await seedDefaultPackages(db.$client, site.id);
  return (await messageCostClaims(db.$client)).filter((claim) => claim.false);
}
