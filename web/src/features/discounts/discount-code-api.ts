import type { DiscountCode } from '@community/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/discountcode.php?code=: the code as it applies to the member (404 code_not_found, 409 code_used). */
export async function lookupDiscountCode(code: string, country?: string): Promise<DiscountCode> {
  const query = { code: code.trim(), country: country ?? undefined };
  return (await apiFetch<{ discount_code: DiscountCode }>('/api/discountcode.php', { query })).discount_code;
}

/** GET /api/discountcode.php?welcome=true: the member's welcome code. */
async function fetchWelcomeCode(): Promise<DiscountCode> {
  return (
    await apiFetch<{ discount_code: DiscountCode }>('/api/discountcode.php', {
      query: { welcome: 'true' },
      progress: false,
      retryBaseDelayMs: 1_000,
    })
  ).discount_code;
}

/**
 * The welcome code of a logged-in member who has not paid, loaded once per session. A failure (no welcome code,
 * offline) is ignored silently (SPEC §8): the query simply has no data.
 */
export const welcomeCodeQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['discounts', 'welcome', memberId] as const,
    queryFn: fetchWelcomeCode,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    throwOnError: false,
  });
