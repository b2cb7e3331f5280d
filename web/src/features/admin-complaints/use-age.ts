import { useLanguage } from '../locale/use-language.ts';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago a time was, in the staff member's language ("3 hours ago"), for the queue's ages. */
export function useAge(): (iso: string) => string {
  const { tag } = useLanguage();
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  return (iso) => {
    const elapsed = Date.now() - new Date(iso).getTime();
    const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['minute', 60_000];
    return format.format(-Math.floor(elapsed / size), unit);
  };
}
