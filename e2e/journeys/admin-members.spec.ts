import crypto from 'node:crypto';
import type { CurrentUser, OwnPhoto } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { auditedActions, confirmedStaffContext } from '../support/staff.ts';
import { phoneJpeg } from '../support/test-images.ts';

const de = webTexts('de');
const photosNl = webTexts('nl', 'admin-photos');
const membersNl = webTexts('nl', 'admin-members');

/**
 * Issue 23, decision 0056: a moderator rejects a German member's photo with a reason (the member reads it in German),
 * gives credits (the member sees their balance), and bans the member, who then sees the ban page and can no
 * longer like or write. The back office is axe-clean at 1280 px and usable at 375 px.
 */
test('a moderator judges a photo, adjusts credits and bans a member', async ({ browser }) => {
  test.setTimeout(180_000);
  const lenaContext = await personContext(browser);
  await visitAs(lenaContext, { language: 'de' });
  const lena = await signUpMember(lenaContext, {
    name: 'Lena',
    gender: 'female',
    country: 'DE',
    region: null,
  });
  expect((await lenaContext.request.put('/api/user.php', { data: { language: 'de' } })).status()).toBe(200);
  const upload = await lenaContext.request.post('/api/photos.php', {
    headers: { 'content-type': 'image/jpeg' },
    data: await phoneJpeg(200),
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { photos: OwnPhoto[] }).photos.at(-1) as OwnPhoto;

  // 1. The moderator finds the photo in the queue, with its count and age, and rejects it with a reason.
  const { context: staffContext, staff } = await confirmedStaffContext(browser, 'moderator');
  const queue = await staffContext.newPage();
  await queue.setViewportSize({ width: 1280, height: 900 });
  const queueErrors = consoleErrors(queue);
  await queue.goto('/admin/photos');
  await expect(queue.getByRole('heading', { level: 1 })).toHaveText(photosNl('adminPhotos.title'));
  await expect(queue.getByText(/\d+ foto('s)? wacht/)).toBeVisible();
  const item = queue.getByRole('article').filter({ has: queue.locator(`img[src$="/${photo.filename}"]`) });
  await expect(item).toBeVisible();
  await expectAccessible(queue);
  await item.getByRole('button', { name: photosNl('adminPhotos.reject') }).click();
  await item.getByRole('radio', { name: photosNl('adminPhotos.reasons.nudity') }).check();
  await item.getByRole('button', { name: photosNl('adminPhotos.confirmReject') }).click();
  await expect(item).toHaveCount(0);

  // 2. Lena reads the outcome in German, with the reason.
  const lenaPage = await lenaContext.newPage();
  await lenaPage.goto('/profile');
  const notice = lenaPage.getByRole('status').filter({ hasText: de('photos.decision.rejected') });
  await expect(notice).toContainText(de('photos.rejectReason.nudity'));

  // 3. The moderator finds Lena and gives her credits with a reason; she sees her balance.
  const before = ((await (await lenaContext.request.get('/api/user.php')).json()) as { user: CurrentUser })
    .user.credits;
  const members = await staffContext.newPage();
  await members.setViewportSize({ width: 1280, height: 900 });
  const membersErrors = consoleErrors(members);
  await members.goto('/admin/members');
  await members.getByLabel(membersNl('adminMembers.searchLabel')).fill(lena.email);
  await members.getByRole('button', { name: membersNl('adminMembers.searchButton') }).click();
  await members.getByRole('link', { name: 'Lena' }).click();
  await expect(members).toHaveURL(new RegExp(`/admin/members/${lena.id}$`));
  await expect(members.getByRole('heading', { level: 1 })).toContainText('Lena');
  await expectAccessible(members);
  await members.getByLabel(membersNl('adminMembers.fields.action'), { exact: true }).selectOption('credits');
  await members.getByLabel(membersNl('adminMembers.fields.amount'), { exact: true }).fill('25');
  await members
    .getByLabel(membersNl('adminMembers.fields.reason'), { exact: true })
    .fill('Entschädigung für eine Störung');
  await members.getByRole('button', { name: membersNl('adminMembers.actions.credits') }).click();
  await expect(members.getByRole('status').filter({ hasText: membersNl('adminMembers.done') })).toBeVisible();
  await lenaPage.goto('/credits');
  await expect(lenaPage.getByText(de('credits.balance', { count: before + 25 }))).toBeVisible();

  // 4. At 375 px the member page still works: the heading and the action form are there.
  await members.setViewportSize({ width: 375, height: 800 });
  await expect(members.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(members.getByLabel(membersNl('adminMembers.fields.action'), { exact: true })).toBeVisible();
  expect(await members.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await members.setViewportSize({ width: 1280, height: 900 });

  // 5. The moderator bans Lena: her next step shows the ban page; she can no longer like or write.
  await members.getByLabel(membersNl('adminMembers.fields.action'), { exact: true }).selectOption('ban');
  await members.getByLabel(membersNl('adminMembers.fields.reason'), { exact: true }).fill('Betrug');
  await members.getByRole('button', { name: membersNl('adminMembers.actions.ban') }).click();
  await expect(members.getByRole('heading', { level: 1 })).toContainText(
    membersNl('adminMembers.statuses.banned'),
  );

  const like = await lenaContext.request.post('/api/like.php', { data: { id: staff.id } });
  expect(like.status()).toBe(403);
  expect(await like.json()).toEqual({ error: 'account_banned' });
  const message = await lenaContext.request.post('/api/message.php', {
    data: { profile: staff.id, client_id: crypto.randomUUID(), kind: 'text', text: 'Hallo' },
  });
  expect(message.status()).toBe(403);
  expect(await message.json()).toEqual({ error: 'account_banned' });

  // Her open page shows the ban page at its next call (its refresh, or this reload) and signs her out.
  await lenaPage.reload();
  await expect(lenaPage).toHaveURL(/\/pages\/ban$/);
  // Each of the moderator's decisions is in the audit log.
  expect(await auditedActions(staff.id)).toEqual(expect.arrayContaining(['member.credits', 'member.ban']));
  expect((await auditedActions(staff.id)).filter((action) => action.startsWith('photo.'))).toHaveLength(1);
  expect(queueErrors).toEqual([]);
  expect(membersErrors).toEqual([]);
  await Promise.all([lenaContext.close(), staffContext.close()]);
});
