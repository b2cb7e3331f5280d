import type { CurrentUser } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';

type LocationChoice = {
  country: string;
  region: string | null;
  /** The browser position the choice was filled from; the server snaps it to a 2 km grid and never shows it. */
  position?: { lat: number; lon: number };
};

/** PUT /api/profile.php with the location fields; answers the member with the updated profile. */
async function saveLocation(body: LocationChoice): Promise<CurrentUser> {
  return (await apiFetch<{ user: CurrentUser }>('/api/profile.php', { method: 'PUT', body })).user;
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
