import type { ApiAnswer } from '@community/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/**
 * POST /api/unsubscribe.php?token=… (RFC 8058 one click, issue 22): switches off the mail type the signed link
 * names; answers that type. A query, not a mutation: the page asks once per link however often it renders, and
 * asking again would change nothing (switching off twice is switching off).
 */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () =>
      apiFetch<ApiAnswer<'POST /api/unsubscribe.php'>>('/api/unsubscribe.php', {
        method: 'POST',
        query: { token },
        body: {},
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
