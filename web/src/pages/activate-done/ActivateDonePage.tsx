import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { Card, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLandingMember } from '../../features/member-landing/landing-member-api.ts';
import { memberChatPath } from '../../features/member-landing/landing-paths.ts';
import { TeaserFacts } from '../../features/member-landing/TeaserFacts.tsx';
import { TeaserPhoto } from '../../features/member-landing/TeaserPhoto.tsx';
import { memberHomePath } from '../../features/session/member-home.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { usePageTitle } from '../page-title.ts';
import { PremiumOffer } from './PremiumOffer.tsx';
import { StartMembers } from './StartMembers.tsx';

/** The member the signup started from (decision 0063), first: the chat with them is where to go. */
function LandingMemberLead({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('member-landing');
  const lead = useLandingMember(user.id);
  const member = lead.data?.member;
  if (!member) return null;
  return (
    <Card as="section" className="mb-4 shadow-sm" aria-labelledby="activate-done-lead">
      <Card.Body className="d-flex gap-3 align-items-start">
        <div className="flex-shrink-0" style={{ width: '5.5rem' }}>
          <TeaserPhoto member={member} size="thumb" round />
        </div>
        <div className="flex-grow-1 min-w-0">
          <h2 id="activate-done-lead" className="h5">
            {t('memberLanding.activateDone.leadHeading')}
          </h2>
          <TeaserFacts member={member} />
          <Link to={memberChatPath(member.id)} className="btn btn-primary">
            {t('memberLanding.activateDone.leadCta', { name: member.name })}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * Where the activation link lands when it worked and the signup remembered no member it may chat with (the server
 * redirects here; decision 0063): the get-premium offer and members to start with (SPEC §2). In another browser,
 * without the session, a login first; it comes back here.
 */
export function ActivateDonePage() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('member-landing');
  const user = useCurrentUser();
  usePageTitle(t('activation.done.heading'));
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '48rem' }}>
      <h1 className="h2">{t('activation.done.heading')}</h1>
      <p>{t('activation.done.body')}</p>
      {user && <LandingMemberLead user={user} />}
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Link to={memberHomePath()} className="btn btn-primary">
          {t('activation.done.continue')}
        </Link>
        <Link to={WEB_ROUTES['signup-matches']} className="btn btn-outline-primary">
          {t('signupMatches.link')}
        </Link>
      </div>
      {user ? (
        <StartMembers user={user} />
      ) : (
        <section className="mb-4" aria-labelledby="activate-done-members">
          <h2 id="activate-done-members" className="h4">
            {tl('memberLanding.activateDone.membersHeading')}
          </h2>
          <p>{tl('memberLanding.activateDone.loginBody')}</p>
          <Link to={`${WEB_ROUTES.login}?next=${WEB_ROUTES['activate-done']}`} className="btn btn-primary">
            {tl('memberLanding.activateDone.loginCta')}
          </Link>
        </section>
      )}
      <PremiumOffer />
    </Container>
  );
}
