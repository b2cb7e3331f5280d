import { type Currency, DIRECT_DEBIT_METHOD, methodsFor, type PaymentMethod } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { addDays } from '../../platform/clock.ts';
import type { Sql } from '../../platform/sql.ts';
import { selectedCountry } from '../sites/index.ts';
import { countDirectDebitOrders } from './order-queries.ts';
import { findDirectDebitLimit, type PayingMemberRow } from './queries.ts';

/** SPEC §8: at most `sites.direct_debit_limit` direct-debit orders per member in this many days. */
const DIRECT_DEBIT_WINDOW_DAYS = 30;

/**
 * Where a member pays from, and which of the site's packages that means: the asked country when the site has
 * packages for it, else the profile's country, else the site's selected country (GeoIP, SPEC §7), each only
 * when the site has packages for it; else the site's fallback packages (country NULL), with the member's own
 * country still deciding the payment methods.
 */
export function paymentCountry(
  site: SiteRow,
  packageCountries: Set<string | null>,
  candidates: { asked?: string | null; profile?: string | null; geoip?: string | null },
): { country: string | null; packagesCountry: string | null } {
  const selected = selectedCountry(site, undefined, candidates.geoip ?? null);
  const inOrder = [candidates.asked, candidates.profile, selected];
  const withPackages = inOrder.find(
    (country): country is string => !!country && packageCountries.has(country),
  );
  if (withPackages) return { country: withPackages, packagesCountry: withPackages };
  return { country: candidates.profile ?? selected ?? null, packagesCountry: null };
}

/** The methods a checkout offers: the contract's table without direct debit, which has its own form. */
export function checkoutMethods(country: string | null, currency: Currency): PaymentMethod[] {
  return methodsFor(country, currency).filter((method) => method !== DIRECT_DEBIT_METHOD);
}

export const directDebitOffered = (country: string | null, currency: Currency) =>
  methodsFor(country, currency).includes(DIRECT_DEBIT_METHOD);

/**
 * SPEC §8 direct-debit refusals, or null when the member may pay by direct debit: blocked (after a
 * chargeback), or `sites.direct_debit_limit` direct-debit orders (not failed, cancelled or expired) in the
 * last 30 days.
 */
export async function directDebitRefusal(
  sql: Sql,
  siteId: number,
  member: Pick<PayingMemberRow, 'id' | 'direct_debit_blocked'>,
  now: Date,
): Promise<'direct_debit_blocked' | 'direct_debit_limit' | null> {
  if (member.direct_debit_blocked) return 'direct_debit_blocked';
  const [limit, count] = await Promise.all([
    findDirectDebitLimit(sql, siteId),
    countDirectDebitOrders(sql, member.id, addDays(now, -DIRECT_DEBIT_WINDOW_DAYS)),
  ]);
  return count >= limit ? 'direct_debit_limit' : null;
}

/**
 * What a payment buys at the package's list price: the order's credits scaled to the amount paid, rounded down
 * (decision 0026). For a payment whose discount code was already redeemed by another order, so the shop never
 * gives more than the code's terms: e.g. 125 credits listed at 19.99, paid 14.99 (25 % off): 93 credits.
 */
export function creditsWithoutDiscount(order: {
  credits: number;
  amount: number;
  list_amount: number;
}): number {
  if (order.amount >= order.list_amount) return order.credits;
  return Math.floor((order.credits * order.amount) / order.list_amount);
}
