import type { LikesResponse } from '@community/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

/** Liking, unliking and opening a profile invalidate this key. */
export const LIKES_QUERY_KEY = ['likes'] as const;

/**
 * GET /api/likes.php: everyone the member liked or was liked by, and who liked them (new first). The progress
 * bar shows only the first load (SPEC §7); the periodic refreshes run in the background.
 */
const likesQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: LIKES_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch<LikesResponse>('/api/likes.php', {
        signal,
        progress: queryClient.getQueryData(LIKES_QUERY_KEY) === undefined,
      }),
  });

/** The member's likes; nothing for a visitor. */
export function useLikes() {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;
  return useQuery({ ...likesQuery(queryClient), enabled: loggedIn });
}

/** How many members liked this member since they last looked (SPEC §2 Likes badge); 0 for a visitor. */
export function useNewLikesCount(): number {
  const likes = useLikes();
  return likes.data?.liked_by.filter((entry) => entry.like_new).length ?? 0;
}

/** Loads the likes again now (after an auto-like, on the refresh timer). */
export function refreshLikes(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: LIKES_QUERY_KEY, type: 'active' });
}
