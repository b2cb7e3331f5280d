import type { SearchFilters, SearchResponse } from '@community/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** Every search query starts with this key; a like or an unlike refreshes it, "Clear" resets it. */
export const SEARCH_QUERY_KEY = ['search'] as const;

export type SearchRequest = {
  filters: SearchFilters;
  /** The relaxed filter, without the exact results (SPEC §3 "similar results"). */
  similar: boolean;
  /** A visitor's traffic source, for sites that show search only to visitors who came through one. */
  network?: string;
  /** Part of the key only: the answer (liked, match, the own profile left out) depends on who asks. */
  viewerId: number | null;
};

/**
 * GET /api/members.php: one page of profiles after `cursor`, with the number of results (403 login_required
 * for a visitor the site does not show search to).
 */
function fetchSearchPage(request: SearchRequest, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<SearchResponse>('/api/members.php', {
    query: {
      ...request.filters,
      ...(request.similar ? { similar: '1' } : {}),
      ...(request.network ? { network: request.network } : {}),
      ...(cursor ? { cursor } : {}),
    },
    signal,
  });
}

const searchQuery = (request: SearchRequest) =>
  infiniteQueryOptions({
    queryKey: [...SEARCH_QUERY_KEY, request],
    queryFn: ({ pageParam, signal }) => fetchSearchPage(request, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The results of one search, appended page by page. */
export function useSearch(request: SearchRequest, enabled = true) {
  return useInfiniteQuery({ ...searchQuery(request), enabled });
}
