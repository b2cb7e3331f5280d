import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { GalleryViewer } from './GalleryViewer.tsx';
import './gallery.css';

/** Photos in the gallery before its "many more" slide. */
const PHOTOS_SHOWN = 9;

/** /landers/gallery/{slug?}: a photo gallery of the niche's members, one at a time, ending in the signup. */
export function GalleryLanderPage() {
  return (
    <LanderScreen name="gallery">
      {({ lander, copy }) => {
        const photos = lander.profiles.filter((profile) => profile.main_image).slice(0, PHOTOS_SHOWN);
        return (
          <div className="container py-3" style={{ maxWidth: '40rem' }}>
            <LanderIntro lander={lander} copy={copy} className="text-center mb-2" />
            <LanderMemberCount
              count={lander.member_count}
              className="text-center fw-semibold text-primary mb-3"
            />
            {photos.length > 0 && <GalleryViewer photos={photos} callToAction={copy.callToAction} />}
            <LanderSignupBlock callToAction={copy.callToAction} profiles={photos} className="mt-4" />
          </div>
        );
      }}
    </LanderScreen>
  );
}
