import type {
  BodyType,
  CurrentUser,
  EyeColor,
  Gender,
  HairColor,
  RelationshipStatus,
  Sexuality,
  SignupReason,
} from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';

/** The fields of PUT /api/profile.php this form edits (the location section sends its own). */
export type ProfileChanges = Partial<{
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  hair_color: HairColor | null;
  body_type: BodyType | null;
  eye_color: EyeColor | null;
  relationship_status: RelationshipStatus | null;
  reason: SignupReason | null;
  interests: string[];
  description: string | null;
}>;

/** PUT /api/profile.php with only what changed; answers the member with the updated profile. */
export async function updateProfile(body: ProfileChanges): Promise<CurrentUser> {
  return (await apiFetch<{ user: CurrentUser }>('/api/profile.php', { method: 'PUT', body })).user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
