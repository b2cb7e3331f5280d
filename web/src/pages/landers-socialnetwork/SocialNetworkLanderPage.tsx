import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { photosFirst } from '../../features/landers-media/photos-first.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { FeedPost } from './FeedPost.tsx';
import { MemberAvatar } from './MemberAvatar.tsx';
import './socialnetwork.css';

const STORIES = 10;
const POSTS = 9;
/** An invitation between the posts after every this many. */
const INVITE_EVERY = 3;

/**
 * /landers/socialnetwork/{slug?}: a social network's home: members' faces in a row, a box to write in, a feed of
 * members' profile photos with like and message (each leads to the signup), a side card on wide screens.
 */
export function SocialNetworkLanderPage() {
  const { t } = useTranslation('landers-media');
  const settings = useCurrentSettings();
  const defaults = {
    headline: t('landersMedia.socialnetwork.headline'),
    subline: t('landersMedia.socialnetwork.subline'),
  };
  return (
    <LanderScreen name="socialnetwork" defaults={defaults}>
      {({ lander, copy }) => {
        const profiles = photosFirst(lander.profiles);
        const posts = profiles.slice(0, POSTS);
        return (
          <div className="sn-page">
            <div className="container sn-layout py-3 py-md-4">
              <div className="sn-main">
                <div className="sn-card p-3 mb-3">
                  <LanderIntro lander={lander} copy={copy} />
                </div>
                {profiles.length > 0 && (
                  <ul
                    className="sn-stories list-unstyled"
                    aria-label={t('landersMedia.socialnetwork.storiesLabel')}
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways must be focusable so the keyboard can scroll it (WCAG 2.1.1)
                    tabIndex={0}
                  >
                    {profiles.slice(0, STORIES).map((profile) => (
                      <li key={profile.id}>
                        <MemberAvatar profile={profile} className="sn-story-ring" />
                        <span className="sn-story-name">{profile.name}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="sn-card sn-composer-card p-2 mb-3">
                  <span className="sn-composer-avatar" aria-hidden="true" />
                  <LanderSignupButton variant="light" size="sm" className="sn-composer">
                    {t('landersMedia.socialnetwork.composer')}
                  </LanderSignupButton>
                </div>
                <section aria-label={t('landersMedia.socialnetwork.feedLabel')} className="sn-feed">
                  {posts.map((profile, index) => (
                    <Fragment key={profile.id}>
                      <FeedPost profile={profile} />
                      {index % INVITE_EVERY === INVITE_EVERY - 1 && index < posts.length - 1 && (
                        <aside
                          className="sn-card sn-invite p-3"
                          aria-label={t('landersMedia.socialnetwork.inviteTitle')}
                        >
                          <p className="fw-semibold mb-2">{t('landersMedia.socialnetwork.inviteTitle')}</p>
                          <p className="small mb-3">{t('landersMedia.socialnetwork.inviteText')}</p>
                          <LanderSignupButton size="sm" className="rounded-pill px-3">
                            {copy.callToAction}
                          </LanderSignupButton>
                        </aside>
                      )}
                    </Fragment>
                  ))}
                </section>
                <div className="sn-card p-4 mt-3">
                  <LanderSignupBlock callToAction={copy.callToAction} profiles={profiles.slice(0, STORIES)} />
                </div>
              </div>
              <aside className="sn-side" aria-labelledby="sn-side-title">
                <div className="sn-card p-3">
                  <h2 id="sn-side-title" className="h6">
                    {t('landersMedia.socialnetwork.sideTitle', { siteName: settings.name })}
                  </h2>
                  <p className="small text-body-secondary">{t('landersMedia.socialnetwork.sideText')}</p>
                  <LanderMemberCount count={lander.member_count} className="small fw-semibold" />
                  <LanderSignupButton size="sm" className="w-100 rounded-pill">
                    {copy.callToAction}
                  </LanderSignupButton>
                </div>
              </aside>
            </div>
          </div>
        );
      }}
    </LanderScreen>
  );
}
