import type { PhotoIdBody } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { applyPhotosAnswer, type OwnPhotosAnswer } from './photos-api.ts';

/** DELETE /api/photo.php: removes one of the member's own photos with its renditions. */
async function deletePhoto(id: number): Promise<OwnPhotosAnswer> {
  return apiFetch<OwnPhotosAnswer>('/api/photo.php', {
    method: 'DELETE',
    body: { id } satisfies PhotoIdBody,
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (answer) => applyPhotosAnswer(queryClient, answer),
  });
}
