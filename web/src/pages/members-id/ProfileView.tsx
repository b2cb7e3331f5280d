import type { MemberProfile, ProfileTile } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockControls } from '../../features/blocks/BlockControls.tsx';
import { ReportLink } from '../../features/complaints/ReportLink.tsx';
import { ChatButtons } from '../../features/conversation/ChatButtons.tsx';
import { LikeButton } from '../../features/likes/LikeButton.tsx';
import { LIKES_QUERY_KEY } from '../../features/likes/likes-api.ts';
import { FictionalBadge } from '../../features/members/FictionalBadge.tsx';
import { FictionalNotice } from '../../features/members/FictionalNotice.tsx';
import { LoginPrompt } from '../../features/members/LoginPrompt.tsx';
import { MainPhoto } from '../../features/members/MainPhoto.tsx';
import { PhotoOverview } from '../../features/members/PhotoOverview.tsx';
import { ProfileDetails } from '../../features/members/ProfileDetails.tsx';
import { RelatedProfiles } from '../../features/members/RelatedProfiles.tsx';
import { usePlaceName } from '../../features/members/use-place-name.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * The profile as others see it: main photo, name, age and place, the photos, the fields the site shows,
 * related profiles, liking, writing, a gift and blocking.
 */
export function ProfileView({ profile, related }: { profile: MemberProfile; related: ProfileTile[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const own = user?.profile.id === profile.id;
  const place = usePlaceName(profile.country, profile.region);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const askToLogIn = () => setLoginPrompt(true);
  usePageTitle(profile.name);
  const queryClient = useQueryClient();
  const loggedIn = user !== null;
  // Reading member.php cleared this profile's new-like flag on the server: the badge follows (SPEC §4). The
  // page remounts for every profile (MemberPage keys it by id).
  useEffect(() => {
    if (loggedIn && !own) void queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY });
  }, [loggedIn, own, queryClient]);

  const facts = [
    profile.age === null ? undefined : t('member.age', { count: profile.age }),
    place.region,
    place.country,
  ].filter(Boolean);
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col xs={12} sm={5} md={4}>
          <MainPhoto name={profile.name} image={profile.main_image} />
        </Col>
        <Col xs={12} sm={7} md={8}>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <h1 className="h2 mb-0 text-break">{profile.name}</h1>
            {profile.fictional && <FictionalBadge className="fs-6" />}
          </div>
          <p className="text-body-secondary">{facts.join(' · ')}</p>
          {profile.fictional && <FictionalNotice />}
          {own ? (
            <Link to="/profile" className="btn btn-outline-primary">
              {t('member.editOwn')}
            </Link>
          ) : (
            <>
              <div className="d-flex flex-wrap align-items-center gap-3">
                <LikeButton profile={profile} liked={profile.liked} source="profile" size="lg" />
                <ChatButtons profileId={profile.id} onLoginNeeded={askToLogIn} />
                {profile.match && (
                  <p className="mb-0 text-primary fw-semibold">
                    {t('likes.profile.match', { name: profile.name })}
                  </p>
                )}
              </div>
              <BlockControls
                profileId={profile.id}
                name={profile.name}
                blocked={profile.blocked}
                onLoginNeeded={askToLogIn}
              />
              <p className="mt-3 mb-0">
                <ReportLink kind="member" id={profile.id} name={profile.name} />
              </p>
            </>
          )}
        </Col>
      </Row>
      <section className="mt-4" aria-labelledby="member-photos">
        <h2 id="member-photos" className="h5">
          {t('member.photos.title')}
        </h2>
        <PhotoOverview
          memberId={profile.id}
          name={profile.name}
          photos={profile.photos}
          onLoginNeeded={askToLogIn}
        />
      </section>
      <div className="mt-4">
        <ProfileDetails profile={profile} />
      </div>
      <RelatedProfiles profiles={related} />
      <LoginPrompt show={loginPrompt} onClose={() => setLoginPrompt(false)} />
    </Container>
  );
}
