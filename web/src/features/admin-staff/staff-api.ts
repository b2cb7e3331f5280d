import type { AccountRole, StaffMember } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/admin/staff.php: the site's staff, administrators first (administrators only). */
const staffListQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ staff: StaffMember[] }>('/api/admin/staff.php', { signal })).staff,
});

export function useStaffList() {
  return useQuery(staffListQuery);
}

type Change = { kind: 'role'; id: number; role: AccountRole } | { kind: 'reset'; id: number };

/**
 * POST /api/admin/staff.php (another role; `member` revokes) or /api/admin/staff-second-factor.php (a new
 * enrolment): both answer the staff list as it is now.
 */
export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) =>
      (
        await apiFetch<{ staff: StaffMember[] }>(
          change.kind === 'role' ? '/api/admin/staff.php' : '/api/admin/staff-second-factor.php',
          {
            method: 'POST',
            body: change.kind === 'role' ? { id: change.id, role: change.role } : { id: change.id },
          },
        )
      ).staff,
    onSuccess: (staff) => queryClient.setQueryData(staffListQuery.queryKey, staff),
  });
}
