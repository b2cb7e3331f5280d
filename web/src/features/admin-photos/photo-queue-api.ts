import type { ApiAnswer, ModerationDecisionBody } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** The back office's photo queue: the oldest photos in inspection, how many wait and since when. */
export type PhotoQueueAnswer = ApiAnswer<'GET /api/admin/photos.php'>;
/** A photo waiting for review (oldest first). */
export type QueuedPhoto = PhotoQueueAnswer['photos'][number];
export type PhotoDecision = ModerationDecisionBody;

/** GET /api/admin/photos.php: confirmed staff only. */
const photoQueueQuery = queryOptions({
  queryKey: ['admin', 'photos'],
  queryFn: ({ signal }) => apiFetch<PhotoQueueAnswer>('/api/admin/photos.php', { signal }),
});

export function usePhotoQueue() {
  return useQuery(photoQueueQuery);
}

/** POST /api/admin/photos.php: approve or reject one photo; the answer is the remaining queue. */
function decidePhoto(decision: PhotoDecision): Promise<PhotoQueueAnswer> {
  return apiFetch<PhotoQueueAnswer>('/api/admin/photos.php', { method: 'POST', body: decision });
}

export function useDecidePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePhoto,
    onSuccess: (queue) => queryClient.setQueryData(photoQueueQuery.queryKey, queue),
  });
}
