import { type Tracking, trackingFromQuery } from '@community/contract';

export const TRACKING_STORAGE_KEY = 'tracking';

/** On every landing: tracking in the URL replaces what was stored (SPEC §3). Storage may be missing. */
export function captureTracking(search: string): void {
  const tracking = trackingFromQuery(new URLSearchParams(search));
  if (!tracking) return;
  try {
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(tracking));
  } catch {
    // Private mode or full storage: the tracking of this landing is lost, signup still works.
  }
}

export function readTracking(): Tracking | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY) ?? 'null') as unknown;
    return stored && typeof stored === 'object' ? (stored as Tracking) : undefined;
  } catch {
    return undefined;
  }
}

/** After a successful signup the tracking has done its work. */
export function clearTracking(): void {
  try {
    localStorage.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read back either.
  }
}
