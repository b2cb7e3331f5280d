import type { LikeBody, LikeResponse, LikeSource, UnlikeBody } from '@community/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { MEMBER_QUERY_KEY } from '../members/member-api.ts';

/** Every list that shows whether the member likes a profile: they change after a like or an unlike. */
const LIKED_STATE_KEYS = [['likes'], ['search'], ['signup-matches'], MEMBER_QUERY_KEY] as const;

function invalidateLikedState(queryClient: QueryClient) {
  return Promise.all(LIKED_STATE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/like.php: like a profile; the answer says whether it is a match (404 not_found, 403 blocked_by_member). */
export function useLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, source }: { id: number; source: LikeSource }) =>
      apiFetch<LikeResponse>('/api/like.php', { method: 'POST', body: { id, source } satisfies LikeBody }),
    onSuccess: () => invalidateLikedState(queryClient),
  });
}

/** DELETE /api/like.php: take a like back. */
export function useUnlike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number }) =>
      apiFetch<unknown>('/api/like.php', { method: 'DELETE', body: { id } satisfies UnlikeBody }),
    onSuccess: () => invalidateLikedState(queryClient),
  });
}
