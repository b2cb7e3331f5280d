import type { SwipeAnswer, SwipeBody, SwipeState } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiFetch } from '../../api/client.ts';

/** The swipe game's state: the profile to judge and the likes left today; each answer replaces it. */
const SWIPE_QUERY_KEY = ['swipe'] as const;

/** GET /api/swipe.php: the next profile (null when nobody is left), likes left today (null: unlimited). */
const swipeQuery = (viewerId: number) =>
  queryOptions({
    queryKey: [...SWIPE_QUERY_KEY, viewerId],
    queryFn: ({ signal }) => apiFetch<SwipeState>('/api/swipe.php', { signal }),
  });

export function useSwipeState(viewerId: number) {
  return useQuery(swipeQuery(viewerId));
}

/** Lists that show whether the member likes a profile. */
const LIKED_STATE_KEYS = [['likes'], ['search']] as const;

export type SwipeAction = SwipeBody['action'];

/**
 * POST /api/swipe.php: judge the profile shown. The answer is the next state (and a match, if the like was
 * returned). 403 swipe_limit_reached (with `limit` and `resets_at`) means today's likes are used: the state
 * then shows the limit and the same profile stays, to pass on or to like tomorrow.
 */
export function useSwipeAnswer(viewerId: number) {
  const queryClient = useQueryClient();
  const key = swipeQuery(viewerId).queryKey;
  return useMutation({
    mutationFn: (body: SwipeBody) => apiFetch<SwipeAnswer>('/api/swipe.php', { method: 'POST', body }),
    onSuccess: ({ match: _match, ...state }, { action }) => {
      queryClient.setQueryData(key, state);
      // A like here is a like everywhere: the likes pages and search show it.
      if (action === 'like')
        for (const queryKey of LIKED_STATE_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'swipe_limit_reached') {
        const resetsAt = typeof error.params.resets_at === 'string' ? error.params.resets_at : undefined;
        queryClient.setQueryData(key, (state) =>
          state ? { ...state, likes_left: 0, resets_at: resetsAt ?? state.resets_at } : state,
        );
      } else if (error.code === 'not_found') {
        // The profile left meanwhile: show the next one.
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** A day at most: a reset time further away is not believed (a wrong clock), and setTimeout overflows later. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/** At the limit, the state is asked again when the daily count starts anew, so the page needs no reload. */
export function useReloadAtReset(viewerId: number, resetsAt: string | undefined, atLimit: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!atLimit || !resetsAt) return;
    const wait = new Date(resetsAt).getTime() - Date.now();
    if (!(wait > 0 && wait <= LONGEST_WAIT_MS)) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: swipeQuery(viewerId).queryKey }),
      wait + 1000,
    );
    return () => clearTimeout(timer);
  }, [queryClient, viewerId, resetsAt, atLimit]);
}
