import type { CurrentUser, NotificationType } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';

type AccountSettingsBody = {
  notifications_disabled?: NotificationType[];
  invisible?: boolean;
  /** Turns e-mail back on after a bounce, spam complaint or unsubscribe. */
  email_enabled?: true;
};

/** PUT /api/account.php: notification switches, invisible mode, e-mail back on. Answers the updated member. */
async function updateAccountSettings(body: AccountSettingsBody): Promise<CurrentUser> {
  return (await apiFetch<{ user: CurrentUser }>('/api/account.php', { method: 'PUT', body })).user;
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
