import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { Col, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { ProfileTileCard } from '../../features/members/ProfileTileCard.tsx';
import { useSignupMatches } from '../../features/signup-matches/signup-matches-api.ts';

const SHOWN = 8;

/** Members to start with (SPEC §2 activation success page): the first members that match, from signup-matches. */
export function StartMembers({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('member-landing');
  const matches = useSignupMatches(user.id);
  return (
    <section className="mb-4" aria-labelledby="activate-done-members">
      <h2 id="activate-done-members" className="h4">
        {t('memberLanding.activateDone.membersHeading')}
      </h2>
      {matches.isPending && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t('memberLanding.activateDone.membersLoading')}
        </p>
      )}
      {matches.isError && (
        <ErrorWithRetry
          error={matches.error}
          onRetry={matches.refetch}
          retryLabel={t('memberLanding.activateDone.membersRetry')}
          layout="block"
        />
      )}
      {matches.data && matches.data.profiles.length > 0 && (
        <Row as="ul" xs={2} sm={3} md={4} className="g-3 list-unstyled">
          {matches.data.profiles.slice(0, SHOWN).map((profile) => (
            <Col as="li" key={profile.id}>
              <ProfileTileCard profile={profile} />
            </Col>
          ))}
        </Row>
      )}
      <Link to={WEB_ROUTES.members} className="btn btn-outline-primary mt-3">
        {t('memberLanding.activateDone.membersMore')}
      </Link>
    </section>
  );
}
