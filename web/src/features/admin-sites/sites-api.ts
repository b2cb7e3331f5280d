import type { AdminSite, ApiAnswer, SiteInput } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type SiteSummary = ApiAnswer<'GET /api/admin/sites.php'>['sites'][number];

/** GET /api/admin/sites.php: every domain (administrators only). */
const sitesQuery = queryOptions({
  queryKey: ['admin', 'sites'],
  queryFn: async ({ signal }) =>
    (await apiFetch<ApiAnswer<'GET /api/admin/sites.php'>>('/api/admin/sites.php', { signal })).sites,
});

export function useSites() {
  return useQuery(sitesQuery);
}

/** GET /api/admin/site.php?id=: one site with every setting and its texts per language. */
export const siteQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'sites', id],
    queryFn: async ({ signal }) =>
      (await apiFetch<ApiAnswer<'GET /api/admin/site.php'>>(`/api/admin/site.php?id=${id}`, { signal })).site,
  });

export function useSite(id: number) {
  return useQuery(siteQuery(id));
}

/** PUT /api/admin/site.php?id=: saves every setting; the answer is the site as stored. */
export function useUpdateSite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SiteInput) =>
      (
        await apiFetch<ApiAnswer<'PUT /api/admin/site.php'>>(`/api/admin/site.php?id=${id}`, {
          method: 'PUT',
          body: input,
        })
      ).site,
    onSuccess: (site: AdminSite) => {
      queryClient.setQueryData(siteQuery(id).queryKey, site);
      return queryClient.invalidateQueries({ queryKey: sitesQuery.queryKey, exact: true });
    },
  });
}

/** POST /api/admin/site.php: a new site (domain) with the settings given. */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SiteInput) =>
      (
        await apiFetch<ApiAnswer<'POST /api/admin/site.php'>>('/api/admin/site.php', {
          method: 'POST',
          body: input,
        })
      ).site,
    onSuccess: (site: AdminSite) => {
      queryClient.setQueryData(siteQuery(site.id).queryKey, site);
      return queryClient.invalidateQueries({ queryKey: sitesQuery.queryKey, exact: true });
    },
  });
}

/** A site's settings without what the server keeps (id, default flag, time of the last change). */
export function settingsOf(site: AdminSite): SiteInput {
  const { id: _id, is_default: _default, updated_at: _updated, ...input } = site;
  return input;
}
