import { normaliseTracking, type Tracking, trackingFromQuery } from '@community/contract';

export const TRACKING_STORAGE_KEY = 'tracking';

/**
 * On every landing, whatever its path (home, a lander, a member landing): tracking in the URL replaces what was
 * stored (SPEC §3), and is kept for the rest of the visit until a signup uses it. Storage may be missing.
 */
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
    // Normalised again: storage is the browser's, anything may have been written there.
    return stored && typeof stored === 'object'
      ? normaliseTracking(stored as Record<string, unknown>)
      : undefined;
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
