import type { Currency } from '@community/contract';
import type pg from 'pg';
import { withTransaction } from '../../platform/sql.ts';
import { insertPackages, lockSitePackages, siteHasPackages } from './queries.ts';

/** Credits of the four default packages; the second is the popular one ("Meest gekozen", SPEC §9). */
const DEFAULT_PACKAGE_CREDITS = [50, 125, 300, 750] as const;
const POPULAR_PACKAGE_INDEX = 1;

/** Prices of the four packages in minor units, per currency: rounded local prices, not exchange rates. */
const DEFAULT_PACKAGE_PRICES: Record<Currency, readonly [number, number, number, number]> = {
  EUR: [999, 1999, 3999, 7999],
  GBP: [899, 1799, 3499, 6999],
  CHF: [990, 1990, 3990, 7990],
  USD: [1099, 2199, 4399, 8799],
  CAD: [1099, 2199, 4399, 8799],
  AUD: [1099, 2199, 4399, 8799],
  NZD: [1099, 2199, 4399, 8799],
  PLN: [4499, 8999, 17999, 34999],
  DKK: [7900, 14900, 29900, 59900],
  NOK: [7900, 14900, 29900, 59900],
  SEK: [7900, 14900, 29900, 59900],
};

/**
 * The payment countries with packages of their own (SPEC §9 and the Nordic languages) and what they pay in;
 * null is the EUR fallback for every other country.
 */
const DEFAULT_PACKAGE_COUNTRIES: ReadonlyArray<[string | null, Currency]> = [
  ['NL', 'EUR'],
  ['BE', 'EUR'],
  ['FR', 'EUR'],
  ['IT', 'EUR'],
  ['ES', 'EUR'],
  ['DE', 'EUR'],
  ['AT', 'EUR'],
  ['IE', 'EUR'],
  ['FI', 'EUR'],
  ['GB', 'GBP'],
  ['CA', 'CAD'],
  ['PL', 'PLN'],
  ['AU', 'AUD'],
  ['NZ', 'NZD'],
  ['CH', 'CHF'],
  ['US', 'USD'],
  ['DK', 'DKK'],
  ['NO', 'NOK'],
  ['SE', 'SEK'],
  [null, 'EUR'],
];

/**
 * Gives a site the default packages, once: a site that has any packages (also inactive ones an operator
 * switched off) keeps its own. Safe on every start and from concurrent starts (advisory lock per site).
 */
export async function seedDefaultPackages(pool: pg.Pool, siteId: number): Promise<boolean> {
  return withTransaction(pool, async (sql) => {
    await lockSitePackages(sql, siteId);
    if (await siteHasPackages(sql, siteId)) return false;
    await insertPackages(
      sql,
      DEFAULT_PACKAGE_COUNTRIES.flatMap(([country, currency]) =>
        DEFAULT_PACKAGE_CREDITS.map((credits, position) => ({
          site_id: siteId,
          country,
          currency,
          credits,
          price: DEFAULT_PACKAGE_PRICES[currency][position] as number,
          popular: position === POPULAR_PACKAGE_INDEX,
          position,
        })),
      ),
    );
    return true;
  });
}
