import type { StaffSession } from '@community/contract';
import { type ReactNode, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { useStaffSession } from './staff-session-api.ts';

/**
 * The back office opens only for a staff session that confirmed its second factor; until then `confirm` (the
 * authenticator step) stands in its place, and a little longer while it holds on (showing the recovery codes of
 * an enrolment that has confirmed the session already).
 */
export function StaffGate({
  children,
  confirm,
}: {
  children: (staff: StaffSession) => ReactNode;
  confirm: (staff: StaffSession, hold: (held: boolean) => void) => ReactNode;
}) {
  const { t } = useTranslation('admin-shell');
  const session = useStaffSession();
  const [held, setHeld] = useState(false);
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
  return session.data.verified && !held ? children(session.data) : confirm(session.data, setHeld);
}
