import type { ProfileTile } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** GET /api/blocks.php: the members this member has blocked. */
export const blocksQuery = queryOptions({
  queryKey: ['blocks'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ profiles: ProfileTile[] }>('/api/blocks.php', { signal })).profiles,
});

export function useBlocks() {
  return useQuery(blocksQuery);
}
