import { consoleErrors, expect, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { phoneJpeg } from '../support/test-images.ts';

const t = webTexts('nl');

test('a photo whose answer is lost after the server stored it is retried and stored once', async ({
  browser,
}) => {
  const context = await personContext(browser);
  await signUpMember(context, { name: 'Lotte', gender: 'female' });
  const page = await context.newPage();
  const errors = consoleErrors(page);

  // The first attempt reaches the server, which stores the photo; its answer never reaches the browser.
  const attempts: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/photos.php',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts.push(new URL(route.request().url()).searchParams.get('client_id') ?? '');
      if (attempts.length > 1) return route.continue();
      const stored = await route.fetch();
      expect(stored.status()).toBe(201);
      await route.abort('connectionreset');
    },
  );

  await page.goto('/profile');
  const photos = page.getByRole('region', { name: t('photos.title') });
  await page
    .getByLabel(t('photos.upload.label'), { exact: true })
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(60) });
  await expect(photos.getByRole('status').filter({ hasText: t('photos.upload.added') })).toBeVisible();

  // The retry carried the same client_id and was answered with the stored photo: one photo, not two.
  expect(attempts).toHaveLength(2);
  expect(attempts[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(attempts[1]).toBe(attempts[0]);
  await expect(photos.getByRole('group', { name: t('photos.photoLabel', { number: 1 }) })).toBeVisible();
  await expect(photos.getByRole('group', { name: t('photos.photoLabel', { number: 2 }) })).toHaveCount(0);
  const own = await context.request.get('/api/photos.php');
  expect(((await own.json()) as { photos: unknown[] }).photos).toHaveLength(1);
  expect(errors.filter((error) => !/ERR_CONNECTION_RESET/.test(error))).toEqual([]);
});
