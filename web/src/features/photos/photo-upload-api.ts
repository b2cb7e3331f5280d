import type { ErrorCode } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { CURRENT_USER_KEY } from '../session/user-api.ts';
import { applyPhotosAnswer, OWN_PHOTOS_KEY, type OwnPhotosAnswer } from './photos-api.ts';

/**
 * POST /api/photos.php with the image itself as the body (the JSON client only sends JSON). An error answer
 * `{ error, ...params }` becomes the same ApiError the JSON client throws, so screens translate it alike.
 * Not retried: a failed upload of up to 15 MB is for the member to try again, not to be sent five times.
 */
export async function uploadPhoto(file: File): Promise<OwnPhotosAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/photos.php', {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type, accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('network', 0, { cause: String(error) });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body as OwnPhotosAnswer;
  const { error, ...params } = body;
  const code = (typeof error === 'string' ? error : 'generic') as ErrorCode;
  throw new ApiError(code, response.status, params, code === 'authentication_required');
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (answer) => applyPhotosAnswer(queryClient, answer),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // The session ended: asking for the member again lets the session feature log out as for any call.
      if (error.code === 'authentication_required') {
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }
      // Full after all (photos added elsewhere): the list catches up and shows the limit.
      if (error.code === 'photo_limit_reached')
        void queryClient.invalidateQueries({ queryKey: OWN_PHOTOS_KEY });
    },
  });
}
