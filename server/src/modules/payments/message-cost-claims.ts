import type { Sql } from '../../platform/sql.ts';
import {
  findMessageCostClaimingSites,
  findPackageCountries,
  findPackages,
  type PackageRow,
} from './queries.ts';

export type MessageCost = { costs: number; currency: string };

/**
 * The cheapest message at list price (SPEC §3 minimum_message_costs): the lowest price / (credits /
 * message_credits) over the packages, in major units rounded to the cent, as "From € 0,53 per message" shows it.
 * Null without packages.
 */
export function cheapestMessageCost(
  packages: ReadonlyArray<Pick<PackageRow, 'credits' | 'price' | 'currency'>>,
  messageCredits: number,
): MessageCost | null {
  let cheapest: { minor: number; currency: string } | null = null;
  for (const offer of packages) {
    const minor = (offer.price * messageCredits) / offer.credits;
    if (!cheapest || minor < cheapest.minor) cheapest = { minor, currency: offer.currency };
  }
  return cheapest && { costs: Math.round(cheapest.minor) / 100, currency: cheapest.currency };
}

export type MessageCostClaim = {
  domain: string;
  country: string;
  claimed: MessageCost;
  cheapest: MessageCost | null;
  /** Less than the cheapest message, in another currency, or where no package applies (decision 0035). */
  false: boolean;
};

/**
 * Each site's claims beside the cheapest message its packages give in that country: the country's own packages,
 * or the site's fallback packages when it has none (as a member of that country is offered them). By site and
 * country.
 */
export async function messageCostClaims(sql: Sql): Promise<MessageCostClaim[]> {
  const claims: MessageCostClaim[] = [];
  for (const site of await findMessageCostClaimingSites(sql)) {
    const packageCountries = await findPackageCountries(sql, site.id);
    for (const country of Object.keys(site.minimumMessageCosts).sort()) {
      const claimed = site.minimumMessageCosts[country] as MessageCost;
      const packagesCountry = packageCountries.has(country) ? country : null;
      const cheapest = cheapestMessageCost(
        await findPackages(sql, site.id, packagesCountry),
        site.messageCredits,
      );
      const isFalse = !cheapest || cheapest.currency !== claimed.currency || claimed.costs < cheapest.costs;
      claims.push({ domain: site.domain, country, claimed, cheapest, false: isFalse });
    }
  }
  return claims;
}

const money = (cost: MessageCost) => `${cost.currency} ${cost.costs.toFixed(2)}`;

/** What an operator reads about a false claim, in the log of a start or on the console of a command. */
export function messageCostClaimWarning(claim: MessageCostClaim): string {
  const real = claim.cheapest
    ? `the cheapest message at list price costs ${money(claim.cheapest)}`
    : 'no package is offered there';
  return `site ${claim.domain}, country ${claim.country}: minimum_message_costs claims messages from ${money(claim.claimed)}, but ${real}; members read a price they cannot get (docs/payments.md)`;
}
