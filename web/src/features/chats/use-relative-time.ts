import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../locale/use-language.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The current time, updated every minute, so "5 minutes ago" does not stand still. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export type RelativeTime = (iso: string) => { text: string; full: string };

/**
 * When something happened, in the member's language: "now", "5 minutes ago", "yesterday" up to a week back,
 * then the date; `full` is the exact date and time (for a tooltip).
 */
export function useRelativeTime(): RelativeTime {
  const { tag } = useLanguage();
  const now = useMinuteClock();
  const formats = useMemo(
    () => ({
      relative: new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' }),
      date: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' }),
      dateWithYear: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
      full: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }),
    }),
    [tag],
  );
  return useCallback(
    (iso) => {
      const { relative, date, dateWithYear, full } = formats;
      const when = new Date(iso);
      if (Number.isNaN(when.getTime())) return { text: '', full: '' };
      const ago = Math.max(0, now - when.getTime());
      let text: string;
      if (ago < MINUTE) text = relative.format(0, 'second');
      else if (ago < HOUR) text = relative.format(-Math.floor(ago / MINUTE), 'minute');
      else if (ago < DAY) text = relative.format(-Math.floor(ago / HOUR), 'hour');
      else if (ago < 7 * DAY) text = relative.format(-Math.floor(ago / DAY), 'day');
      else text = (when.getFullYear() === new Date(now).getFullYear() ? date : dateWithYear).format(when);
      return { text, full: full.format(when) };
    },
    [formats, now],
  );
}
