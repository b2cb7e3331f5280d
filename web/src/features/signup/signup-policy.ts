import { type Settings, type Tracking, trackingFromQuery } from '@community/contract';

/**
 * SPEC §5: signup is open when the site says 'all', or 'with_trafficsource' and the visitor came through a
 * traffic source (a stored tracking with a network, or a network in the current query).
 */
export function signupAllowed(
  policy: Settings['signups'],
  stored: Tracking | undefined,
  query: URLSearchParams,
): boolean {
  if (policy === 'all') return true;
  if (policy === 'none') return false;
  return Boolean(stored?.network || trackingFromQuery(query)?.network);
}
