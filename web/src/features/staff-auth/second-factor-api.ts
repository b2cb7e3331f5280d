import type { ApiAnswer, StaffSession } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { staffSessionQuery } from '../admin-shell/staff-session-api.ts';

type Enrolment = ApiAnswer<'POST /api/admin/enrolment.php'>;
type ConfirmedEnrolment = ApiAnswer<'POST /api/admin/enrolment-confirm.php'>;

/**
 * POST /api/admin/enrolment.php: a new secret for the authenticator app. Asked once per visit of the step (a
 * query, so two renders share one call); each call replaces the unconfirmed secret, so it is never asked again
 * on its own.
 */
const enrolmentQuery = queryOptions({
  queryKey: ['admin', 'enrolment'],
  queryFn: ({ signal }) => apiFetch<Enrolment>('/api/admin/enrolment.php', { method: 'POST', signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export function useEnrolment() {
  return useQuery(enrolmentQuery);
}

/** POST /api/admin/enrolment-confirm.php: the first code; answers the recovery codes, shown this once. */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<ConfirmedEnrolment>('/api/admin/enrolment-confirm.php', { method: 'POST', body: { code } }),
  });
}

/** The staff session after a confirmation: the back office opens. */
export function useOpenBackOffice() {
  const queryClient = useQueryClient();
  return (staff: StaffSession) => queryClient.setQueryData(staffSessionQuery.queryKey, staff);
}

/** POST /api/admin/second-factor.php: an authenticator code or a recovery code confirms this session. */
export function useVerifySecondFactor() {
  const open = useOpenBackOffice();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await apiFetch<{ staff: StaffSession }>('/api/admin/second-factor.php', {
          method: 'POST',
          body: { code },
        })
      ).staff,
    onSuccess: open,
  });
}
