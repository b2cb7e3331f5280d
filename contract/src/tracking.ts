import type { Tracking } from './account-schemas.ts';
import { TRACKING_ALIASES, TRACKING_KEYS, TRACKING_VALUE_MAX_LENGTH, type TrackingKey } from './accounts.ts';

/**
 * Characters a tracking value keeps (decision 0064): letters, digits and `- _ . ~ : | @ +`, what networks put in
 * click and sub ids. Anything else (spaces, quotes, angle brackets, `&`, `=`, control characters) is dropped, so
 * a value is safe in a postback URL, a report and a log line.
 */
const UNSAFE_TRACKING_CHARACTERS = /[^A-Za-z0-9\-_.~:|@+]/g;

/** One tracking value as it is kept: trimmed, unsafe characters dropped, at most TRACKING_VALUE_MAX_LENGTH. */
export function normaliseTrackingValue(raw: string): string {
  return raw.trim().replace(UNSAFE_TRACKING_CHARACTERS, '').slice(0, TRACKING_VALUE_MAX_LENGTH);
}

/** Tracking with every value normalised and empty ones left out; undefined when nothing is left. */
export function normaliseTracking(
  tracking: Partial<Record<string, unknown>> | undefined,
): Tracking | undefined {
  if (!tracking) return undefined;
  const kept: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const raw = tracking[key];
    const value = typeof raw === 'string' ? normaliseTrackingValue(raw) : '';
    if (value) kept[key] = value;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Tracking values found in a landing URL's query, aliases mapped and normalised; undefined when there are none. */
export function trackingFromQuery(query: URLSearchParams): Tracking | undefined {
  const tracking: Tracking = {};
  for (const [name, raw] of query) {
    const key = (TRACKING_KEYS as readonly string[]).includes(name)
      ? (name as TrackingKey)
      : TRACKING_ALIASES[name];
    const value = normaliseTrackingValue(raw);
    if (key && value && !tracking[key]) tracking[key] = value;
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined;
}
