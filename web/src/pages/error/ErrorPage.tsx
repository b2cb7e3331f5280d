import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { isChunkLoadError, reloadAfterChunkFailure } from '../../features/chunk-reload/chunk-reload.ts';
import { ErrorView } from './ErrorView.tsx';

/** Router error boundary: a failed script chunk reloads the page (once per 60 s); anything else shows the error. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadAfterChunkFailure();
  }, [chunkFailed]);

  let status = 500;
  let message = t('errors.generic');
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = status === 404 ? t('error.notFound') : t('errors.generic');
  } else if (error instanceof ApiError && error.status >= 400) {
    status = error.status;
    message = t(`errors.${error.code}`, { defaultValue: t('errors.generic') });
  }
  return (
    <main id="main" className="app-main">
      <ErrorView status={status} message={message} />
    </main>
  );
}
