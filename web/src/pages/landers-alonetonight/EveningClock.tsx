import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../features/locale/use-language.ts';

/** Evening from 18:00, night until 6:00, day between: the line under the clock. */
function momentOf(hour: number): 'evening' | 'night' | 'day' {
  if (hour >= 18) return 'evening';
  return hour < 6 ? 'night' : 'day';
}

/** The visitor's own weekday and time (their device's clock), with a line for the time of day. */
export function EveningClock() {
  const { t } = useTranslation('landers-media');
  const { tag } = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const moment = momentOf(now.getHours());
  const time = new Intl.DateTimeFormat(tag, { weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(
    now,
  );
  return (
    <p className="at-clock mb-3">
      <span className="at-moon" aria-hidden="true" />
      <time dateTime={now.toISOString()}>{time}</time>
      <span className="at-moment">{t(`landersMedia.alonetonight.moment.${moment}`)}</span>
    </p>
  );
}
