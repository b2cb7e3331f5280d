import type { AdminComplaint } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhotoUrl } from '../photos/photo-url.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What was reported, as it was when reported: the message's text, the photo, the member's name. */
function Snapshot({ snapshot }: { snapshot: Record<string, unknown> }) {
  const { t } = useTranslation('admin-complaints');
  const url = usePhotoUrl();
  const thumb = text(snapshot.thumb_filename);
  const words = text(snapshot.text) ?? text(snapshot.description);
  const name = text(snapshot.sender_name) ?? text(snapshot.owner_name) ?? text(snapshot.name);
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="complaint-snapshot">
      <h2 id="complaint-snapshot" className="h6">
        {t('adminComplaints.detail.snapshot')}
      </h2>
      {name && <p className="mb-1">{name}</p>}
      {thumb && (
        <img
          src={url(thumb)}
          alt={t('adminComplaints.detail.photoAlt')}
          width={160}
          className="rounded mb-2"
        />
      )}
      {words && <blockquote className="mb-0 fst-italic text-break">“{words}”</blockquote>}
      {text(snapshot.image_filename) && <p className="small mb-0">{text(snapshot.image_filename)}</p>}
    </section>
  );
}

/** One complaint for staff: who reported what, the explanation, the snapshot, and the decision once taken. */
export function ComplaintDetails({ complaint }: { complaint: AdminComplaint }) {
  const { t } = useTranslation(['admin-complaints', 'translation']);
  const { language } = complaint;
  return (
    <>
      <dl className="row mb-3">
        <dt className="col-sm-3">{t('adminComplaints.detail.about')}</dt>
        <dd className="col-sm-9">
          {t(`complaints.kinds.${complaint.kind}`, { ns: 'translation' })}
          {complaint.target_member && (
            <>
              {' · '}
              <Link to={`/members/${complaint.target_member.id}`}>{complaint.target_member.name}</Link>
            </>
          )}
        </dd>
        {complaint.reason && (
          <>
            <dt className="col-sm-3">{t('adminComplaints.columns.reason')}</dt>
            <dd className="col-sm-9">{t(`complaints.reasons.${complaint.reason}`, { ns: 'translation' })}</dd>
          </>
        )}
        <dt className="col-sm-3">{t('adminComplaints.columns.reporter')}</dt>
        <dd className="col-sm-9 text-break">
          {complaint.reporter_name ?? t('adminComplaints.unknownReporter')}
          {complaint.reporter ? ` (#${complaint.reporter.id})` : ` (${t('adminComplaints.detail.visitor')})`}
          {complaint.reporter_email && ` · ${complaint.reporter_email}`}
          {` · ${language}`}
        </dd>
        <dt className="col-sm-3">{t('adminComplaints.detail.goodFaith')}</dt>
        <dd className="col-sm-9">
          {t(complaint.good_faith ? 'adminComplaints.detail.yes' : 'adminComplaints.detail.no')}
        </dd>
        <dt className="col-sm-3">{t('adminComplaints.columns.status')}</dt>
        <dd className="col-sm-9">
          {t(`adminComplaints.status.${complaint.status}`)}
          {complaint.assignee && ` · ${complaint.assignee.name}`}
        </dd>
      </dl>
      <h2 className="h6">{t('adminComplaints.detail.explanation')}</h2>
      <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {complaint.explanation}
      </p>
      {complaint.snapshot && <Snapshot snapshot={complaint.snapshot} />}
      {complaint.status === 'resolved' && complaint.outcome && (
        <section className="border rounded p-3 mb-3" aria-labelledby="complaint-decision">
          <h2 id="complaint-decision" className="h6">
            {t('adminComplaints.detail.decision')}
          </h2>
          <p className="mb-1">{t(`adminComplaints.outcomes.${complaint.outcome}`)}</p>
          <p className="small text-body-secondary mb-1">
            {t('adminComplaints.detail.resolvedBy', { name: complaint.resolved_by?.name ?? '' })}
          </p>
          <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {complaint.reply}
          </p>
        </section>
      )}
    </>
  );
}
