import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { CurrentUser, MemberProfile, OwnPhoto } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { auditedActions, confirmedStaffContext } from '../support/staff.ts';
import { gpsIn, metadataIn, PHOTO_GPS, phoneJpeg } from '../support/test-images.ts';

const t = webTexts('nl');
const shell = webTexts('nl', 'admin-shell');
const adminPhotos = webTexts('nl', 'admin-photos');
/** Utrecht's city centre, as the browser would report it. */
const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };

/** A text of the locale with `{{name}}` standing for any number, as a pattern. */
function withAnyNumber(key: string, vars: Record<string, string> = {}): RegExp {
  const literal = t(key, vars).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(literal.replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+'));
}

async function ownPhotos(request: APIRequestContext): Promise<OwnPhoto[]> {
  const answer = await request.get('/api/photos.php');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { photos: OwnPhoto[] }).photos;
}

/** Chooses a file in the upload of /profile and waits for the server's answer to it. */
async function choosePhoto(page: Page, image: Buffer, name: string) {
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/photos.php' && response.request().method() === 'POST',
  );
  await page
    .getByLabel(t('photos.upload.label'), { exact: true })
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: image });
  return (await answer).status();
}

test('a member edits every profile field and another member sees what the site shows', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const contextA = await personContext(browser, { geolocation: UTRECHT, permissions: ['geolocation'] });
  const contextB = await personContext(browser);
  const robin = await signUpMember(contextA, { name: 'Robin', gender: 'male', country: 'BE' });
  await signUpMember(contextB, { name: 'Daan', gender: 'male', sexuality: 'gay' });
  const page = await contextA.newPage();
  const errors = consoleErrors(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile.title'));
  const details = page.getByRole('region', { name: t('profile.details.title') });
  await expect(details.getByRole('textbox', { name: t('profileFields.name.label') })).toHaveValue('Robin');
  await expectAccessible(page);

  // Every field of SPEC §3, by its visible label and option texts.
  const choices = {
    gender: 'female',
    sexuality: 'bi',
    hair_color: 'red',
    body_type: 'athletic',
    eye_color: 'green',
    relationship_status: 'divorced',
    reason: 'friendship',
  } as const;
  const interests = ['cooking', 'hiking', 'music'];
  const description = 'Ik fiets graag langs de Vecht.\nZondag is voor de markt en een goed boek.';
  await details.getByRole('textbox', { name: t('profileFields.name.label') }).fill('Robin de Wit');
  for (const [field, option] of Object.entries(choices)) {
    await details
      .getByRole('combobox', { name: t(`profileFields.${field}.label`) })
      .selectOption({ label: t(`profileFields.${field}.${option}`) });
  }
  // The site does not show the reason to others, and the form says so.
  await expect(
    details.getByRole('combobox', { name: t('profileFields.reason.label') }),
  ).toHaveAccessibleDescription(t('profile.details.onlyYou'));
  const interestGroup = details.getByRole('group', { name: t('profileFields.interests.label') });
  for (const interest of interests) {
    await interestGroup.getByText(t(`interests.${interest}`), { exact: true }).click();
    await expect(interestGroup.getByRole('checkbox', { name: t(`interests.${interest}`) })).toBeChecked();
  }
  await details.getByRole('textbox', { name: t('profileFields.description.label') }).fill(description);
  await details.getByRole('button', { name: t('profile.details.save') }).click();
  await expect(details.getByRole('status')).toHaveText(t('profile.details.saved'));

  // "Use my location" fills country and region from the browser's position; saving stores the region.
  const location = page.getByRole('region', { name: t('location.title') });
  const country = location.getByRole('combobox', { name: t('location.country') });
  await expect(country).toHaveValue('BE');
  await location.getByRole('button', { name: t('location.useMyLocation') }).click();
  // The first geocode after a start may wait for the place index (built right after the start).
  await expect(country).toHaveValue('NL', { timeout: 15_000 });
  await expect(location.getByRole('combobox', { name: t('regions.term.province') })).toHaveValue('UT');
  await expect(location.getByText(t('location.near', { place: 'Utrecht' }))).toBeVisible();
  await location.getByRole('button', { name: t('location.save') }).click();
  await expect(location.getByRole('status').filter({ hasText: t('location.saved') })).toBeVisible();
  const saved = ((await (await contextA.request.get('/api/user.php')).json()) as { user: CurrentUser }).user;
  expect(saved.profile).toMatchObject({
    name: 'Robin de Wit',
    ...choices,
    interests: expect.arrayContaining(interests),
    description,
    country: 'NL',
    region: 'UT',
  });

  // After a reload the form shows what was saved.
  await page.reload();
  await expect(details.getByRole('combobox', { name: t('profileFields.hair_color.label') })).toHaveValue(
    'red',
  );
  await expect(location.getByRole('combobox', { name: t('regions.term.province') })).toHaveValue('UT');

  // Another member, in a browser of their own, sees every field the site lists, and not the reason.
  const other = await contextB.newPage();
  const otherErrors = consoleErrors(other);
  await other.goto(`/members/${robin.id}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Robin de Wit');
  await expect(other.getByText(/Utrecht · Nederland$/)).toBeVisible();
  const shown = other.getByRole('region', { name: t('member.details') });
  for (const field of [
    'gender',
    'sexuality',
    'hair_color',
    'body_type',
    'eye_color',
    'relationship_status',
  ] as const) {
    const pair = shown.locator('div').filter({
      has: other.getByRole('term').filter({ hasText: new RegExp(`^${t(`profileFields.${field}.label`)}$`) }),
    });
    await expect(pair.getByRole('definition'), field).toHaveText(
      t(`profileFields.${field}.${choices[field]}`),
    );
  }
  await expect(shown.getByRole('term').filter({ hasText: t('profileFields.reason.label') })).toHaveCount(0);
  await expect(other.getByText(t(`profileFields.reason.${choices.reason}`), { exact: true })).toHaveCount(0);
  const interestList = other.getByRole('region', { name: t('member.interests') }).getByRole('listitem');
  await expect(interestList).toHaveText(
    interests.map((each) => t(`interests.${each}`)),
    { useInnerText: true },
  );
  await expect(
    other.getByRole('region', { name: t('member.about', { name: 'Robin de Wit' }) }),
  ).toContainText('Zondag is voor de markt en een goed boek.');
  const answer = (await (await contextB.request.get(`/api/member.php?id=${robin.id}`)).json()) as {
    profile: MemberProfile;
  };
  expect(answer.profile).not.toHaveProperty('reason');
  await expectAccessible(other);

  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
  await contextA.close();
  await contextB.close();
});

test('photos: metadata removed, checked before others see them, the limit, and a moderator’s approval', async ({
  browser,
}) => {
  // Five uploads with their image checks and two members' pages: 1.6 min on CI, past 2 beside the other journeys.
  test.setTimeout(240_000);
  const contextA = await personContext(browser);
  const contextB = await personContext(browser);
  const { context: contextModerator, staff: moderator } = await confirmedStaffContext(browser, 'moderator');
  const noor = await signUpMember(contextA, { name: 'Noor', gender: 'female' });
  await signUpMember(contextB, { name: 'Bram', gender: 'male' });
  const page = await contextA.newPage();
  // The fourth photo is refused by the server on purpose.
  const errors = consoleErrors(page, [{ status: 409, path: '/api/photos.php' }]);

  // 1. A photo straight from a phone, with its position in the EXIF.
  const original = await phoneJpeg(40);
  expect(await gpsIn(original)).toMatchObject({
    latitude: expect.closeTo(PHOTO_GPS.latitude, 3),
    longitude: expect.closeTo(PHOTO_GPS.longitude, 3),
  });
  await page.goto('/profile');
  const photos = page.getByRole('region', { name: t('photos.title') });
  await expect(photos).toContainText(t('photos.none'));
  expect(await choosePhoto(page, original, 'IMG_20250614_101500.jpg')).toBe(201);
  await expect(photos.getByRole('status').filter({ hasText: t('photos.upload.added') })).toBeVisible();
  const first = photos.getByRole('group', { name: t('photos.photoLabel', { number: 1 }) });
  await expect(first).toContainText(t('photos.status.inspection'));
  await expect(first).toContainText(t('photos.main'));
  await expectAccessible(page);

  // Both served renditions carry no metadata at all; only the owner gets them while the photo is checked.
  const [photo] = await ownPhotos(contextA.request);
  if (!photo) throw new Error('the upload is not among the own photos');
  for (const filename of [photo.filename, photo.thumb_filename]) {
    const served = await contextA.request.get(`/photos/${filename}`);
    expect(served.status(), filename).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    const bytes = await served.body();
    expect(await metadataIn(bytes), filename).toEqual([]);
    expect(await gpsIn(bytes)).toBeUndefined();
    expect((await contextB.request.get(`/photos/${filename}`)).status(), filename).toBe(404);
  }

  // The other member does not see the photo yet.
  const other = await contextB.newPage();
  const otherErrors = consoleErrors(other);
  await other.goto(`/members/${noor.id}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Noor');
  await expect(other.getByRole('img', { name: t('member.noPhoto', { name: 'Noor' }) })).toBeVisible();
  await expect(other.getByText(t('member.photos.none', { name: 'Noor' }))).toBeVisible();

  // 2. Free members have three photos. A second tab adds the third while this one still offers the upload.
  expect(await choosePhoto(page, await phoneJpeg(90), 'IMG_20250614_101600.jpg')).toBe(201);
  await expect(photos.getByRole('group', { name: t('photos.photoLabel', { number: 2 }) })).toBeVisible();
  const secondTab = await contextA.newPage();
  const secondTabErrors = consoleErrors(secondTab);
  await secondTab.goto('/profile');
  expect(await choosePhoto(secondTab, await phoneJpeg(140), 'IMG_20250614_101700.jpg')).toBe(201);
  const limitReached = t('errors.photo_limit_reached', { count: 3 });
  await expect(secondTab.getByRole('region', { name: t('photos.title') })).toContainText(limitReached);
  await expect(secondTab.getByLabel(t('photos.upload.label'), { exact: true })).toHaveCount(0);
  // The fourth: the server refuses it and the page says why.
  expect(await choosePhoto(page, await phoneJpeg(190), 'IMG_20250614_101800.jpg')).toBe(409);
  await expect(photos).toContainText(limitReached);
  await expect(photos.getByRole('group', { name: withAnyNumber('photos.photoLabel') })).toHaveCount(3);
  await expect(photos.getByLabel(t('photos.upload.label'), { exact: true })).toHaveCount(0);
  await expect(photos).toContainText(t('photos.count', { used: 3, count: 3 }));
  // Noor leaves: an open tab would hear of an approval with its next refresh (once a minute), and the notices
  // below are counted on her next visit.
  expect(secondTabErrors).toEqual([]);
  expect(errors).toEqual([]);
  await Promise.all([secondTab.close(), page.close()]);

  // 3. The moderator (a confirmed staff session) goes to the back office and approves them in the photo queue.
  const review = await contextModerator.newPage();
  const reviewErrors = consoleErrors(review);
  await review.goto('/');
  const topNav = review.getByRole('navigation', { name: t('nav.label') });
  await topNav.getByRole('button', { name: 'Moderator' }).click();
  await topNav.getByRole('link', { name: t('nav.backOffice') }).click();
  await expect(review).toHaveURL(/\/admin$/);
  await review
    .getByRole('link', { name: shell('adminShell.nav.photos') })
    .first()
    .click();
  await expect(review).toHaveURL(/\/admin\/photos$/);
  await expect(review.getByRole('heading', { level: 1 })).toHaveText(adminPhotos('adminPhotos.title'));
  const all = await ownPhotos(contextA.request);
  expect(all).toHaveLength(3);
  const inReview = (filename: string) =>
    review.getByRole('article').filter({ has: review.locator(`img[src$="/${filename}"]`) });
  await expect(inReview(photo.filename)).toBeVisible();
  await expectAccessible(review);
  for (const each of all) {
    const item = inReview(each.filename);
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(
      `${adminPhotos('adminPhotos.photoBy')} Noor`,
    );
    await item.getByRole('button', { name: adminPhotos('adminPhotos.approve') }).click();
    await expect(item).toHaveCount(0);
  }
  await expect(
    review.getByRole('status').filter({ hasText: adminPhotos('adminPhotos.approved') }),
  ).toHaveCount(1);
  expect(await auditedActions(moderator.id)).toEqual(['photo.approve', 'photo.approve', 'photo.approve']);

  // 4. The owner is told of each approval once; the third photo is made private, the others see the photos.
  const back = await contextA.newPage();
  const backErrors = consoleErrors(back);
  await back.goto('/profile');
  const backPhotos = back.getByRole('region', { name: t('photos.title') });
  await expect(backPhotos.getByText(t('photos.status.inspection'), { exact: true })).toHaveCount(0);
  const approvals = back.getByRole('status').filter({ hasText: t('photos.decision.approved') });
  await expect(approvals).toHaveCount(3);
  await expectAccessible(back);
  await back.reload();
  await expect(backPhotos.getByRole('group', { name: withAnyNumber('photos.photoLabel') })).toHaveCount(3);
  await expect(approvals).toHaveCount(0);
  const third = backPhotos.getByRole('group', { name: t('photos.photoLabel', { number: 3 }) });
  // The switch follows the saved state, so it turns on once the server has answered.
  const privateSwitch = third.getByRole('switch', { name: t('photos.private') });
  await privateSwitch.click();
  await expect(privateSwitch).toBeChecked();
  await other.reload();
  const mainPhoto = other.getByRole('img', { name: t('member.mainPhoto', { name: 'Noor' }) });
  await expect(mainPhoto).toHaveAttribute('src', new RegExp(`/${photo.filename}$`));
  await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const gallery = other.getByRole('region', { name: t('member.photos.title') });
  await expect(
    gallery.getByRole('button', { name: withAnyNumber('member.photos.openPhoto', { name: 'Noor' }) }),
  ).toHaveCount(2);
  await expect(gallery.getByText(withAnyNumber('member.photos.locked'))).toHaveCount(1);
  await expect(
    gallery.getByRole('button', { name: withAnyNumber('member.photos.unlock_other') }),
  ).toBeVisible();
  await expectAccessible(other);

  expect(backErrors).toEqual([]);
  expect(otherErrors).toEqual([]);
  expect(reviewErrors).toEqual([]);
  await Promise.all([contextA.close(), contextB.close(), contextModerator.close()]);
});

test('a photo upload over a slow line shows its progress and time left, and can be cancelled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await personContext(browser);
  await signUpMember(context, { name: 'Iris', gender: 'female' });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  // About 2 MB that JPEG cannot squeeze: noise.
  const big = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(1_500_000);
  await page.goto('/profile');
  const photos = page.getByRole('region', { name: t('photos.title') });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A slow line: 30 kB/s up, so the upload would take over a minute (axe on a busy machine takes a while).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: 30_000,
  });

  // The file is chosen with a button in the member's language (not the browser's "Choose File").
  const choose = photos.getByRole('button', { name: t('photos.upload.choose'), exact: true });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'IMG_large.jpg', mimeType: 'image/jpeg', buffer: big });

  const bar = photos.getByRole('progressbar', { name: t('photos.upload.busy') });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(
    photos.getByText(/^\d+ % · nog ongeveer \d+ (seconde|seconden|minuut|minuten)$/),
  ).toBeVisible();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await expectAccessible(page);

  await photos.getByRole('button', { name: t('upload.cancel'), exact: true }).click();
  await expect(photos.getByRole('status').filter({ hasText: t('upload.cancelled') })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(photos).toContainText(t('photos.none'));

  // At full speed the same photo goes through.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/photos.php' && response.request().method() === 'POST',
  );
  const again = page.waitForEvent('filechooser');
  await choose.click();
  await (await again).setFiles({ name: 'IMG_large.jpg', mimeType: 'image/jpeg', buffer: big });
  expect((await answer).status()).toBe(201);
  await expect(photos.getByRole('status').filter({ hasText: t('photos.upload.added') })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
