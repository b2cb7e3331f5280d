import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';

/** An answer of the credits calls once loaded; before that a spinner, or the error with a retry. */
export function CreditsState<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data) return children(query.data);
  if (query.isError)
    return <ErrorWithRetry error={query.error} onRetry={query.refetch} retryLabel={t('credits.retry')} />;
  return (
    <div className="py-5 text-center">
      <Spinner animation="border" role="status" aria-label={loadingLabel} />
    </div>
  );
}
