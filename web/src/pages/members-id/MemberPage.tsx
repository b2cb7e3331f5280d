import { Container, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorCode } from '../../components/error-text.ts';
import { useMember } from '../../features/members/member-api.ts';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { BlockedProfile } from './BlockedProfile.tsx';
import { parseMemberId } from './member-id.ts';
import { ProfileView } from './ProfileView.tsx';

function MemberScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const member = useMember(id);
  if (member.isPending)
    return (
      <Container className="py-5 text-center">
        <Spinner animation="border" role="status" aria-label={t('member.loading')} />
      </Container>
    );
  if (member.isError) {
    const code = errorCode(member.error);
    if (code === 'not_found') return <NotFoundPage />;
    if (code === 'blocked_by_member') return <BlockedProfile />;
    return (
      <Container className="py-5">
        <ErrorWithRetry error={member.error} onRetry={member.refetch} retryLabel={t('member.retry')} />
      </Container>
    );
  }
  return <ProfileView profile={member.data.profile} related={member.data.related} />;
}

/**
 * /members/{id} (SPEC §2 members-id): another member's profile. An id that is not a number, an unknown or
 * hidden member gives the 404 page; a member who blocked the viewer gives "cannot be viewed" (SPEC §8).
 */
export function MemberPage() {
  const id = parseMemberId(useParams().id);
  if (id === undefined) return <NotFoundPage />;
  return <MemberScreen key={id} id={id} />;
}
