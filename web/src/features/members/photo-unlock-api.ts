import type { CurrentUser, MemberPhoto, PhotoIdBody } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';
import { type MemberView, memberQuery } from './member-api.ts';

/**
 * POST /api/photo-unlock.php: pays photo_credits once for another member's private photo. 402
 * insufficient_credits when the balance is too low; 403 login_required for a visitor.
 */
async function unlockPhoto(id: number): Promise<{ photo: MemberPhoto; user: CurrentUser }> {
  return apiFetch('/api/photo-unlock.php', { method: 'POST', body: { id } satisfies PhotoIdBody });
}

/** Unlocks a photo on a member's page: the photo shows at once and the balance in the top bar follows. */
export function useUnlockPhoto(memberId: number, viewerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockPhoto,
    onSuccess: ({ photo, user }) => {
      setCurrentUser(queryClient, user);
      queryClient.setQueryData<MemberView>(memberQuery(memberId, viewerId).queryKey, (view) =>
        view
          ? {
              ...view,
              profile: {
                ...view.profile,
                photos: view.profile.photos.map((each) => (each.id === photo.id ? photo : each)),
              },
            }
          : view,
      );
    },
  });
}
