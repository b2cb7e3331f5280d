import type { ApiAnswer, FlagActionBody } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type FlagsAnswer = ApiAnswer<'GET /api/admin/flags.php'>;
export type QueuedFlag = FlagsAnswer['flags'][number];

/** GET /api/admin/flags.php: the open flags, oldest first, with their count and age (decision 0057). */
const flagsQuery = queryOptions({
  queryKey: ['admin', 'flags'],
  queryFn: ({ signal }) => apiFetch<FlagsAnswer>('/api/admin/flags.php', { signal }),
});

export function useFlagsQueue() {
  return useQuery(flagsQuery);
}

/** POST /api/admin/flag.php: dismiss a flag, or lift the member's slow-down; the answer is the queue. */
export function useFlagAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlagActionBody) =>
      apiFetch<FlagsAnswer>('/api/admin/flag.php', { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(flagsQuery.queryKey, answer),
  });
}
