import type { ProfileTile } from '@community/contract';
import { Card, Container } from 'react-bootstrap';
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

const STEPS = ['signup', 'confirm', 'chat'] as const;

/** Design 2, the chat invitation: a round portrait, then the three steps from here to the first message. */
function ChatInvitation({ member, slug }: { member: ProfileTile; slug?: string }) {
  const { t } = useTranslation('member-landing');
  const copy = useLandingCopy(slug, member.name);
  usePageTitle(copy.headline);
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '34rem' }}>
      <Card className="border-0 shadow text-center" data-variant={copy.variant}>
        <Card.Body className="p-4">
          <div className="mx-auto mb-3" style={{ width: '9rem' }}>
            <TeaserPhoto member={member} size="thumb" round />
          </div>
          <h1 className="h3 mb-2 text-break">{copy.headline}</h1>
          <TeaserFacts member={member} />
          <p>{copy.subline}</p>
          <h2 className="h6 text-start mt-4">{t('memberLanding.steps.heading')}</h2>
          <ol className="text-start ps-3 mb-4">
            {STEPS.map((step) => (
              <li key={step} className="mb-1">
                {t(`memberLanding.steps.${step}`, { name: member.name })}
              </li>
            ))}
          </ol>
          <Link to={memberSignupPath(member.id)} className="btn btn-primary btn-lg w-100 text-wrap">
            {copy.cta}
          </Link>
          <p className="small text-body-secondary mt-2 mb-0">{t('memberLanding.free')}</p>
        </Card.Body>
        <Card.Footer className="bg-transparent">
          <Link to={loginToChatPath(member.id)}>{t('memberLanding.haveAccount')}</Link>
        </Card.Footer>
      </Card>
    </Container>
  );
}

/** /members/{id}/landing2/{slug?} (SPEC §2; lander layout): the chat-invitation design; the slug picks the copy. */
export function MemberLanding2Page() {
  const params = useParams();
  const id = parseMemberId(params.id);
  if (id === undefined) return <NotFoundPage />;
  return (
    <MemberLandingScreen id={id}>
      {(member) => <ChatInvitation member={member} slug={params.slug} />}
    </MemberLandingScreen>
  );
}
