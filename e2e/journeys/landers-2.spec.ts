import type { Locator, Page } from '@playwright/test';
import { LANGUAGE_TAGS, type Language } from '../../contract/src/index.ts';
import { expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';

/** The phone of issue 24's "done when": a 375 px wide window. */
const PHONE = { width: 375, height: 740 } as const;
/** Dutch, the default, and German with the longest words. */
const LANGUAGES_UNDER_TEST: readonly Language[] = ['nl', 'de'];

/** What makes each media lander its own design (decision 0062), found on the page once it has drawn. */
const DESIGNS: Record<string, (page: Page) => Locator> = {
  // The night sky over a city of lit windows, with the visitor's own clock.
  alonetonight: (page) => page.locator('.at-sky time'),
  // A tile map of members by region: region buttons with counts, never a position.
  maplanding: (page) => page.locator('button.rm-tile').first(),
  // A feed of members' posts.
  socialnetwork: (page) => page.getByRole('article').first(),
  // The video hero with members gliding through its spotlight.
  transitionsvideolanding: (page) => page.locator('.tv-hero video'),
  // The video in its frame.
  video: (page) => page.locator('.vl-frame video'),
};
const LANDERS = Object.keys(DESIGNS);

/** The lander's video state once the page has tried to start it: playing, paused or blocked. */
const videoState = (page: Page) => page.locator('video').getAttribute('data-video-state');

for (const language of LANGUAGES_UNDER_TEST) {
  test(`${language} at 375 px: the five media landers render their own design, accessible, without console errors, and end in the signup`, async ({
    page,
    context,
    errors,
  }) => {
    test.setTimeout(240_000);
    const t = webTexts(language, 'landers-media');
    await page.setViewportSize(PHONE);
    await visitAs(context, { language, skipEntryWarning: true });
    for (const name of LANDERS) {
      const path = `/landers/${name}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
      // Without a slug: the default variant, so the lander's own translated headline.
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        t(`landersMedia.${name}.headline`),
      );
      await expect(DESIGNS[name]?.(page) as Locator, path).toBeVisible();
      await expect(page.getByText(/\{\{\w+\}\}/)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);
      // The page ends in the signup: its last call to action opens the signup page on a phone (SPEC §2).
      const cta = page.locator('[data-lander-cta]:visible').last();
      await cta.scrollIntoViewIfNeeded();
      await cta.click();
      await expect(page, path).toHaveURL(/\/signup$/);
    }
    expect(errors).toEqual([]);
  });
}

test('en: the map lander picks a region and shows its members, with counts per region only', async ({
  page,
  context,
  errors,
}) => {
  const t = webTexts('en', 'landers-media');
  await page.setViewportSize(PHONE);
  await visitAs(context, { language: 'en', skipEntryWarning: true });
  await page.goto('/landers/maplanding');
  const region = page.locator('button.rm-tile').first();
  await expect(region).toBeVisible();
  await region.click();
  await expect(region).toHaveAttribute('aria-pressed', 'true');
  const name = (await region.locator('.rm-name').textContent()) ?? '';
  await expect(
    page.getByRole('heading', { level: 2, name: t('landersMedia.maplanding.membersIn', { region: name }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('landersMedia.maplanding.showAll') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('landersMedia.maplanding.membersEverywhere') }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('the video landers start their muted video by themselves, but not with reduced motion: then the poster and a play button', async ({
  page,
  context,
  errors,
}) => {
  test.setTimeout(90_000);
  const t = webTexts('nl', 'landers-media');
  await page.setViewportSize(PHONE);
  await visitAs(context, { language: 'nl', skipEntryWarning: true });
  for (const name of ['video', 'transitionsvideolanding']) {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`/landers/${name}`);
    // Muted autoplay is allowed here (Permissions-Policy autoplay=(self)): the video runs.
    await expect.poll(() => videoState(page), name).toBe('playing');
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), name)
      .toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/landers/${name}`);
    const play = page.getByRole('button', { name: t('landersMedia.player.play') });
    await expect(play, name).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', /evening-glow-poster\.webp$/);
    expect(await videoState(page)).toBe('paused');
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        autoplay: element.autoplay,
        time: element.currentTime,
      })),
      name,
    ).toEqual({ paused: true, autoplay: false, time: 0 });
    // The visitor may still choose to play it.
    await play.click();
    await expect.poll(() => videoState(page), name).toBe('playing');
  }
  expect(errors).toEqual([]);
});
