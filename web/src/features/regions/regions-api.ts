import type { Language, RegionsResponse } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useLanguage } from '../locale/use-language.ts';

export type CountryRegions = RegionsResponse['regions'][string];

/**
 * GET /api/regions.php: every country's regions, named in the interface language, and what the country calls
 * them; loaded once per language (SPEC §7).
 */
export const regionsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['regions', language],
    queryFn: async () =>
      (await apiFetch<RegionsResponse>('/api/regions.php', { query: { locale: language } })).regions,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The regions of one country, or undefined while loading, on failure, or for a country without regions. */
export function useCountryRegions(country: string): CountryRegions | undefined {
  const { data } = useQuery(regionsQuery(useLanguage().language));
  return data?.[country];
}
