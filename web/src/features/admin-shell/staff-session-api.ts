import type { StaffSession } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/admin/session.php: the staff member's role and whether this session confirmed its second factor. */
export const staffSessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ staff: StaffSession }>('/api/admin/session.php', { signal })).staff,
  // The staff session ends on inactivity: ask again now and then, so the screen follows the server.
  refetchInterval: 60_000,
  staleTime: 30_000,
});

export function useStaffSession() {
  return useQuery(staffSessionQuery);
}
