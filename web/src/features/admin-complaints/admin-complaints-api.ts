import type { AdminComplaintAction, AdminComplaintsQuery, ApiAnswer } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type ComplaintsQueue = ApiAnswer<'GET /api/admin/complaints.php'>;

const ROOT = ['admin', 'complaints'] as const;

/** GET /api/admin/complaints.php: the counts per status and the complaints the filter selects. */
const complaintsQueueQuery = (filter: AdminComplaintsQuery) =>
  queryOptions({
    queryKey: [...ROOT, 'queue', filter],
    queryFn: ({ signal }) =>
      apiFetch<ComplaintsQueue>('/api/admin/complaints.php', { query: { ...filter }, signal }),
  });

export function useComplaintsQueue(filter: AdminComplaintsQuery) {
  return useQuery(complaintsQueueQuery(filter));
}

/** GET /api/admin/complaint.php: one complaint with its snapshot and decision. */
const staffComplaintQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'one', id],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<ApiAnswer<'GET /api/admin/complaint.php'>>('/api/admin/complaint.php', {
          query: { id },
          signal,
        })
      ).complaint,
  });

export function useStaffComplaint(id: number) {
  return useQuery(staffComplaintQuery(id));
}

/** POST /api/admin/complaint.php: assign to me, or resolve; the queue is asked again afterwards. */
export function useComplaintAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: AdminComplaintAction) =>
      (
        await apiFetch<ApiAnswer<'POST /api/admin/complaint.php'>>('/api/admin/complaint.php', {
          method: 'POST',
          body: action,
        })
      ).complaint,
    onSuccess: (complaint) => {
      queryClient.setQueryData(staffComplaintQuery(complaint.id).queryKey, complaint);
      void queryClient.invalidateQueries({ queryKey: [...ROOT, 'queue'] });
    },
  });
}
