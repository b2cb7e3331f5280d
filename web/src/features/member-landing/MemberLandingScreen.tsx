import { type ProfileTile, WEB_ROUTES } from '@community/contract';
import type { ReactNode } from 'react';
import { Container, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorCode } from '../../components/error-text.ts';
import { useMemberTeaser } from './member-teaser-api.ts';

/** A member a visitor may not see (unknown, hidden, another site's): said plainly, with the way to sign up anyway. */
function LandingUnavailable() {
  const { t } = useTranslation('member-landing');
  return (
    <Container className="py-5" style={{ maxWidth: '36rem' }}>
      <h1 className="h2">{t('memberLanding.unavailable.heading')}</h1>
      <p>{t('memberLanding.unavailable.body')}</p>
      <Link to={WEB_ROUTES.signup} className="btn btn-primary">
        {t('memberLanding.unavailable.cta')}
      </Link>
    </Container>
  );
}

/** Loads the member's public teaser for a member landing; `children` draws the design around it. */
export function MemberLandingScreen({
  id,
  children,
}: {
  id: number;
  children: (member: ProfileTile) => ReactNode;
}) {
  const { t } = useTranslation();
  const teaser = useMemberTeaser(id);
  if (teaser.isPending)
    return (
      <Container className="py-5 text-center">
        <Spinner animation="border" role="status" aria-label={t('member.loading')} />
      </Container>
    );
  if (teaser.isError) {
    if (errorCode(teaser.error) === 'not_found') return <LandingUnavailable />;
    return (
      <Container className="py-5">
        <ErrorWithRetry error={teaser.error} onRetry={teaser.refetch} retryLabel={t('member.retry')} />
      </Container>
    );
  }
  return children(teaser.data.member);
}
