import { LANGUAGES } from '../../contract/src/index.ts';
import { consoleErrors, expect, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { phoneJpeg } from '../support/test-images.ts';

test('at 375 px the badges of a photo being checked stay inside its card, in every language', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await personContext(browser, { viewport: { width: 375, height: 667 } });
  await signUpMember(context, { name: 'Fenna', gender: 'female' });
  // Two photos: the main one (three badges: main, being checked, private switch off) and a second one.
  for (const shade of [40, 200]) {
    const upload = await context.request.post('/api/photos.php', {
      data: await phoneJpeg(shade),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  const page = await context.newPage();
  const errors = consoleErrors(page);
  for (const language of LANGUAGES) {
    const t = webTexts(language);
    await context.addCookies([{ name: 'locale', value: language, url: process.env.BASE_URL ?? '' }]);
    await page.goto('/profile');
    for (const number of [1, 2]) {
      const card = page.getByRole('group', { name: t('photos.photoLabel', { number }) });
      const badge = card.getByText(t('photos.status.inspection'), { exact: true });
      // The first view of /profile loads its chunks: past 10 s once beside the other journeys.
      await expect(badge, language).toBeVisible({ timeout: 30_000 });
      const [cardBox, badgeBox] = [await card.boundingBox(), await badge.boundingBox()];
      if (!cardBox || !badgeBox) throw new Error(`${language}: no box for photo ${number}`);
      expect(badgeBox.x, `${language}: photo ${number}`).toBeGreaterThanOrEqual(cardBox.x);
      expect(badgeBox.x + badgeBox.width, `${language}: photo ${number}`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
    }
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(
      375,
    );
  }
  expect(errors).toEqual([]);
});
