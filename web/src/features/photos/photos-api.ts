import type { ApiAnswer } from '@community/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';

/** What every photo call answers: the member's photos, how many they may have, and the member. */
export type OwnPhotosAnswer = ApiAnswer<'GET /api/photos.php'>;
export type OwnPhotos = Omit<OwnPhotosAnswer, 'user'>;

export const OWN_PHOTOS_KEY = ['photos', 'own'] as const;

/** GET /api/photos.php: the member's own photos in every status. */
const ownPhotosQuery = () =>
  queryOptions({
    queryKey: OWN_PHOTOS_KEY,
    queryFn: async (): Promise<OwnPhotos> => {
      const { photos, limit } = await apiFetch<OwnPhotosAnswer>('/api/photos.php');
      return { photos, limit };
    },
  });

export function useOwnPhotos() {
  return useQuery(ownPhotosQuery());
}

/** After an upload, a change or a deletion: the list and the member (whose main_image may have changed). */
export function applyPhotosAnswer(queryClient: QueryClient, { photos, limit, user }: OwnPhotosAnswer): void {
  queryClient.setQueryData<OwnPhotos>(OWN_PHOTOS_KEY, { photos, limit });
  setCurrentUser(queryClient, user);
}
