import type { ApiAnswer, ModerationDecisionBody } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** A photo waiting for review, as GET /api/moderation/photos.php lists it (oldest first). */
export type ModerationPhoto = ApiAnswer<'GET /api/moderation/photos.php'>['photos'][number];

export type ModerationDecision = ModerationDecisionBody;

/** GET /api/moderation/photos.php: photos in inspection; 404 for anyone who is not a moderator. */
const moderationQueueQuery = queryOptions({
  queryKey: ['moderation', 'photos'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ photos: ModerationPhoto[] }>('/api/moderation/photos.php', { signal })).photos,
});

export function useModerationQueue() {
  return useQuery(moderationQueueQuery);
}

/** POST /api/moderation/photo.php: approve or reject one photo; the answer is the remaining queue. */
async function decidePhoto(decision: ModerationDecision): Promise<ModerationPhoto[]> {
  return (
    await apiFetch<{ photos: ModerationPhoto[] }>('/api/moderation/photo.php', {
      method: 'POST',
      body: decision,
    })
  ).photos;
}

export function useDecidePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePhoto,
    onSuccess: (photos) => queryClient.setQueryData(moderationQueueQuery.queryKey, photos),
  });
}
