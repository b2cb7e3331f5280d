import { useTranslation } from 'react-i18next';
import type { LanderVideoControl } from './use-lander-video.ts';

const PLAY = 'M6 4.5v11l9-5.5-9-5.5Z';
const PAUSE = 'M6 4h3v12H6zM11 4h3v12h-3z';

/**
 * Pause and play for the lander video (and what moves with it), a round button for the corner. When the browser
 * refused to start the video, a larger "Play video" button over the poster instead.
 */
export function LanderVideoToggle({
  control,
  className,
}: {
  control: LanderVideoControl;
  className?: string;
}) {
  const { t } = useTranslation('landers-media');
  const playing = control.state === 'playing';
  const blocked = control.state === 'blocked';
  const label = playing ? t('landersMedia.player.pause') : t('landersMedia.player.play');
  return (
    <button
      type="button"
      className={[blocked ? 'lander-media-play' : 'lander-media-toggle', className].filter(Boolean).join(' ')}
      onClick={playing ? control.pause : control.play}
      data-video-toggle={control.state}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={playing ? PAUSE : PLAY} />
      </svg>
      <span className={blocked ? 'ms-2' : 'visually-hidden'}>{label}</span>
    </button>
  );
}
