import { isBuiltRoute, type PaymentMethod } from '@community/contract';

/** /credits/<package>/<method?> (SPEC §2 credits-id-paymentmethod). */
export function packagePath(packageId: number, method?: PaymentMethod): string {
  return method ? `/credits/${packageId}/${method}` : `/credits/${packageId}`;
}

export const transactionPath = (orderId: number) => `/transactions/${orderId}`;

/** The direct-debit form for a package (SPEC §2 /directdebit), or null while that screen is not built. */
export function directDebitPath(packageId: number): string | null {
  return isBuiltRoute('directdebit') ? `/directdebit?package=${packageId}` : null;
}
