import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';

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
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>{errorText(t, query.error)}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
          {t('credits.retry')}
        </Button>
      </Alert>
    );
  return (
    <div className="py-5 text-center">
      <Spinner animation="border" role="status" aria-label={loadingLabel} />
    </div>
  );
}
