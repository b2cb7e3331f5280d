import type { ApiAnswer } from '@community/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

type WarningAnswer = ApiAnswer<'GET /api/member-warning.php'>;
const warningKey = ['member-warning'] as const;

/** GET /api/member-warning.php: a warning from staff not acknowledged yet; asked once per visit. */
export function useUnseenWarning(signedIn: boolean) {
  return useQuery({
    queryKey: warningKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<WarningAnswer>('/api/member-warning.php', { signal, progress: false })).warning,
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/member-warning.php: the member read it; the next visit shows the next one, if any. */
export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch('/api/member-warning.php', { method: 'POST', body: { id } }),
    onSettled: () => queryClient.setQueryData(warningKey, null),
  });
}
