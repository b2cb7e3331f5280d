import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../api/client.ts';
import { clearSession } from './user-api.ts';

/** GET /api/logout.php: the server revokes the session and clears the cookie. Retries quickly: the member waits. */
export async function logout(): Promise<void> {
  await apiFetch<{ ok: true }>('/api/logout.php', { retryBaseDelayMs: 50 });
}

/** Logs out and goes home; when the call fails (offline) the member is still logged out on this device. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession(queryClient);
      void navigate('/');
    },
  });
}
