/** Numbers, money and waiting times in the staff member's language. */
export function formats(language: string) {
  const number = new Intl.NumberFormat(language);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return {
    count: (value: number) => number.format(value),
    /** Minor units (cents) of a currency. */
    money: (minor: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100),
    /** How long ago a moment was: "3 hours ago". */
    since: (iso: string, now: Date) => {
      const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
      if (minutes < 60) return relative.format(-minutes, 'minute');
      if (minutes < 48 * 60) return relative.format(-Math.round(minutes / 60), 'hour');
      return relative.format(-Math.round(minutes / 1440), 'day');
    },
    /** A duration in seconds as minutes or hours. */
    duration: (seconds: number) =>
      seconds < 3600
        ? new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', maximumFractionDigits: 1 }).format(
            seconds / 60,
          )
        : new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }).format(
            seconds / 3600,
          ),
    /** A calendar day (YYYY-MM-DD) as "27 Nov". */
    day: (date: string) =>
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
  };
}
