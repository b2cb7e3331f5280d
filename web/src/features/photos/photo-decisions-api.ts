import { type PhotoDecision, type PhotoDecisionsSeenBody, REFRESH_INTERVAL_MS } from '@community/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export const PHOTO_DECISIONS_KEY = ['photos', 'decisions'] as const;

/**
 * GET /api/photo-decisions.php: the moderators' decisions on the member's photos not yet announced. Asked on
 * arrival (the member may have been away when the moderator decided) and with the periodic refresh (SPEC §9),
 * so a member who is online hears of it within a minute.
 */
export function usePhotoDecisions(enabled: boolean) {
  return useQuery({
    queryKey: PHOTO_DECISIONS_KEY,
    queryFn: async () =>
      (await apiFetch<{ decisions: PhotoDecision[] }>('/api/photo-decisions.php', { progress: false }))
        .decisions,
    enabled,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

/** POST /api/photo-decisions.php: these were shown, so they are not announced again. */
export function useDecisionsAnnounced() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<{ ok: true }>('/api/photo-decisions.php', {
        method: 'POST',
        body: { ids } satisfies PhotoDecisionsSeenBody,
        progress: false,
      }),
  });
}
