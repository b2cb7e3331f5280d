import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../swipe/use-reduced-motion.ts';

/**
 * `playing`: the video runs. `paused`: the visitor paused it, or asked their system for less motion (then it never
 * starts on its own). `blocked`: the browser refused to start it without a tap (a power saver, a site setting).
 */
type LanderVideoState = 'playing' | 'paused' | 'blocked';

export type LanderVideoControl = {
  /** For the <video>: trying to start it as soon as it is on the page. */
  ref: (video: HTMLVideoElement | null) => void;
  state: LanderVideoState;
  /** Whether the video may start by itself: not with `prefers-reduced-motion: reduce`. */
  autoplay: boolean;
  play: () => void;
  pause: () => void;
};

/**
 * Muted autoplay only where the browser allows it (decision 0062): `play()` is tried once the video is on the page,
 * and a refusal shows the poster with a play button. With reduced motion nothing starts until the visitor taps play.
 */
export function useLanderVideo(): LanderVideoControl {
  const element = useRef<HTMLVideoElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = useRef(!reducedMotion);
  autoplay.current = !reducedMotion;
  const [state, setState] = useState<LanderVideoState>(reducedMotion ? 'paused' : 'playing');

  const play = useCallback(() => {
    const video = element.current;
    if (!video) return;
    // Set before play(): a muted video is what browsers let start without a gesture.
    video.muted = true;
    video.play().then(
      () => setState('playing'),
      (error: unknown) => {
        // AbortError: a pause() (or leaving the page) came first, which is no refusal.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState('blocked');
      },
    );
  }, []);
  const pause = useCallback(() => {
    element.current?.pause();
    setState('paused');
  }, []);

  const ref = useCallback(
    (video: HTMLVideoElement | null) => {
      element.current = video;
      if (video && autoplay.current) play();
    },
    [play],
  );
  // The system setting changed while the page was open.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (reducedMotion) pause();
    else play();
  }, [reducedMotion, pause, play]);

  return { ref, state, autoplay: !reducedMotion, play, pause };
}
