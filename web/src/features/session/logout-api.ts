import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../api/client.ts';
import { disablePush } from '../push/push-state.ts';
import { trackLogout } from './logout-gate.ts';
import { clearSession } from './user-api.ts';

/** GET /api/logout.php: the server revokes the session and clears the cookie. Retries quickly: the member waits. */
async function logout(): Promise<void> {
  const call = apiFetch<{ ok: true }>('/api/logout.php', { retryBaseDelayMs: 50 });
  trackLogout(call);
  await call;
}

/**
 * Logs out and goes home. This device forgets the member before the call goes out: the member's own refreshes
 * and live stream stop first, so none of them reaches the server after it ended the session (each would come
 * back 403). When the call fails (offline) the member is still logged out on this device. This browser's push
 * subscription ends too.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onMutate: () => {
      clearSession(queryClient);
      // The next person on this device must not get the member's pushes (their names and messages).
      void disablePush().catch(() => undefined);
      void navigate('/');
    },
  });
}
