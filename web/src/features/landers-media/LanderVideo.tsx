import './landers-media.css';
import { LANDER_VIDEO } from './lander-video-files.ts';
import type { LanderVideoControl } from './use-lander-video.ts';

/**
 * The media landers' video (decision 0062): muted, looping, inline, its poster until it plays; decorative, so
 * hidden from assistive technology (LanderVideoToggle is its control). Nothing loads but the poster while it may
 * not start by itself (reduced motion).
 */
export function LanderVideo({ control, className }: { control: LanderVideoControl; className?: string }) {
  return (
    <video
      ref={control.ref}
      className={['lander-media-video', className].filter(Boolean).join(' ')}
      data-video-state={control.state}
      poster={LANDER_VIDEO.poster}
      muted
      loop
      playsInline
      autoPlay={control.autoplay}
      preload={control.autoplay ? 'auto' : 'none'}
      disablePictureInPicture
      disableRemotePlayback
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src={LANDER_VIDEO.webm} type="video/webm" />
      <source src={LANDER_VIDEO.mp4} type="video/mp4" />
    </video>
  );
}
