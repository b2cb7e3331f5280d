import { getCountry } from 'countries-and-timezones';

const zoneByCountry = new Map<string, string>();

/**
 * The member's time zone by their profile's country (ISO 3166 code). A country with several zones gets the
 * one in the middle by UTC offset (the United States: Chicago's), so quiet hours are off by at most a few
 * hours at its edges; an unknown country gets Amsterdam's, the community's home.
 */
export function timeZoneOf(country: string): string {
  const known = zoneByCountry.get(country);
  if (known) return known;
  const zones = getCountry(country.toUpperCase(), { deprecated: false })?.timezones ?? [];
  const zone = middleZone(zones) ?? 'Europe/Amsterdam';
  zoneByCountry.set(country, zone);
  return zone;
}

function middleZone(zones: readonly string[]): string | undefined {
  const valid = zones.filter((zone) => localTime(new Date(0), zone) !== undefined);
  if (valid.length === 0) return undefined;
  const now = new Date();
  const offset = (zone: string) => {
    const local = localTime(now, zone) as { hour: number; minute: number; day: number };
    return local.day * 1440 + local.hour * 60 + local.minute;
  };
  const sorted = [...valid].sort((a, b) => offset(a) - offset(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function localTime(at: Date, zone: string): { hour: number; minute: number; day: number } | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(at);
    const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
    return { hour: part('hour'), minute: part('minute'), day: part('day') };
  } catch {
    return undefined;
  }
}

/** The hour (0–23) at `at` in `zone`. */
export function localHour(at: Date, zone: string): number {
  return localTime(at, zone)?.hour ?? at.getUTCHours();
}

/**
 * When the quiet hours (`from` o'clock until `until` o'clock local time, across midnight when from > until)
 * around `now` end in `zone`, or null when it is not quiet there now.
 */
export function quietUntil(now: Date, zone: string, quiet: { from: number; until: number }): Date | null {
  const local = localTime(now, zone) ?? { hour: 12, minute: 0, day: 1 };
  const { from, until } = quiet;
  const inQuiet =
    from < until ? local.hour >= from && local.hour < until : local.hour >= from || local.hour < until;
  if (from === until || !inQuiet) return null;
  const hoursLeft = (until - local.hour + 24) % 24;
  const end = new Date(now.getTime() + (hoursLeft * 60 - local.minute) * 60_000);
  end.setUTCSeconds(0, 0);
  // A change to or from summer time that night puts the same local hour an hour off: step to it.
  const endLocal = localTime(end, zone);
  if (endLocal && endLocal.hour !== until) {
    const off = ((until - endLocal.hour + 36) % 24) - 12;
    end.setTime(end.getTime() + off * 3_600_000);
  }
  return end;
}
