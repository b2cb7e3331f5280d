import type { AdminComplaintSummary } from '@community/contract';
import { Badge, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAge } from './use-age.ts';

const STATUS_COLOURS = { open: 'danger', assigned: 'warning', resolved: 'secondary' } as const;

/** Complaints as a table: reference (to the complaint), age, what and whom it is about, reporter, status. */
export function ComplaintTable({
  complaints,
  caption,
}: {
  complaints: AdminComplaintSummary[];
  caption: string;
}) {
  const { t } = useTranslation(['admin-complaints', 'translation']);
  const age = useAge();
  if (complaints.length === 0) return <p className="text-body-secondary">{t('adminComplaints.empty')}</p>;
  return (
    <Table responsive hover size="sm" className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminComplaints.columns.reference')}</th>
          <th scope="col">{t('adminComplaints.columns.received')}</th>
          <th scope="col">{t('adminComplaints.columns.about')}</th>
          <th scope="col">{t('adminComplaints.columns.reason')}</th>
          <th scope="col">{t('adminComplaints.columns.reporter')}</th>
          <th scope="col">{t('adminComplaints.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {complaints.map((complaint) => (
          <tr key={complaint.id}>
            <td>
              <Link to={`/admin/complaints/${complaint.id}`} className="font-monospace">
                {complaint.reference}
              </Link>
            </td>
            <td>
              <time dateTime={complaint.created_at}>{age(complaint.created_at)}</time>
            </td>
            <td>
              {t(`complaints.kinds.${complaint.kind}`, { ns: 'translation' })}
              {complaint.target_member && ` · ${complaint.target_member.name}`}
            </td>
            <td>
              {complaint.reason ? t(`complaints.reasons.${complaint.reason}`, { ns: 'translation' }) : '–'}
            </td>
            <td>{complaint.reporter_name ?? t('adminComplaints.unknownReporter')}</td>
            <td>
              <Badge
                bg={STATUS_COLOURS[complaint.status]}
                text={complaint.status === 'assigned' ? 'dark' : undefined}
              >
                {t(`adminComplaints.status.${complaint.status}`)}
              </Badge>
              {complaint.assignee && <span className="small ms-2">{complaint.assignee.name}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
