import type { CompanyInfo } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export const companyInfoQuery = queryOptions({
  queryKey: ['companyinfo'],
  queryFn: async (): Promise<CompanyInfo> =>
    (await apiFetch<{ companyinfo: CompanyInfo }>('/api/companyinfo.php')).companyinfo,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Loaded once per visit (SPEC §7: skipped when already loaded). */
export function useCompanyInfo() {
  return useQuery(companyInfoQuery);
}
