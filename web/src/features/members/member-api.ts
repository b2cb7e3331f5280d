import type { ApiAnswer } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

export type MemberView = ApiAnswer<'GET /api/member.php'>;

/** Every member query starts with this key; blocking, unblocking and unlocking invalidate it. */
export const MEMBER_QUERY_KEY = ['member'] as const;

/**
 * GET /api/member.php?id=: another member's profile as this viewer may see it (404 not_found, 403
 * blocked_by_member). The viewer is part of the key: after logging in, the photos and the block state change.
 */
export const memberQuery = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, id, viewerId ?? 0],
    queryFn: ({ signal }) => apiFetch<MemberView>('/api/member.php', { query: { id }, signal }),
  });

export function useMember(id: number) {
  const viewerId = useCurrentUser()?.id ?? null;
  return useQuery(memberQuery(id, viewerId));
}
