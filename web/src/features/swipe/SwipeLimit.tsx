import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../locale/use-language.ts';
import { premiumPath } from './premium-path.ts';

/** When the daily count starts again, in the member's language and time zone ("dinsdag 3 november om 01:00"). */
function useResetTime(resetsAt: string): string {
  const { tag } = useLanguage();
  const date = new Date(resetsAt);
  if (Number.isNaN(date.getTime())) return resetsAt;
  return new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Today's free likes are used (SPEC §6, §9): when liking is possible again, premium if offered; passing goes on. */
export function SwipeLimit({ limit, resetsAt }: { limit: number; resetsAt: string }) {
  const { t } = useTranslation();
  const time = useResetTime(resetsAt);
  const premium = premiumPath();
  return (
    <Alert variant="info" className="mx-auto" style={{ maxWidth: '24rem' }}>
      <Alert.Heading as="h2" className="h5">
        {t('swipe.limit.title')}
      </Alert.Heading>
      <p className={premium ? undefined : 'mb-0'}>{t('swipe.limit.body', { count: limit, time })}</p>
      {premium && (
        <Link to={premium} className="btn btn-primary">
          {t('swipe.limit.premium')}
        </Link>
      )}
    </Alert>
  );
}
