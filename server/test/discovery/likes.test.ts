import { describe, expect, it } from 'vitest';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createMember } from '../support/members.ts';
import { createTestApp, testClock } from '../support/test-app.ts';
import { likeHelpers } from './like-helpers.ts';

type LikedTile = {
  id: number;
  name: string;
  liked: boolean;
  match: boolean;
  liked_at: string | null;
  liked_me_at: string | null;
};
type Likes = { profiles: LikedTile[]; liked_by: { id: number; like_new: boolean }[] };

const clock = testClock(new Date(Date.UTC(2026, 5, 15, 9)));
const minutesLater = (minutes: number) => clock.set(new Date(clock().getTime() + minutes * 60_000));

describe('likes and matches (likes.php, like.php, member.php)', async () => {
  const { app, db, config } = await createTestApp({}, { clock });
  const { sql, addProfile, newSite, member, call, likesOf } = likeHelpers(app, db);
  const defaultSiteId = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]
    ?.id as number;

  const like = (cookie: string, id: number, source = 'profile') =>
    call('POST', '/api/like.php', { cookie, payload: { id, source } });
  const unlike = (cookie: string, id: number) => call('DELETE', '/api/like.php', { cookie, payload: { id } });
  async function likesFor(cookie: string): Promise<Likes> {
    const response = await call('GET', '/api/likes.php', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const view = async (cookie: string, id: number) =>
    (await call('GET', `/api/member.php?id=${id}`, { cookie })).json().profile;
  const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

  it('requires a member: a visitor is asked to log in, a stale session is logged out', async () => {
    const someone = await addProfile({ siteId: defaultSiteId });
    expect((await call('GET', '/api/likes.php')).json()).toEqual({ error: 'authentication_required' });
    for (const response of [
      await call('POST', '/api/like.php', { payload: { id: someone } }),
      await call('DELETE', '/api/like.php', { payload: { id: someone } }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, { error: 'login_required' }]);
    }
    expect(await likesOf(someone)).toEqual([]);
  });

  it('a like, a like back that makes a match (in both lists and on the profile), and unliking', async () => {
    const anna = await member({ gender: 'female' });
    const bram = await member({ gender: 'male' });

    const first = await like(anna.cookie, bram.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      liked: true,
      match: false,
      profile: { id: bram.id, name: bram.form.name, main_image: null },
    });
    const annaLikes = await likesFor(anna.cookie);
    expect(annaLikes.profiles).toMatchObject([{ id: bram.id, liked: true, match: false, liked_me_at: null }]);
    expect(annaLikes.profiles[0]?.liked_at).toBe(clock().toISOString());
    expect(annaLikes.liked_by).toEqual([]);
    const bramLikes = await likesFor(bram.cookie);
    expect(bramLikes.profiles).toMatchObject([{ id: anna.id, liked: false, match: false, liked_at: null }]);
    expect(bramLikes.liked_by).toEqual([{ id: anna.id, like_new: true }]);
    expect(await view(anna.cookie, bram.id)).toMatchObject({ liked: true, match: false });

    minutesLater(5);
    const back = await like(bram.cookie, anna.id, 'likes');
    expect(back.json()).toMatchObject({
      liked: true,
      match: true,
      profile: { id: anna.id, name: anna.form.name },
    });
    expect((await likesFor(anna.cookie)).profiles).toMatchObject([{ id: bram.id, liked: true, match: true }]);
    expect((await likesFor(bram.cookie)).profiles).toMatchObject([{ id: anna.id, liked: true, match: true }]);
    // Liking back is acting on the like: it is no longer new.
    expect((await likesFor(bram.cookie)).liked_by).toEqual([{ id: anna.id, like_new: false }]);
    expect((await likesFor(anna.cookie)).liked_by).toEqual([{ id: bram.id, like_new: true }]);
    expect(await view(anna.cookie, bram.id)).toMatchObject({ liked: true, match: true });
    expect(await view(bram.cookie, anna.id)).toMatchObject({ liked: true, match: true });
    expect((await likesFor(anna.cookie)).liked_by).toEqual([{ id: bram.id, like_new: false }]);

    // Unliking takes only one's own like back, and twice is fine.
    expect((await unlike(anna.cookie, bram.id)).statusCode).toBe(204);
    expect((await unlike(anna.cookie, bram.id)).statusCode).toBe(204);
    expect((await likesFor(anna.cookie)).profiles).toMatchObject([
      { id: bram.id, liked: false, match: false, liked_at: null },
    ]);
    expect((await likesFor(anna.cookie)).liked_by).toEqual([{ id: bram.id, like_new: false }]);
    expect((await likesFor(bram.cookie)).profiles).toMatchObject([
      { id: anna.id, liked: true, match: false },
    ]);
    expect(await view(bram.cookie, anna.id)).toMatchObject({ liked: true, match: false });
    // One's own profile is never liked by oneself.
    expect(await view(anna.cookie, anna.id)).toMatchObject({ liked: false, match: false });
  });

  it('a double click or a replay stores one like and answers the same', async () => {
    const liker = await member({ gender: 'male' });
    const liked = await addProfile({ siteId: defaultSiteId });
    const answers = await Promise.all([
      like(liker.cookie, liked),
      like(liker.cookie, liked),
      like(liker.cookie, liked, 'tile'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await likesOf(liked)).toHaveLength(1);
    expect((await likesFor(liker.cookie)).profiles).toHaveLength(1);
  });

  it('lists new likes first, and opening a profile clears only its own new-like flag', async () => {
    const me = await member({ gender: 'female' });
    const [oldest, middle, newest] = [
      await member({ gender: 'male' }),
      await member({ gender: 'male' }),
      await member({ gender: 'male' }),
    ];
    const mine = await addProfile({ siteId: defaultSiteId, gender: 'male' });
    for (const liker of [oldest, middle, newest]) {
      minutesLater(1);
      await like(liker?.cookie as string, me.id);
    }
    minutesLater(1);
    await like(me.cookie, mine);
    const before = await likesFor(me.cookie);
    expect(before.liked_by).toEqual([
      { id: newest?.id, like_new: true },
      { id: middle?.id, like_new: true },
      { id: oldest?.id, like_new: true },
    ]);
    expect(ids(before.profiles)).toEqual([mine, newest?.id, middle?.id, oldest?.id]);

    // Someone else opening the liker's profile, or the liker opening mine, clears nothing.
    await view(oldest?.cookie as string, middle?.id as number);
    await view(middle?.cookie as string, me.id);
    expect((await likesFor(me.cookie)).liked_by.every((entry) => entry.like_new)).toBe(true);

    await view(me.cookie, middle?.id as number);
    await view(me.cookie, oldest?.id as number);
    expect((await likesFor(me.cookie)).liked_by).toEqual([
      { id: newest?.id, like_new: true },
      { id: middle?.id, like_new: false },
      { id: oldest?.id, like_new: false },
    ]);
    // A like that is seen stays seen.
    minutesLater(1);
    expect((await likesFor(me.cookie)).liked_by[1]).toEqual({ id: middle?.id, like_new: false });
  });

  it("answers only the session member's likes: another member's cannot be read", async () => {
    const owner = await member({ gender: 'female' });
    const admirer = await member({ gender: 'male' });
    const outsider = await member({ gender: 'male' });
    await like(admirer.cookie, owner.id);
    await like(owner.cookie, admirer.id);
    for (const url of [
      `/api/likes.php?id=${owner.id}`,
      `/api/likes.php?member=${owner.id}&user_id=${owner.id}`,
    ]) {
      const response = await call('GET', url, { cookie: outsider.cookie });
      expect(response.json()).toEqual({ profiles: [], liked_by: [] });
    }
    // Nor can anyone take back another member's like.
    await call('DELETE', '/api/like.php', { cookie: outsider.cookie, payload: { id: owner.id } });
    expect((await likesFor(admirer.cookie)).profiles).toMatchObject([{ id: owner.id, match: true }]);
  });

  it('refuses liking oneself, blocked, invisible, deleted, unconfirmed and other-site members, and never lists them', async () => {
    const me = await member({ gender: 'male' });
    expect((await like(me.cookie, me.id)).json()).toEqual({ error: 'cannot_like_self' });
    expect((await like(me.cookie, me.id)).statusCode).toBe(400);

    const blockedByMe = await member({ gender: 'female' });
    const blockingMe = await member({ gender: 'female' });
    const invisible = await member({ gender: 'female' });
    const deleted = await member({ gender: 'female' });
    const unconfirmed = await createMember(app, { gender: 'female' });
    const { id: otherSiteId } = await newSite();
    const otherSite = await member({ gender: 'female' }, otherSiteId);
    const everyone = [blockedByMe, blockingMe, invisible, deleted, otherSite];
    // Likes both ways from before anyone hid; none of them may show from now on.
    for (const other of everyone.slice(0, 4)) {
      await like(other.cookie, me.id);
      await like(me.cookie, other.id);
    }
    expect((await likesFor(me.cookie)).profiles).toHaveLength(4);

    await call('POST', '/api/block.php', { cookie: me.cookie, payload: { profile_id: blockedByMe.id } });
    await call('POST', '/api/block.php', { cookie: blockingMe.cookie, payload: { profile_id: me.id } });
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible.id]);
    await sql.query(`UPDATE users SET status = 'deleted', deleted_at = now() WHERE id = $1`, [deleted.id]);

    await sql.query('DELETE FROM likes WHERE liker_id = $1', [me.id]);
    for (const [id, status, error] of [
      [blockedByMe.id, 403, 'blocked_by_member'],
      [blockingMe.id, 403, 'blocked_by_member'],
      [invisible.id, 404, 'not_found'],
      [deleted.id, 404, 'not_found'],
      [unconfirmed.user.id, 404, 'not_found'],
      [otherSite.id, 404, 'not_found'],
      [999_999_999, 404, 'not_found'],
    ] as const) {
      const response = await like(me.cookie, id);
      expect([response.statusCode, response.json()], String(id)).toEqual([status, { error }]);
    }
    expect(await likesOf(me.id)).toHaveLength(4);
    expect((await sql.query('SELECT 1 FROM likes WHERE liker_id = $1', [me.id])).rowCount).toBe(0);
    expect(await likesFor(me.cookie)).toEqual({ profiles: [], liked_by: [] });
    // …and the other way round: the blocked and the blocker do not see me either.
    expect(await likesFor(blockedByMe.cookie)).toEqual({ profiles: [], liked_by: [] });
    expect(await likesFor(blockingMe.cookie)).toEqual({ profiles: [], liked_by: [] });
  });

  it('an unconfirmed member cannot like; a like from the swipe game must come through swipe.php', async () => {
    const unconfirmed = await createMember(app, { gender: 'male' });
    const target = await addProfile({ siteId: defaultSiteId });
    const refused = await like(unconfirmed.cookie, target);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'email_not_confirmed' }]);
    const me = await member({ gender: 'male' });
    expect((await like(me.cookie, target, 'swipe')).statusCode).toBe(400);
    expect((await like(me.cookie, target, 'auto')).statusCode).toBe(400);
    expect(await likesOf(target)).toEqual([]);
  });

  it('limits likes per hour; a repeated like costs nothing', async () => {
    const me = await member({ gender: 'male' });
    const [first, second] = [
      await addProfile({ siteId: defaultSiteId }),
      await addProfile({ siteId: defaultSiteId }),
    ];
    expect((await like(me.cookie, first)).statusCode).toBe(200);
    await sql.query('UPDATE rate_limits SET hits = 200 WHERE key = $1', [`like:${me.id}`]);
    expect((await like(me.cookie, first)).statusCode).toBe(200);
    const refused = await like(me.cookie, second);
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'rate_limited', retry_after: 3600 }]);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await likesOf(second)).toEqual([]);
    minutesLater(61);
    expect((await like(me.cookie, second)).statusCode).toBe(200);
  });

  it('the data export lists likes given and received and swipe passes; the purge erases them', async () => {
    const me = await member({ gender: 'male' });
    const fan = await member({ gender: 'female' });
    const liked = await addProfile({ siteId: defaultSiteId });
    const passed = await addProfile({ siteId: defaultSiteId });
    await like(me.cookie, liked);
    await like(fan.cookie, me.id);
    await call('POST', '/api/swipe.php', { cookie: me.cookie, payload: { id: passed, action: 'pass' } });
    const data = (await call('GET', '/api/export.php', { cookie: me.cookie })).json();
    expect(data.likes).toEqual({
      given: [{ profile_id: liked, created_at: clock().toISOString() }],
      received: [{ profile_id: fan.id, created_at: clock().toISOString(), seen_at: null }],
    });
    expect(data.swipe_passes).toEqual([{ profile_id: passed, created_at: clock().toISOString() }]);
    // The other member's export has the same like from their side, and nothing of mine.
    const theirs = (await call('GET', '/api/export.php', { cookie: fan.cookie })).json();
    expect(theirs.likes).toEqual({
      given: [{ profile_id: me.id, created_at: clock().toISOString() }],
      received: [],
    });
    expect(theirs.swipe_passes).toEqual([]);

    await sql.query(`UPDATE users SET status = 'deleted', deleted_at = $2 WHERE id = $1`, [
      me.id,
      new Date(clock().getTime() - 15 * 86_400_000),
    ]);
    const mailer = createMailer(config, { info: () => {} });
    expect(
      await purgeDeletedAccounts({ config, db, clock, mailer }, memberDataHooks({ config })),
    ).toBeGreaterThanOrEqual(1);
    mailer.close();
    expect(await likesOf(me.id)).toEqual([]);
    expect((await sql.query('SELECT 1 FROM swipe_passes WHERE member_id = $1', [me.id])).rowCount).toBe(0);
    expect(await likesFor(fan.cookie)).toEqual({ profiles: [], liked_by: [] });
  });
});
