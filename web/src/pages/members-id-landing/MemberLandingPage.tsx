import type { ProfileTile } from '@community/contract';
import { Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLandingCopy } from '../../features/member-landing/landing-copy.ts';
import { loginToChatPath, memberSignupPath } from '../../features/member-landing/landing-paths.ts';
import { MemberLandingScreen } from '../../features/member-landing/MemberLandingScreen.tsx';
import { TeaserFacts } from '../../features/member-landing/TeaserFacts.tsx';
import { TeaserPhoto } from '../../features/member-landing/TeaserPhoto.tsx';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { parseMemberId } from '../members-id/member-id.ts';
import { usePageTitle } from '../page-title.ts';

/** Design 1, the profile spotlight: the photo large beside the member's facts and the way to write to them. */
function Spotlight({ member }: { member: ProfileTile }) {
  const { t } = useTranslation('member-landing');
  const copy = useLandingCopy(undefined, member.name);
  usePageTitle(copy.headline);
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '60rem' }}>
      <Row className="g-4 align-items-center">
        <Col xs={12} md={6}>
          <div className="shadow rounded">
            <TeaserPhoto member={member} />
          </div>
        </Col>
        <Col xs={12} md={6}>
          <p className="text-uppercase small fw-semibold text-primary-emphasis mb-2">
            {t('memberLanding.spotlight.kicker')}
          </p>
          <h1 className="h2 mb-3 text-break">{copy.headline}</h1>
          <TeaserFacts member={member} />
          <p className="lead">{copy.subline}</p>
          <div className="d-grid gap-2">
            <Link to={memberSignupPath(member.id)} className="btn btn-primary btn-lg text-wrap">
              {copy.cta}
            </Link>
            <p className="small text-body-secondary mb-0 text-center">{t('memberLanding.free')}</p>
          </div>
          <p className="mt-3 mb-0">
            <Link to={loginToChatPath(member.id)}>{t('memberLanding.haveAccount')}</Link>
          </p>
        </Col>
      </Row>
    </Container>
  );
}

/** /members/{id}/landing (SPEC §2; lander layout): one member's public teaser, ending in a signup that remembers them. */
export function MemberLandingPage() {
  const id = parseMemberId(useParams().id);
  if (id === undefined) return <NotFoundPage />;
  return <MemberLandingScreen id={id}>{(member) => <Spotlight member={member} />}</MemberLandingScreen>;
}
