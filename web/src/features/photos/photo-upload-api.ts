import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUpload, type UploadProgress } from '../../api/client.ts';
import { applyPhotosAnswer, OWN_PHOTOS_KEY, type OwnPhotosAnswer } from './photos-api.ts';

export type PhotoUploadRequest = {
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POST /api/photos.php with the image itself as the body, under the API client's rules (retries, 403), with
 * its progress reported; the member can cancel it through `signal`. Its own progress shows, not the thin bar.
 */
export async function uploadPhoto({
  file,
  signal,
  onProgress,
}: PhotoUploadRequest): Promise<OwnPhotosAnswer> {
  return apiUpload<OwnPhotosAnswer>('/api/photos.php', file, { signal, onProgress, progress: false });
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
