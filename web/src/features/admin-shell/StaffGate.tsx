import type { StaffSession } from '@community/contract';
import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { useStaffSession } from './staff-session-api.ts';

/**
 * The back office opens only for a staff session that confirmed its second factor; until then `confirm` (the
 * authenticator step) stands in its place.
 */
export function StaffGate({
  children,
  confirm,
}: {
  children: (staff: StaffSession) => ReactNode;
  confirm: (staff: StaffSession) => ReactNode;
}) {
  const { t } = useTranslation('admin-shell');
  const session = useStaffSession();
  if (session.isPending)
    return (
      <div className="py-5 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('adminShell.loading')}</span>
        </Spinner>
      </div>
    );
  if (session.isError)
    return (
      <ErrorWithRetry
        error={session.error}
        onRetry={() => session.refetch()}
        retryLabel={t('adminShell.retry')}
        layout="block"
        className="m-4"
      />
    );
  return session.data.verified ? children(session.data) : confirm(session.data);
}
