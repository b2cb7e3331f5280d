import type { AdminPackageBody, ApiAnswer } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type AdminPackages = ApiAnswer<'GET /api/admin/packages.php'>;
export type AdminPackageRow = AdminPackages['packages'][number];

/** GET /api/admin/packages.php: every package of a site (the page's own when `site` is null). */
const packagesQuery = (site: number | null) =>
  queryOptions({
    queryKey: ['admin', 'packages', site],
    queryFn: ({ signal }) =>
      apiFetch<AdminPackages>('/api/admin/packages.php', { signal, query: { site: site ?? undefined } }),
  });

export function useAdminPackages(site: number | null) {
  return useQuery(packagesQuery(site));
}

/** POST /api/admin/package.php: add, change, retire or restore a package; the answer is the site's packages. */
export function useChangePackage(site: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPackageBody) =>
      apiFetch<AdminPackages>('/api/admin/package.php', { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(packagesQuery(site).queryKey, answer),
  });
}

/** "17,99" or "17.99" → 1799 cents; undefined for anything that is not a positive amount with at most 2 decimals. */
export function parseMoney(text: string): number | undefined {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** 1799 → "17.99", for an input the administrator edits. */
export const moneyInput = (cents: number) => (cents / 100).toFixed(2);
