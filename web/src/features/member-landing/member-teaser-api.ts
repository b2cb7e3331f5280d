import type { MemberTeaserResponse } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/member-teaser.php?id=: a member's public teaser (404 not_found for anyone a visitor may not see). */
const memberTeaserQuery = (id: number) =>
  queryOptions({
    queryKey: ['member-teaser', id],
    queryFn: ({ signal }) =>
      apiFetch<MemberTeaserResponse>('/api/member-teaser.php', { query: { id }, signal }),
  });

export function useMemberTeaser(id: number) {
  return useQuery(memberTeaserQuery(id));
}
