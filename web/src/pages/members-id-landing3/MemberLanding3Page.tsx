import type { ProfileTile } from '@community/contract';
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

/**
 * Design 3, the photo card: bare (the empty layout), the photo filling a phone's width with the headline on a
 * dark band below it, like a card in a dating app; nothing else on the page but the way on.
 */
function PhotoCard({ member, slug }: { member: ProfileTile; slug?: string }) {
  const { t } = useTranslation('member-landing');
  const copy = useLandingCopy(slug, member.name);
  usePageTitle(copy.headline);
  return (
    <div
      className="min-vh-100 bg-body text-body d-flex flex-column align-items-center"
      data-bs-theme="dark"
      data-variant={copy.variant}
    >
      <div className="w-100" style={{ maxWidth: '30rem' }}>
        <TeaserPhoto member={member} />
      </div>
      <div className="w-100 px-3 py-4" style={{ maxWidth: '30rem' }}>
        <h1 className="h2 text-break">{copy.headline}</h1>
        <TeaserFacts member={member} />
        <p className="lead">{copy.subline}</p>
        <Link to={memberSignupPath(member.id)} className="btn btn-primary btn-lg w-100 text-wrap">
          {copy.cta}
        </Link>
        <p className="small mt-2 mb-3 text-center">{t('memberLanding.free')}</p>
        <p className="text-center mb-0">
          <Link to={loginToChatPath(member.id)} className="link-light">
            {t('memberLanding.haveAccount')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** /members/{id}/landing3/{slug?} (SPEC §2; empty layout): the photo-card design; the slug picks the copy. */
export function MemberLanding3Page() {
  const params = useParams();
  const id = parseMemberId(params.id);
  if (id === undefined) return <NotFoundPage />;
  return (
    <MemberLandingScreen id={id}>
      {(member) => <PhotoCard member={member} slug={params.slug} />}
    </MemberLandingScreen>
  );
}
