import type { AdminCreateCodesBody, ApiAnswer } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type AdminCodes = ApiAnswer<'GET /api/admin/codes.php'>;
export type AdminCodeRow = AdminCodes['codes'][number];
export type AdminCodeDetail = ApiAnswer<'GET /api/admin/code.php'>;
type CreatedCodes = ApiAnswer<'POST /api/admin/codes.php'>;

const codesQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'codes', q],
    queryFn: ({ signal }) =>
      apiFetch<AdminCodes>('/api/admin/codes.php', { signal, query: { q: q || undefined } }),
  });

/** GET /api/admin/codes.php: the site's codes (those starting with `q`) and its batches. */
export function useAdminCodes(q: string) {
  return useQuery(codesQuery(q));
}

/** GET /api/admin/code.php: a code with the orders that hold it. */
export function useAdminCode(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'code', id],
    queryFn: ({ signal }) =>
      apiFetch<AdminCodeDetail>('/api/admin/code.php', { signal, query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** POST /api/admin/codes.php: one code or a batch; the lists are read again. */
export function useCreateCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not repeated after a 5xx: a batch made twice is two batches.
    mutationFn: (body: AdminCreateCodesBody) =>
      apiFetch<CreatedCodes>('/api/admin/codes.php', { method: 'POST', body, retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes'] }),
  });
}

/** POST /api/admin/code.php: switch a code off or on. */
export function useChangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: 'active' | 'inactive' }) =>
      apiFetch<AdminCodeDetail>('/api/admin/code.php', { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['admin', 'code', answer.code.id], answer);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'codes'] });
    },
  });
}

/** Where a batch's codes download as CSV (the browser sends the session cookie). */
export const batchCsvUrl = (batchId: number) => `/api/admin/code-batch.php?id=${batchId}`;
