import type { LikesResponse } from '@community/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';

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
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>{errorText(t, likes.error)}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void likes.refetch()}>
          {t('member.retry')}
        </Button>
      </Alert>
    );
  return (
    <div className="py-5 text-center">
      <Spinner animation="border" role="status" aria-label={t('likes.loading')} />
    </div>
  );
}
