import type { RegionsResponse } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type CountryRegions = RegionsResponse['regions'][string];

/** GET /api/regions.php: every country's regions and what it calls them; loaded once (SPEC §7). */
export const regionsQuery = queryOptions({
  queryKey: ['regions'],
  queryFn: async () => (await apiFetch<RegionsResponse>('/api/regions.php')).regions,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The regions of one country, or undefined while loading, on failure, or for a country without regions. */
export function useCountryRegions(country: string): CountryRegions | undefined {
  const { data } = useQuery(regionsQuery);
  return data?.[country];
}
