import { REFRESH_INTERVAL_MS, REFRESH_START_DELAY_MS } from '@community/contract';
import { useEffect } from 'react';
import { sessionEnding } from './logout-gate.ts';

/**
 * SPEC §9: refresh every 60 s, starting 5 s after mount, while `enabled` (a member is logged in). Every
 * 300 s (`intervalMs`) while this browser has a push subscription (features/push/push-state.ts).
 */
export function usePeriodicRefresh(
  refresh: () => void,
  enabled: boolean,
  intervalMs: number = REFRESH_INTERVAL_MS,
): void {
  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    // A turn that falls while the session is being ended is skipped (the answer would be a 403).
    const tick = () => {
      if (!sessionEnding()) refresh();
    };
    const start = setTimeout(() => {
      tick();
      interval = setInterval(tick, intervalMs);
    }, REFRESH_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [enabled, refresh, intervalMs]);
}
