import { DASHBOARD_DAYS } from '@community/contract';

/** The UTC offset of `zone` at `at`, in minutes (positive east of Greenwich). */
function offsetMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The moment a calendar day (`YYYY-MM-DD` at 00:00) begins in `zone`. */
function startOfDay(year: number, month: number, day: number, zone: string): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at the answer across a clock change.
  let start = utcMidnight - offsetMinutes(new Date(utcMidnight), zone) * 60_000;
  start = utcMidnight - offsetMinutes(new Date(start), zone) * 60_000;
  return new Date(start);
}

/** Today's start and the start of the first of the last DASHBOARD_DAYS days (today included), in `zone`. */
export function dashboardPeriod(now: Date, zone: string): { today: Date; since: Date } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: zone })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  return {
    today: startOfDay(year, month, day, zone),
    since: startOfDay(year, month, day - (DASHBOARD_DAYS - 1), zone),
  };
}
