import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { useComplaintsQueue } from './admin-complaints-api.ts';
import { ComplaintTable } from './ComplaintTable.tsx';

function MemberComplaintList({
  filter,
  title,
}: {
  filter: { against: number } | { by: number };
  title: string;
}) {
  const { t } = useTranslation('admin-complaints');
  const queue = useComplaintsQueue(filter);
  return (
    <section className="mb-4" aria-label={title}>
      <h3 className="h6">{title}</h3>
      {queue.isPending ? (
        <Spinner animation="border" size="sm" role="status" aria-label={t('adminComplaints.loading')} />
      ) : queue.isError ? (
        <ErrorWithRetry error={queue.error} onRetry={queue.refetch} retryLabel={t('adminComplaints.retry')} />
      ) : (
        <ComplaintTable complaints={queue.data.complaints} caption={title} />
      )}
    </section>
  );
}

/** A member's complaints for their page in the back office: those about them and those they sent. */
export function MemberComplaints({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-complaints');
  return (
    <div>
      <h2 className="h5">{t('adminComplaints.member.title')}</h2>
      <MemberComplaintList filter={{ against: memberId }} title={t('adminComplaints.member.against')} />
      <MemberComplaintList filter={{ by: memberId }} title={t('adminComplaints.member.by')} />
    </div>
  );
}
