import { REFRESH_INTERVAL_MS, REFRESH_START_DELAY_MS } from '@community/contract';
import { useEffect } from 'react';

/**
 * SPEC §9: refresh every 60 s, starting 5 s after mount, while `enabled` (a member is logged in). Every
 * 300 s (`intervalMs`) while push is connected.
 */
export function usePeriodicRefresh(
  refresh: () => void,
  enabled: boolean,
  intervalMs: number = REFRESH_INTERVAL_MS,
): void {
  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, intervalMs);
    }, REFRESH_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [enabled, refresh, intervalMs]);
}
