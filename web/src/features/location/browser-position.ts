import { GEOLOCATION_MAX_AGE_MS } from '@community/contract';

/** Why the browser gave no position; each has its own text (`location.errors.<reason>`). */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout';

/** Long enough for a phone to get a fix indoors; without it a request could wait forever. */
const POSITION_TIMEOUT_MS = 30_000;

const FAILURE_BY_CODE: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The browser's position, at most an hour old (SPEC §9), or the reason there is none. */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject: (reason: PositionFailure) => void) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      (error) => reject(FAILURE_BY_CODE[error.code] ?? 'unavailable'),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  });
}
