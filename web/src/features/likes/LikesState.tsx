import type { LikesResponse } from '@community/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';

/** The likes once loaded; before that a spinner, or the error with a retry. */
export function LikesState({
  likes,
  children,
}: {
  likes: UseQueryResult<LikesResponse>;
  children: (data: LikesResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  if (likes.data) return children(likes.data);
  if (likes.isError)
    return <ErrorWithRetry error={likes.error} onRetry={likes.refetch} retryLabel={t('member.retry')} />;
  return (
    <div className="py-5 text-center">
      <Spinner animation="border" role="status" aria-label={t('likes.loading')} />
    </div>
  );
}
