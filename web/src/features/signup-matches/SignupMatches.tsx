import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { Alert, Col, Row, Spinner } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { LikeButton } from '../likes/LikeButton.tsx';
import { ProfileTileCard } from '../members/ProfileTileCard.tsx';
import { ResendActivation } from '../signup/ResendActivation.tsx';
import { useSignupMatches } from './signup-matches-api.ts';

/**
 * The members found during signup (SPEC §2 /signup-matches, §4 "find matches"). Before the e-mail is confirmed
 * they are a preview with a note that confirming unlocks liking and chatting; afterwards each tile leads to
 * the profile and can be liked.
 */
export function SignupMatches({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const matches = useSignupMatches(user.id);
  const confirmed = user.status === 'active';

  if (matches.isPending)
    return (
      <p role="status">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        {t('signupMatches.loading')}
      </p>
    );
  if (matches.isError)
    return (
      <ErrorWithRetry
        error={matches.error}
        onRetry={matches.refetch}
        retryLabel={t('signupMatches.retry')}
        layout="block"
      />
    );

  const { count, profiles } = matches.data;
  const found = count === 0 ? 'signupMatches.foundNone' : 'signupMatches.found';
  return (
    <>
      <p className="lead">{t(found, { count })}</p>
      {!confirmed && (
        <Alert variant="info">
          <Alert.Heading as="h2" className="h5">
            {t('signupMatches.confirm.title')}
          </Alert.Heading>
          <p>
            <Trans
              i18nKey="signupMatches.confirm.body"
              values={{ email: user.email }}
              components={{ strong: <strong /> }}
            />
          </p>
          <ResendActivation />
        </Alert>
      )}
      {profiles.length > 0 && (
        <Row
          as="ul"
          xs={2}
          sm={3}
          md={4}
          className="g-3 list-unstyled mt-2"
          aria-label={t('signupMatches.title')}
        >
          {profiles.map((profile) => (
            <Col as="li" key={profile.id}>
              {confirmed ? (
                <ProfileTileCard
                  profile={profile}
                  action={<LikeButton profile={profile} liked={profile.liked} source="signup_matches" />}
                />
              ) : (
                <ProfileTileCard profile={profile} linked={false} />
              )}
            </Col>
          ))}
        </Row>
      )}
      {confirmed && (
        <Link to={WEB_ROUTES.members} className="btn btn-primary mt-4">
          {t('signupMatches.more')}
        </Link>
      )}
    </>
  );
}
