import type { InterestKey } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/interests.php: the interest keys a member can choose from; loaded once (SPEC §7). */
const interestsQuery = queryOptions({
  queryKey: ['interests'],
  queryFn: async () => (await apiFetch<{ interests: InterestKey[] }>('/api/interests.php')).interests,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useInterests() {
  return useQuery(interestsQuery);
}
