import { describe, expect, it } from 'vitest';
import type { NotificationTiming } from '../../src/config.ts';
import { nextAllowedAt } from '../../src/modules/notifications/policy.ts';
import { quietUntil, timeZoneOf } from '../../src/modules/notifications/time-zones.ts';

/** Decision 0049: the throttle's rules, without the queue. */
const timing: NotificationTiming = {
  messageDelaySeconds: 120,
  likeDelaySeconds: 60,
  gapSeconds: 900,
  dailyMax: 6,
  quietHours: { from: 22, until: 8 },
};
const at = (iso: string) => new Date(iso);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

describe('notification throttle', () => {
  it('sends at once with nothing sent lately, in the daytime of the member’s country', () => {
    expect(nextAllowedAt(at('2026-06-10T10:00:00Z'), [], timing, 'NL')).toBeNull();
  });

  it('waits out the gap after the last notification', () => {
    const now = at('2026-06-10T10:00:00Z');
    expect(nextAllowedAt(now, [minutes(now, -5)], timing, 'NL')).toEqual(minutes(now, 10));
    expect(nextAllowedAt(now, [minutes(now, -16)], timing, 'NL')).toBeNull();
  });

  it('after the daily maximum, waits until the oldest of the last 24 hours is a day old', () => {
    const now = at('2026-06-10T12:00:00Z');
    const sent = [-20, -18, -16, -14, -12, -10].map((hours) => minutes(now, hours * 60));
    expect(nextAllowedAt(now, sent, timing, 'NL')).toEqual(minutes(now, 4 * 60));
    expect(nextAllowedAt(now, [minutes(now, -25 * 60), ...sent.slice(1)], timing, 'NL')).toBeNull();
  });

  it('holds notifications in the quiet hours until 08:00 in the member’s time zone', () => {
    // 23:30 in Amsterdam (summer time, UTC+2): until 08:00 there.
    expect(nextAllowedAt(at('2026-06-10T21:30:00Z'), [], timing, 'NL')).toEqual(at('2026-06-11T06:00:00Z'));
    // 03:10 in Tokyo (UTC+9).
    expect(nextAllowedAt(at('2026-06-09T18:10:00Z'), [], timing, 'JP')).toEqual(at('2026-06-09T23:00:00Z'));
    // A gap that ends in the quiet hours ends at 08:00 too.
    const now = at('2026-06-10T19:55:00Z');
    expect(nextAllowedAt(now, [minutes(now, -1)], timing, 'NL')).toEqual(at('2026-06-11T06:00:00Z'));
  });

  it('ends the quiet hours at 08:00 local time on the night summer time ends', () => {
    // 25 to 26 October 2026 in Amsterdam: the clocks go back at 03:00; 08:00 is then UTC+1.
    expect(quietUntil(at('2026-10-24T22:30:00Z'), 'Europe/Amsterdam', timing.quietHours)).toEqual(
      at('2026-10-25T07:00:00Z'),
    );
  });

  it('maps a country to a time zone, the middle one of several, Amsterdam’s for an unknown code', () => {
    expect(timeZoneOf('NL')).toBe('Europe/Brussels');
    expect(timeZoneOf('JP')).toBe('Asia/Tokyo');
    expect(timeZoneOf('XX')).toBe('Europe/Amsterdam');
    // The United States: a zone on Central time (noon UTC is 06:00 there in January).
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZoneOf('US'),
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(hour.format(at('2026-01-15T12:00:00Z'))).toBe('06');
  });
});
