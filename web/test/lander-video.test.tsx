import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanderVideo } from '../src/features/landers-media/LanderVideo.tsx';
import { LanderVideoToggle } from '../src/features/landers-media/LanderVideoToggle.tsx';
import { useLanderVideo } from '../src/features/landers-media/use-lander-video.ts';
import { createI18n } from '../src/i18n/i18n.ts';

function Player() {
  const control = useLanderVideo();
  return (
    <>
      <LanderVideo control={control} />
      <LanderVideoToggle control={control} />
    </>
  );
}

/** The system's motion setting, as window.matchMedia reports it (jsdom has no matchMedia of its own). */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The browser's answer to play(): jsdom plays nothing, so play and pause are stand-ins. */
function browserPlay(answer: () => Promise<void>) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(answer);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return { play, pause };
}

async function show() {
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <Player />
      </Suspense>
    </I18nextProvider>,
  );
}
const theVideo = () => document.querySelector('video') as HTMLVideoElement;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Decision 0062: muted autoplay only where the browser allows it, never with reduced motion. */
describe('the lander video', () => {
  it('starts muted by itself where the browser lets it, and pauses on the button', async () => {
    prefersReducedMotion(false);
    const { play, pause } = browserPlay(() => Promise.resolve());
    await show();
    const toggle = await screen.findByRole('button', { name: 'Pause the video' });
    const video = theVideo();
    expect(play).toHaveBeenCalled();
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('poster')).toBe('/landers/evening-glow-poster.webp');
    await userEvent.click(toggle);
    expect(pause).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Play the video' })).toBeTruthy();
  });

  it('shows the poster with a play button when the browser refuses to start it', async () => {
    prefersReducedMotion(false);
    const { play } = browserPlay(() =>
      Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError')),
    );
    await show();
    const button = await screen.findByRole('button', { name: 'Play the video' });
    expect(button.className).toContain('lander-media-play');
    const tries = play.mock.calls.length;
    play.mockImplementation(() => Promise.resolve());
    await userEvent.click(button);
    expect(play.mock.calls.length).toBe(tries + 1);
    expect(await screen.findByRole('button', { name: 'Pause the video' })).toBeTruthy();
  });

  it('does not start with reduced motion: no autoplay, nothing loaded but the poster, play on request', async () => {
    prefersReducedMotion(true);
    const { play } = browserPlay(() => Promise.resolve());
    await show();
    const button = await screen.findByRole('button', { name: 'Play the video' });
    const video = theVideo();
    expect(play).not.toHaveBeenCalled();
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    await userEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
