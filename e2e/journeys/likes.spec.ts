import type { LikesResponse, MemberProfile } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';

const t = webTexts('nl');

test('two members like each other: a new like with the badge, then the match modal in both sessions', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const contextA = await personContext(browser);
  const contextB = await personContext(browser);
  const joris = await signUpMember(contextA, { name: 'Joris', gender: 'male' });
  const lotte = await signUpMember(contextB, { name: 'Lotte', gender: 'female' });

  // Joris likes Lotte from her profile: no match yet.
  const jorisPage = await contextA.newPage();
  const jorisErrors = consoleErrors(jorisPage);
  await jorisPage.goto(`/members/${lotte.id}`);
  await expect(jorisPage.getByRole('heading', { level: 1 })).toHaveText('Lotte');
  const likeLotte = jorisPage.getByRole('button', { name: t('likes.button.likeName', { name: 'Lotte' }) });
  await likeLotte.click();
  await expect(
    jorisPage.getByRole('button', { name: t('likes.button.unlikeName', { name: 'Lotte' }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(jorisPage.getByRole('dialog')).toHaveCount(0);
  // Joris leaves: an open page would learn of the match by itself on its next likes refresh (5 s, then every
  // 60 s), and show the modal there, once.
  await jorisPage.close();
  expect(jorisErrors).toEqual([]);

  // Lotte sees the new like first, with the badge in the top bar and the count in the title.
  const lottePage = await contextB.newPage();
  const lotteErrors = consoleErrors(lottePage);
  await lottePage.goto('/likes');
  const nav = lottePage.getByRole('navigation', { name: t('nav.label') });
  await expect(nav.getByRole('link', { name: new RegExp(t('likes.newLikes', { count: 1 })) })).toBeVisible();
  await expect(lottePage).toHaveTitle(/^\(1\) /);
  const received = lottePage.getByRole('region', { name: t('likes.sections.received') });
  const jorisTile = received.getByRole('listitem').first();
  await expect(jorisTile).toContainText('Joris');
  await expect(jorisTile).toContainText(t('likes.new'));
  await expectAccessible(lottePage);

  // She likes him back from the tile: "It's a Match", closed by a click anywhere.
  await jorisTile.getByRole('button', { name: t('likes.button.likeName', { name: 'Joris' }) }).click();
  const lotteMatch = lottePage.getByRole('dialog', { name: t('likes.modal.matchTitle') });
  await expect(lotteMatch).toContainText(t('likes.modal.matchText', { name: 'Joris' }));
  await expectAccessible(lottePage);
  await lotteMatch.click({ position: { x: 5, y: 5 } });
  await expect(lotteMatch).toBeHidden();
  await expect(nav.getByRole('link', { name: new RegExp(t('likes.newLikes', { count: 1 })) })).toHaveCount(0);

  // Joris learns of it when he comes back: the match modal once, whose button opens the chat with Lotte.
  const jorisAgain = await contextA.newPage();
  const jorisAgainErrors = consoleErrors(jorisAgain);
  await jorisAgain.goto('/members');
  const jorisMatch = jorisAgain.getByRole('dialog', { name: t('likes.modal.matchTitle') });
  await expect(jorisMatch).toContainText(t('likes.modal.matchText', { name: 'Lotte' }));
  await jorisMatch
    .getByRole('button', { name: t('conversation.match.sendMessage', { name: 'Lotte' }) })
    .click();
  await expect(jorisAgain).toHaveURL(new RegExp(`/members/${lotte.id}/chat$`));
  await expect(jorisAgain.getByRole('heading', { level: 1 })).toHaveText('Lotte');
  await jorisAgain.reload();
  await expect(jorisAgain.getByRole('heading', { level: 1 })).toHaveText('Lotte');
  await expect(jorisAgain.getByRole('dialog', { name: t('likes.modal.matchTitle') })).toHaveCount(0);

  // The server agrees: a match both ways, and neither can read the other's likes.
  const likesOfJoris = (await (await contextA.request.get('/api/likes.php')).json()) as LikesResponse;
  expect(likesOfJoris.profiles.find((profile) => profile.id === lotte.id)?.match).toBe(true);
  expect(likesOfJoris.profiles.map((profile) => profile.id)).not.toContain(joris.id);
  expect(jorisAgainErrors).toEqual([]);
  expect(lotteErrors).toEqual([]);
});

test('the swipe game: like by button and keyboard until the daily limit, passing stays possible', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await personContext(browser);
  await signUpMember(context, { name: 'Ilse', gender: 'female' });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('swipe.title'));
  await expect(page.getByText(t('swipe.likesLeft', { count: 4 }))).toBeVisible();
  await expectAccessible(page);

  // The buttons are named after the profile shown: "Martijn liken", "Martijn overslaan".
  const like = page.getByRole('button', { name: new RegExp(`${t('swipe.likeName', { name: '' }).trim()}$`) });
  const pass = page.getByRole('button', { name: new RegExp(`${t('swipe.passName', { name: '' }).trim()}$`) });
  const seen: string[] = [];
  const cardName = async () =>
    (await page.getByRole('article').getByRole('heading').first().textContent()) ?? '';
  for (let left = 4; left > 0; left -= 1) {
    seen.push(await cardName());
    if (left % 2 === 0) await like.click();
    else await page.keyboard.press('ArrowRight');
    await expect(page.getByText(t('swipe.likesLeft', { count: left - 1 }))).toBeVisible();
  }
  // The fifth like waits for tomorrow; passing still shows the next profile.
  await expect(page.getByRole('heading', { name: t('swipe.limit.title') })).toBeVisible();
  await expect(like).toBeDisabled();
  const before = await cardName();
  await pass.click();
  await expect.poll(cardName).not.toBe(before);
  expect(new Set(seen).size).toBe(4);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('an auto-like comes from a fictional profile after the delay in t, and t leaves the address', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await personContext(browser);
  await signUpMember(context, { name: 'Noor', gender: 'female' });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/members?t=2');
  const dialog = page.getByRole('dialog', { name: t('likes.modal.likeTitle') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/members$/);
  // The dialog's last button opens the chat with whoever liked, and the fictional-profile warning shows there.
  await dialog.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/members\/\d+\/chat$/);
  const likerId = Number(new URL(page.url()).pathname.split('/')[2]);
  await expect(page.getByText(/Fysiek contact met deze profielen is niet mogelijk/)).toBeVisible();

  const liker = (await (await context.request.get(`/api/member.php?id=${likerId}`)).json()) as {
    profile: MemberProfile;
  };
  expect(liker.profile.fictional).toBe(true);
  const likes = (await (await context.request.get('/api/likes.php')).json()) as LikesResponse;
  expect(likes.liked_by.map((entry) => entry.id)).toContain(likerId);
  expect(errors).toEqual([]);
});
