import type { PhotoChangeBody } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { applyPhotosAnswer, type OwnPhotosAnswer } from './photos-api.ts';

type PhotoChange = PhotoChangeBody;

/** PUT /api/photo.php: make a photo the main one, or mark it private or not. */
async function changePhoto(body: PhotoChange): Promise<OwnPhotosAnswer> {
  return apiFetch<OwnPhotosAnswer>('/api/photo.php', { method: 'PUT', body });
}

export function useChangePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhoto,
    onSuccess: (answer) => applyPhotosAnswer(queryClient, answer),
  });
}
