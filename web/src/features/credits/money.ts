import type { CreditPackage } from '@community/contract';

/** An amount in minor units (cents) as the member's locale writes it in `currency` (every currency has two decimals). */
export function formatMoney(minor: number, currency: string, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { style: 'currency', currency }).format(minor / 100);
}

/** What one message costs with this package, in minor units: the price over the messages its credits buy. */
export function messageCost(
  price: number,
  pkg: Pick<CreditPackage, 'credits'>,
  messageCredits: number,
): number {
  return price / (pkg.credits / messageCredits);
}
