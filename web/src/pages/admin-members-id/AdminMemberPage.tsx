import { Alert, Badge, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { MemberComplaints } from '../../features/admin-complaints/MemberComplaints.tsx';
import { MemberActions } from '../../features/admin-members/MemberActions.tsx';
import { MemberHistory } from '../../features/admin-members/MemberHistory.tsx';
import { MemberPhotos } from '../../features/admin-members/MemberPhotos.tsx';
import { MemberProfile } from '../../features/admin-members/MemberProfile.tsx';
import { useMemberDetail } from '../../features/admin-members/members-api.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/members/:id: everything about one member, and the actions staff may take on them. */
export function AdminMemberPage() {
  const { t } = useTranslation('admin-members');
  // Error texts (errors.<code>) are the app's own, in the default namespace.
  const { t: tApp } = useTranslation();
  const id = Number(useParams().id);
  const detail = useMemberDetail(id);
  const name = detail.data?.member.name ?? `#${id}`;
  usePageTitle(`${name} – ${t('adminMembers.title')}`);
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/members">{t('adminMembers.back')}</Link>
      </p>
      {detail.isPending && (
        <Spinner animation="border" role="status" aria-label={t('adminMembers.loading')} />
      )}
      {detail.isError && <Alert variant="danger">{errorText(tApp, detail.error)}</Alert>}
      {detail.data && (
        <>
          <h1 className="h3">
            {name}{' '}
            <Badge bg={detail.data.member.status === 'active' ? 'success' : 'secondary'}>
              {t(`adminMembers.statuses.${detail.data.member.status}`)}
            </Badge>
          </h1>
          <div className="row g-4">
            <section className="col-lg-6" aria-labelledby="member-profile">
              <h2 id="member-profile" className="h5">
                {t('adminMembers.sections.profile')}
              </h2>
              <MemberProfile member={detail.data.member} />
            </section>
            <section className="col-lg-6" aria-labelledby="member-actions">
              <h2 id="member-actions" className="h5">
                {t('adminMembers.sections.actions')}
              </h2>
              <MemberActions detail={detail.data} />
            </section>
          </div>
          <MemberPhotos photos={detail.data.photos} />
          <section className="mt-4" aria-label={t('adminMembers.sections.reports')}>
            <MemberComplaints memberId={id} />
          </section>
          <MemberHistory detail={detail.data} />
        </>
      )}
    </>
  );
}
