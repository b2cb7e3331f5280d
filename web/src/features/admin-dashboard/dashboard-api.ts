import type { ApiAnswer } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type DashboardFigures = ApiAnswer<'GET /api/admin/dashboard.php'>['dashboard'];

/** GET /api/admin/dashboard.php: the site's figures, computed now; asked again every minute while open. */
const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async ({ signal }) =>
    (await apiFetch<ApiAnswer<'GET /api/admin/dashboard.php'>>('/api/admin/dashboard.php', { signal }))
      .dashboard,
  refetchInterval: 60_000,
  staleTime: 30_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
