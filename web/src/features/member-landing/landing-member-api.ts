import type { LandingMemberResponse } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/landing-member.php: the member the signed-in member's signup started from, or null (members only). */
const landingMemberQuery = (viewerId: number) =>
  queryOptions({
    queryKey: ['landing-member', viewerId],
    queryFn: ({ signal }) => apiFetch<LandingMemberResponse>('/api/landing-member.php', { signal }),
  });

export function useLandingMember(viewerId: number) {
  return useQuery(landingMemberQuery(viewerId));
}
