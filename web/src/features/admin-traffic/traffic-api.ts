import type { ApiAnswer, SitePostbacks } from '@community/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/admin/traffic-report.php: signups, activations and first purchases per network and sub id. */
const trafficReportQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'traffic-report', from, to],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<ApiAnswer<'GET /api/admin/traffic-report.php'>>('/api/admin/traffic-report.php', {
          query: { from, to },
          signal,
        })
      ).report,
    placeholderData: keepPreviousData,
  });

export function useTrafficReport(from: string, to: string) {
  return useQuery(trafficReportQuery(from, to));
}

/** GET /api/admin/site-postbacks.php?id=: a site's network postbacks (administrators). */
const postbacksQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['admin', 'sites', siteId, 'postbacks'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<ApiAnswer<'GET /api/admin/site-postbacks.php'>>(
          `/api/admin/site-postbacks.php?id=${siteId}`,
          { signal },
        )
      ).postbacks,
  });

export function useSitePostbacks(siteId: number) {
  return useQuery(postbacksQuery(siteId));
}

/** PUT /api/admin/site-postbacks.php?id=: replaces the site's postbacks; the answer is what is stored. */
export function useSaveSitePostbacks(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SitePostbacks) =>
      (
        await apiFetch<ApiAnswer<'PUT /api/admin/site-postbacks.php'>>(
          `/api/admin/site-postbacks.php?id=${siteId}`,
          { method: 'PUT', body: input },
        )
      ).postbacks,
    onSuccess: (postbacks) => queryClient.setQueryData(postbacksQuery(siteId).queryKey, postbacks),
  });
}
