import type { ApiAnswer, AuditFilters } from '@community/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

type AuditPage = ApiAnswer<'GET /api/admin/audit.php'>;
export type AuditEntry = AuditPage['entries'][number];

/** GET /api/admin/audit.php: the audit log with these filters, newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal, pageParam }) =>
      apiFetch<AuditPage>('/api/admin/audit.php', { signal, query: { ...filters, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
