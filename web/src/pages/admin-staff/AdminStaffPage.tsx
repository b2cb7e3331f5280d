import { useState } from 'react';
import { Alert, ListGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorText } from '../../components/error-text.ts';
import { StaffMemberItem } from '../../features/admin-staff/StaffMemberItem.tsx';
import { useChangeStaff, useStaffList } from '../../features/admin-staff/staff-api.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/staff: administrators see the staff, change roles and reset second factors (decision 0054). */
export function AdminStaffPage() {
  const { t } = useTranslation('admin-staff');
  // Error texts are the app's own (`errors.<code>`).
  const { t: appText } = useTranslation();
  usePageTitle(t('adminStaff.list.title'));
  const list = useStaffList();
  const change = useChangeStaff();
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <h1 className="h3">{t('adminStaff.list.title')}</h1>
      <p className="text-body-secondary">{t('adminStaff.list.intro')}</p>
      <div role="status" className="mb-2">
        {done}
      </div>
      {change.isError ? (
        <Alert variant="danger" role="alert">
          {errorText(appText, change.error)}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('adminStaff.loading')}</span>
        </Spinner>
      ) : list.isError ? (
        <ErrorWithRetry
          error={list.error}
          onRetry={() => list.refetch()}
          retryLabel={t('adminStaff.retry')}
          layout="block"
        />
      ) : (
        <ListGroup as="ul" style={{ maxWidth: 720 }}>
          {list.data.map((member) => (
            <StaffMemberItem
              key={`${member.id}-${member.role}`}
              member={member}
              pending={change.isPending}
              onRole={(role) => {
                setDone(null);
                change.mutate(
                  { kind: 'role', id: member.id, role },
                  { onSuccess: () => setDone(t('adminStaff.list.roleChanged', { name: member.email })) },
                );
              }}
              onReset={() => {
                setDone(null);
                change.mutate(
                  { kind: 'reset', id: member.id },
                  { onSuccess: () => setDone(t('adminStaff.list.resetDone', { name: member.email })) },
                );
              }}
            />
          ))}
        </ListGroup>
      )}
    </>
  );
}
