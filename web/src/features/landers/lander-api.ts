import { LANDER_SLUG_PATTERN, type LanderName, type LanderResponse } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useLanguage } from '../locale/use-language.ts';

/** Every lander answer's key starts with this. */
const LANDER_QUERY_KEY = ['lander'] as const;

/**
 * The answer checked against the contract's schema in development and tests. A production build leaves the check
 * (and zod's 25 kB) out of the lander's first view: the server already answers through the same schema.
 */
async function checked(answer: unknown): Promise<LanderResponse> {
  if (!import.meta.env.DEV) return answer as LanderResponse;
  const { landerResponseSchema } = await import('@community/contract');
  return landerResponseSchema.parse(answer);
}

/**
 * GET /api/lander.php: the variant the slug picks (the lander's default for none or an unknown one), the teasers
 * of the site's niche and, for the map lander, members per region.
 */
const landerQuery = (name: LanderName, slug: string | undefined, locale: string) =>
  queryOptions({
    queryKey: [...LANDER_QUERY_KEY, name, slug ?? null, locale],
    queryFn: async ({ signal }): Promise<LanderResponse> =>
      checked(await apiFetch<unknown>('/api/lander.php', { query: { lander: name, slug, locale }, signal })),
    staleTime: 5 * 60_000,
  });

/** A lander's data in the interface language; a slug that is not a valid slug is left out (the default). */
export function useLander(name: LanderName, slug?: string) {
  const { language } = useLanguage();
  return useQuery(landerQuery(name, validSlug(slug), language));
}

function validSlug(slug: string | undefined): string | undefined {
  return slug && LANDER_SLUG_PATTERN.test(slug) ? slug : undefined;
}
