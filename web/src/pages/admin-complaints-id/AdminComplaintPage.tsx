import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorCode, errorText } from '../../components/error-text.ts';
import {
  useComplaintAction,
  useStaffComplaint,
} from '../../features/admin-complaints/admin-complaints-api.ts';
import { ComplaintDetails } from '../../features/admin-complaints/ComplaintDetails.tsx';
import { ResolveComplaintForm } from '../../features/admin-complaints/ResolveComplaintForm.tsx';
import { usePageTitle } from '../page-title.ts';

/** /admin/complaints/{id}: one complaint; take it, and resolve it with an outcome and a reply to the reporter. */
export function AdminComplaintPage() {
  const { t } = useTranslation('admin-complaints');
  const { t: common } = useTranslation();
  const id = Number(useParams().id);
  const complaint = useStaffComplaint(id);
  const assign = useComplaintAction();
  const reference = complaint.data?.reference ?? '';
  usePageTitle(t('adminComplaints.detail.title', { reference }));

  let body: React.ReactNode;
  if (complaint.isPending)
    body = <Spinner animation="border" role="status" aria-label={t('adminComplaints.loading')} />;
  else if (complaint.isError)
    body =
      errorCode(complaint.error) === 'not_found' ? (
        <Alert variant="warning">{t('adminComplaints.detail.notFound')}</Alert>
      ) : (
        <ErrorWithRetry
          error={complaint.error}
          onRetry={complaint.refetch}
          retryLabel={t('adminComplaints.retry')}
        />
      );
  else
    body = (
      <>
        <ComplaintDetails complaint={complaint.data} />
        {complaint.data.status !== 'resolved' && (
          <>
            <div className="mb-4">
              <Button
                variant="outline-primary"
                disabled={assign.isPending}
                onClick={() => assign.mutate({ id, action: 'assign' })}
              >
                {t('adminComplaints.detail.assign')}
              </Button>
              {assign.isError && (
                <Alert variant="danger" className="mt-2">
                  {errorText(common, assign.error)}
                </Alert>
              )}
            </div>
            <ResolveComplaintForm id={id} />
          </>
        )}
      </>
    );

  return (
    <div style={{ maxWidth: 880 }}>
      <p>
        <Link to="/admin/complaints">{t('adminComplaints.detail.back')}</Link>
      </p>
      <h1 className="h3">{t('adminComplaints.detail.title', { reference })}</h1>
      {body}
    </div>
  );
}
