import type { SignupMatchesResponse } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/signup-matches.php: how many members match the new member, and the first few (members only). */
const signupMatchesQuery = (viewerId: number) =>
  queryOptions({
    // Starts with 'signup-matches': a like or an unlike refreshes it (features/likes).
    queryKey: ['signup-matches', viewerId],
    queryFn: ({ signal }) => apiFetch<SignupMatchesResponse>('/api/signup-matches.php', { signal }),
  });

export function useSignupMatches(viewerId: number) {
  return useQuery(signupMatchesQuery(viewerId));
}
