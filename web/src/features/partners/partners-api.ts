import { type PartnersResponse, TRACKING_KEYS } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { readTracking } from '../signup/tracking.ts';

/**
 * GET /api/partners.php (decision 0066): the partner links filled with the asker's tracking. A visitor sends the
 * values the browser stored from the entry URL; for a member the server takes the account's.
 */
const partnersQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: ['partners', viewerId],
    queryFn: ({ signal }) =>
      apiFetch<PartnersResponse>('/api/partners.php', {
        query: viewerId === null ? storedTracking() : {},
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** The stored tracking values the server takes (only those: it refuses other keys). */
function storedTracking(): Record<string, string | undefined> {
  const stored = readTracking();
  return Object.fromEntries(TRACKING_KEYS.map((key) => [key, stored?.[key]]));
}

/** The links, asked for only when `enabled` (the settings say there are some). */
export function usePartnerLinks(enabled: boolean): PartnersResponse | undefined {
  const user = useCurrentUser();
  return useQuery({ ...partnersQuery(user?.id ?? null), enabled }).data;
}
