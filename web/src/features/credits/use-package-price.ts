import { type CreditPackage, discountedPrice } from '@community/contract';
import { useActiveDiscount } from '../discounts/use-active-discount.ts';

export type PackagePriceInfo = {
  /** What the member pays, in minor units: the list price, less the active discount. */
  price: number;
  /** The list price when a discount lowers it, else null. */
  listPrice: number | null;
  percentage: number | null;
};

/** The price of a package for this member, with the active discount (time bonus, else the welcome code, SPEC §4). */
export function usePackagePrice(): (pkg: Pick<CreditPackage, 'price'>) => PackagePriceInfo {
  const discount = useActiveDiscount();
  return (pkg) => {
    if (!discount) return { price: pkg.price, listPrice: null, percentage: null };
    const price = discountedPrice(pkg.price, discount.value_percentage);
    return {
      price,
      listPrice: price === pkg.price ? null : pkg.price,
      percentage: discount.value_percentage,
    };
  };
}
