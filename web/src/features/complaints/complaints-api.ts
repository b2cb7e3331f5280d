import type { ApiAnswer, ComplaintBody, ComplaintTarget } from '@community/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type ReportedKind = ComplaintTarget['kind'];
type Created = ApiAnswer<'POST /api/complaints.php'>['complaint'];

/** GET /api/complaint-target.php: what a report button points at, as the form shows it (404: not for this viewer). */
const complaintTargetQuery = (kind: ReportedKind, id: number) =>
  queryOptions({
    queryKey: ['complaint-target', kind, id],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<ApiAnswer<'GET /api/complaint-target.php'>>('/api/complaint-target.php', {
          query: { kind, id },
          signal,
        })
      ).target,
    retry: false,
  });

export function useComplaintTarget(target: { kind: ReportedKind; id: number } | undefined) {
  return useQuery({
    ...complaintTargetQuery(target?.kind ?? 'member', target?.id ?? 0),
    enabled: target !== undefined,
  });
}

/** POST /api/complaints.php: the client id makes a second send of the same form store nothing more. */
export function useSubmitComplaint() {
  return useMutation({
    mutationFn: async (body: ComplaintBody): Promise<Created> =>
      (await apiFetch<ApiAnswer<'POST /api/complaints.php'>>('/api/complaints.php', { method: 'POST', body }))
        .complaint,
  });
}
