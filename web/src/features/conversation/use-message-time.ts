import { useLanguage } from '../locale/use-language.ts';

/** A message's time: the clock time today, with the date before that. */
export function useMessageTime(): (iso: string) => string {
  const { tag } = useLanguage();
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const today = new Date().toDateString();
  return (iso) => {
    const date = new Date(iso);
    return date.toDateString() === today ? time.format(date) : dateTime.format(date);
  };
}
