import type { PhotoUploadQuery } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUpload, type UploadProgress } from '../../api/client.ts';
import { applyPhotosAnswer, OWN_PHOTOS_KEY, type OwnPhotosAnswer } from './photos-api.ts';

type PhotoUploadRequest = {
  file: File;
  /** One per chosen file (newPhotoClientId), the same on every attempt: the server stores the photo once. */
  clientId: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/** The id of one chosen file's upload: a retry or a repeat under it answers the stored photo (decision 0036). */
export const newPhotoClientId = (): string => crypto.randomUUID();

/**
 * POST /api/photos.php?client_id= with the image itself as the body, under the API client's rules (retries of
 * network failures and 5xx, 403), with its progress reported; the member can cancel it through `signal`. Its
 * own progress shows, not the thin bar.
 */
async function uploadPhoto({
  file,
  clientId,
  signal,
  onProgress,
}: PhotoUploadRequest): Promise<OwnPhotosAnswer> {
  const query: PhotoUploadQuery = { client_id: clientId };
  return apiUpload<OwnPhotosAnswer>('/api/photos.php', file, { query, signal, onProgress, progress: false });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (answer) => applyPhotosAnswer(queryClient, answer),
    onError: (error) => {
      // Full after all (photos added elsewhere): the list catches up and shows the limit.
      if (error instanceof ApiError && error.code === 'photo_limit_reached')
        void queryClient.invalidateQueries({ queryKey: OWN_PHOTOS_KEY });
    },
  });
}
