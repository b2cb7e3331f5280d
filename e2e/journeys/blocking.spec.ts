import type { OwnPhoto } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { confirmedStaffContext } from '../support/staff.ts';
import { phoneJpeg } from '../support/test-images.ts';

const t = webTexts('nl');

test('a member blocks another: every way in is closed until the block is undone in the settings', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const contextA = await personContext(browser);
  const contextB = await personContext(browser);
  // A moderator whose session confirmed its authenticator code (the staff journey goes through that step).
  const { context: contextModerator } = await confirmedStaffContext(browser, 'moderator');
  const eva = await signUpMember(contextA, { name: 'Eva', gender: 'female' });
  const tim = await signUpMember(contextB, { name: 'Tim', gender: 'male' });

  // Eva has an approved photo (the photo journey goes through these screens).
  const upload = await contextA.request.post('/api/photos.php', {
    headers: { 'content-type': 'image/jpeg' },
    data: await phoneJpeg(200),
  });
  expect(upload.status()).toBe(201);
  const [photo] = ((await upload.json()) as { photos: OwnPhoto[] }).photos;
  if (!photo) throw new Error('the upload is not among the own photos');
  const approval = await contextModerator.request.post('/api/admin/photos.php', {
    data: { id: photo.id, decision: 'approve' },
  });
  expect(approval.status()).toBe(200);
  const photoFiles = [photo.filename, photo.thumb_filename].map((filename) => `/photos/${filename}`);

  // Before the block Tim sees Eva and her photo.
  const timPage = await contextB.newPage();
  // Eva's profile refused to Tim while she blocks him.
  const timErrors = consoleErrors(timPage, [{ status: 403, path: '/api/member.php' }]);
  await timPage.goto(`/members/${eva.id}`);
  await expect(timPage.getByRole('heading', { level: 1 })).toHaveText('Eva');
  await expect(timPage.getByRole('img', { name: t('member.mainPhoto', { name: 'Eva' }) })).toBeVisible();
  for (const file of photoFiles) expect((await contextB.request.get(file)).status(), file).toBe(200);

  // Eva blocks Tim from his profile, after confirming.
  const evaPage = await contextA.newPage();
  const evaErrors = consoleErrors(evaPage);
  await evaPage.goto(`/members/${tim.id}`);
  await expect(evaPage.getByRole('heading', { level: 1 })).toHaveText('Tim');
  await evaPage.getByRole('button', { name: t('blocks.block'), exact: true }).click();
  const confirm = evaPage.getByRole('dialog', { name: t('blocks.confirm.title', { name: 'Tim' }) });
  await expect(confirm).toContainText(t('blocks.confirm.body', { name: 'Tim' }));
  await confirm.getByRole('button', { name: t('blocks.confirm.submit') }).click();
  await expect(confirm).toBeHidden();
  // Her photo's approval is announced beside it (decision 0036): the block's own status message.
  const blockedNotice = t('blocks.blockedNotice', { name: 'Tim' });
  await expect(evaPage.getByRole('status').filter({ hasText: blockedNotice })).toHaveText(blockedNotice);
  await expect(evaPage.getByRole('button', { name: t('blocks.unblock'), exact: true })).toBeVisible();

  // Tim can no longer view Eva's profile, nor fetch her photo files.
  await timPage.reload();
  await expect(timPage.getByRole('heading', { level: 1 })).toHaveText(t('member.unavailable.title'));
  await expect(timPage.getByText(t('member.unavailable.body'))).toBeVisible();
  await expect(timPage.getByRole('img', { name: t('member.mainPhoto', { name: 'Eva' }) })).toHaveCount(0);
  await expectAccessible(timPage);
  const refused = await contextB.request.get(`/api/member.php?id=${eva.id}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'blocked_by_member' });
  for (const file of photoFiles) expect((await contextB.request.get(file)).status(), file).toBe(404);

  // Eva finds Tim in the block list of her settings and unblocks him there.
  await evaPage.goto('/notifications');
  const blockList = evaPage.getByRole('region', { name: t('blocks.settings.title') });
  await expect(blockList.getByRole('link', { name: 'Tim', exact: true })).toHaveAttribute(
    'href',
    `/members/${tim.id}`,
  );
  await expectAccessible(evaPage);
  await blockList.getByRole('button', { name: t('blocks.settings.unblockName', { name: 'Tim' }) }).click();
  await expect(blockList).toContainText(t('blocks.settings.empty'));

  // Tim sees Eva again, photo and all.
  await timPage.reload();
  await expect(timPage.getByRole('heading', { level: 1 })).toHaveText('Eva');
  await expect(timPage.getByRole('img', { name: t('member.mainPhoto', { name: 'Eva' }) })).toBeVisible();
  for (const file of photoFiles) expect((await contextB.request.get(file)).status(), file).toBe(200);

  expect(evaErrors).toEqual([]);
  expect(timErrors).toEqual([]);
  await Promise.all([contextA.close(), contextB.close(), contextModerator.close()]);
});
