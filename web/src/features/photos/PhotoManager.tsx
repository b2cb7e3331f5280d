import { isBuiltRoute } from '@community/contract';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { useCurrentUser } from '../session/use-current-user.ts';
import { PhotoCard } from './PhotoCard.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { useOwnPhotos } from './photos-api.ts';

/** The member's photos, how many more fit (SPEC §5: free 3, premium 25), and the upload. */
export function PhotoManager() {
  const { t } = useTranslation();
  const query = useOwnPhotos();
  const free = useCurrentUser()?.paid_user === false;
  if (query.isPending) {
    return <Spinner role="status" aria-label={t('photos.loading')} />;
  }
  if (query.isError) {
    return <ErrorWithRetry error={query.error} onRetry={query.refetch} retryLabel={t('photos.retry')} />;
  }
  const { photos, limit } = query.data;
  const full = photos.length >= limit;
  return (
    <>
      <p className="text-body-secondary">
        {photos.length === 0 ? t('photos.none') : t('photos.intro')}{' '}
        <span className="fw-semibold">{t('photos.count', { used: photos.length, count: limit })}</span>
      </p>
      {photos.length > 0 && (
        <ul className="row row-cols-2 row-cols-md-3 g-3 list-unstyled mb-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="col">
              <PhotoCard photo={photo} number={index + 1} />
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <Alert variant="info" className="mb-0">
          {t('errors.photo_limit_reached', { count: limit })}
          {free && isBuiltRoute('premium') && (
            <>
              {' '}
              <Link to="/premium" className="alert-link">
                {t('photos.getPremium')}
              </Link>
            </>
          )}
        </Alert>
      ) : (
        <PhotoUpload />
      )}
    </>
  );
}
