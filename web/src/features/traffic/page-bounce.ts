import { type PageBounce, trackingFromQuery } from '@community/contract';
import { apiBeacon } from '../../api/client.ts';

/** The visit being logged, when its entry URL carried `lb` (SPEC §4); undefined for every other visit. */
type BounceVisit = Omit<PageBounce, 'seconds'> & { enteredAt: number };
let visit: BounceVisit | undefined;

function send(): void {
  if (!visit) return;
  const { enteredAt, ...bounce } = visit;
  apiBeacon('/api/page-bounce.php', {
    ...bounce,
    seconds: Math.min(86_400, Math.max(0, Math.round((Date.now() - enteredAt) / 1000))),
  } satisfies PageBounce);
}

/**
 * Page-bounce logging (SPEC §4, decision 0064): only when the entry URL has `lb`, a beacon each time the page is
 * hidden or left, with the entry path (no query), the network and sub id, the seconds since the entry and whether
 * a signup started. Nothing is kept in the browser; a visit is this page's life. Answers whether it started.
 */
export function startPageBounceLog(location: Pick<Location, 'pathname' | 'search'>): boolean {
  const query = new URLSearchParams(location.search);
  if (visit || !query.has('lb') || typeof crypto?.randomUUID !== 'function') return false;
  const tracking = trackingFromQuery(query);
  visit = {
    visit_id: crypto.randomUUID(),
    entry_path: location.pathname.slice(0, 300) || '/',
    ...(tracking?.network ? { network: tracking.network } : {}),
    ...(tracking?.sub1 ? { sub1: tracking.sub1 } : {}),
    signup_started: false,
    enteredAt: Date.now(),
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  return true;
}

/** The signup was opened during a logged visit. */
export function noteSignupStarted(): void {
  if (visit) visit.signup_started = true;
}

/** Tests: forget the visit. */
export function resetPageBounceLog(): void {
  visit = undefined;
}
