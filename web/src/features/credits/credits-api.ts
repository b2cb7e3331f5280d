import type { ApiAnswer } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { usePaymentCountry } from './payment-country.ts';

/** GET /api/credits.php's answer (creditsResponseSchema in the contract). */
export type CreditsOffer = ApiAnswer<'GET /api/credits.php'>;

/** A completed order changes the repeat order: the transaction page invalidates this key. */
export const CREDITS_QUERY_KEY = ['credits'] as const;

/** GET /api/credits.php: the packages and methods for the member's payment country (docs/payments.md). */
const creditsQuery = (country: string | null) =>
  queryOptions({
    queryKey: [...CREDITS_QUERY_KEY, country],
    queryFn: ({ signal }) =>
      apiFetch<CreditsOffer>('/api/credits.php', { signal, query: { country: country ?? undefined } }),
    // Asked again on every visit (the cached offer shows meanwhile): a price an administrator changed shows at once.
    staleTime: 0,
  });

/** What the member can buy; nothing for a visitor (the call is for members only). */
export function useCredits() {
  const loggedIn = useCurrentUser() !== null;
  return useQuery({ ...creditsQuery(usePaymentCountry()), enabled: loggedIn });
}
