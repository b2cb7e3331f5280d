import type { CurrentUser, ProfileFieldName, ProfileUpdateBody, UserResponse } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';

/** The fields of PUT /api/profile.php this form edits: the name and the profile fields (the location section sends its own). */
export type ProfileChanges = Pick<ProfileUpdateBody, 'name' | ProfileFieldName>;

/** PUT /api/profile.php with only what changed; answers the member with the updated profile. */
async function updateProfile(body: ProfileChanges): Promise<CurrentUser> {
  return (await apiFetch<UserResponse>('/api/profile.php', { method: 'PUT', body })).user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
