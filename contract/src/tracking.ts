import type { Tracking } from './account-schemas.ts';
import { TRACKING_ALIASES, TRACKING_KEYS, TRACKING_VALUE_MAX_LENGTH, type TrackingKey } from './accounts.ts';

/** Tracking values found in a landing URL's query, aliases mapped; undefined when there are none. */
export function trackingFromQuery(query: URLSearchParams): Tracking | undefined {
  const tracking: Tracking = {};
  for (const [name, raw] of query) {
    const key = (TRACKING_KEYS as readonly string[]).includes(name)
      ? (name as TrackingKey)
      : TRACKING_ALIASES[name];
    const value = raw.trim().slice(0, TRACKING_VALUE_MAX_LENGTH);
    if (key && value && !tracking[key]) tracking[key] = value;
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined;
}
