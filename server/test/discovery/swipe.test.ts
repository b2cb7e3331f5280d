import { SWIPE_FREE_LIKES_PER_DAY } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createMember } from '../support/members.ts';
import { createTestApp, testClock } from '../support/test-app.ts';
import { likeHelpers } from './like-helpers.ts';

type State = {
  profile: { id: number; name: string; interests: string[]; description: string | null } | null;
  likes_left: number | null;
  resets_at: string;
  match?: { id: number; name: string } | null;
};

// Mid-morning UTC: the swipe day runs to midnight UTC.
const clock = testClock(new Date(Date.UTC(2026, 5, 15, 10, 30)));
const MIDNIGHT = new Date(Date.UTC(2026, 5, 16)).toISOString();

describe('the swipe game (GET/POST /api/swipe.php)', async () => {
  const { app, db } = await createTestApp({}, { clock });
  const { sql, addProfile, newSite, member, call, likesOf } = likeHelpers(app, db);

  async function state(cookie: string, host: string): Promise<State> {
    const response = await call('GET', '/api/swipe.php', { cookie, host });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const judge = (cookie: string, host: string, id: number, action: 'like' | 'pass') =>
    call('POST', '/api/swipe.php', { cookie, host, payload: { id, action } });
  async function judged(cookie: string, host: string, id: number, action: 'like' | 'pass'): Promise<State> {
    const response = await judge(cookie, host, id, action);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const swipeLikes = async (memberId: number) =>
    (await likesOf(memberId)).filter((like) => like.liker_id === memberId && like.source === 'swipe').length;

  /** A site with a member (a man looking for women) and `count` women who would suit him, in his country. */
  async function game(count: number, options: { paid?: boolean } = {}) {
    const site = await newSite();
    const me = await member({ gender: 'male', sexuality: 'hetero', country: 'NL' }, site.id);
    if (options.paid) await sql.query('UPDATE users SET paid_user = true WHERE id = $1', [me.id]);
    const women: number[] = [];
    for (let i = 0; i < count; i++) women.push(await addProfile({ siteId: site.id, gender: 'female' }));
    return { site, me, host: site.host, women };
  }

  it('requires a session', async () => {
    const refused = [
      await call('GET', '/api/swipe.php'),
      await call('POST', '/api/swipe.php', { payload: { id: 1, action: 'pass' } }),
    ];
    for (const response of refused) {
      expect([response.statusCode, response.json()]).toEqual([403, { error: 'authentication_required' }]);
    }
  });

  it('shows suitable profiles one by one, the own country first; a passed or liked profile does not come back', async () => {
    const { site, me, host } = await game(0);
    const { id: otherSite } = await newSite();
    const woman = { siteId: site.id, gender: 'female' as const, country: 'NL' };
    const unsuitable = [
      await addProfile({ ...woman, photo: 'none' }),
      await addProfile({ ...woman, photo: 'inspection' }),
      await addProfile({ ...woman, sexuality: 'lesbian' }),
      await addProfile({ ...woman, gender: 'male' }),
      await addProfile({ ...woman, gender: 'male', sexuality: 'gay' }),
      await addProfile({ ...woman, siteId: otherSite }),
    ];
    const blockedByMe = await addProfile(woman);
    const blockingMe = await addProfile(woman);
    const likedBefore = await addProfile(woman);
    const invisible = await addProfile(woman);
    await call('POST', '/api/block.php', { cookie: me.cookie, host, payload: { profile_id: blockedByMe } });
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blockingMe, me.id]);
    await call('POST', '/api/like.php', {
      cookie: me.cookie,
      host,
      payload: { id: likedBefore, source: 'tile' },
    });
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible]);
    unsuitable.push(blockedByMe, blockingMe, likedBefore, invisible);
    const abroad = await addProfile({ ...woman, country: 'BE' });
    const home = [await addProfile(woman), await addProfile({ ...woman, sexuality: 'bi' })];

    const seen: number[] = [];
    let current = await state(me.cookie, host);
    // The same card until it is judged (a reload does not skip it).
    expect((await state(me.cookie, host)).profile?.id).toBe(current.profile?.id);
    expect(current).toMatchObject({ likes_left: SWIPE_FREE_LIKES_PER_DAY, resets_at: MIDNIGHT });
    expect(current.profile).toMatchObject({
      interests: ['travelling', 'kissing'],
      description: 'Hallo daar',
    });
    while (current.profile) {
      seen.push(current.profile.id);
      current = await judged(me.cookie, host, current.profile.id, seen.length === 1 ? 'like' : 'pass');
      expect(seen.length).toBeLessThan(10);
    }
    expect(seen.slice(0, 2).sort()).toEqual([...home].sort());
    expect(seen).toEqual([...seen.slice(0, 2), abroad]);
    for (const id of unsuitable) expect(seen).not.toContain(id);
    expect(await state(me.cookie, host)).toMatchObject({
      profile: null,
      likes_left: SWIPE_FREE_LIKES_PER_DAY - 1,
    });
    expect((await sql.query('SELECT 1 FROM swipe_passes WHERE member_id = $1', [me.id])).rowCount).toBe(2);
  });

  it(`gives a free member ${SWIPE_FREE_LIKES_PER_DAY} likes a day; the next is refused and stores nothing; passing goes on`, async () => {
    const { me, host, women } = await game(7);
    const lefts: (number | null)[] = [];
    for (const id of women.slice(0, 4)) lefts.push((await judged(me.cookie, host, id, 'like')).likes_left);
    expect(lefts).toEqual([3, 2, 1, 0]);
    // Liking the same profile again costs nothing.
    expect((await judged(me.cookie, host, women[3] as number, 'like')).likes_left).toBe(0);
    const refused = await judge(me.cookie, host, women[4] as number, 'like');
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: 'swipe_limit_reached', limit: SWIPE_FREE_LIKES_PER_DAY, resets_at: MIDNIGHT },
    ]);
    expect(await swipeLikes(me.id)).toBe(4);
    expect(await likesOf(women[4] as number)).toEqual([]);
    expect((await judged(me.cookie, host, women[4] as number, 'pass')).likes_left).toBe(0);

    // A new UTC day, new likes.
    clock.set(new Date(Date.UTC(2026, 5, 16, 0, 0, 1)));
    try {
      const next = await state(me.cookie, host);
      expect(next).toMatchObject({ likes_left: 4, resets_at: new Date(Date.UTC(2026, 5, 17)).toISOString() });
      expect(women.slice(5)).toContain(next.profile?.id);
      expect((await judged(me.cookie, host, next.profile?.id as number, 'like')).likes_left).toBe(3);
    } finally {
      clock.set(new Date(Date.UTC(2026, 5, 15, 10, 30)));
    }
  });

  it('never passes the limit with likes sent at once', async () => {
    const { me, host, women } = await game(8);
    const answers = await Promise.all(women.map((id) => judge(me.cookie, host, id, 'like')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 403, 403, 403, 403]);
    expect(await swipeLikes(me.id)).toBe(SWIPE_FREE_LIKES_PER_DAY);
  });

  it('waits for a like in flight before counting (the member row is locked meanwhile)', async () => {
    const { me, host, women } = await game(5);
    for (const id of women.slice(0, 3)) await judged(me.cookie, host, id, 'like');
    const other = await sql.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [me.id]);
      await other.query(
        `INSERT INTO likes (liker_id, liked_id, source, created_at) VALUES ($1, $2, 'swipe', $3)`,
        [me.id, women[3], clock()],
      );
      const waiting = judge(me.cookie, host, women[4] as number, 'like');
      await new Promise((resolve) => setTimeout(resolve, 400));
      await other.query('COMMIT');
      expect((await waiting).json()).toMatchObject({ error: 'swipe_limit_reached' });
    } finally {
      other.release();
    }
    expect(await swipeLikes(me.id)).toBe(SWIPE_FREE_LIKES_PER_DAY);
  });

  it('premium members like without limit', async () => {
    const { me, host, women } = await game(6, { paid: true });
    expect((await state(me.cookie, host)).likes_left).toBeNull();
    for (const id of women) expect((await judged(me.cookie, host, id, 'like')).likes_left).toBeNull();
    expect(await swipeLikes(me.id)).toBe(6);
  });

  it('a like that completes a match answers the profile for the match modal', async () => {
    const { me, host, women } = await game(2);
    const [admirer, other] = women as [number, number];
    await sql.query(`INSERT INTO likes (liker_id, liked_id, source) VALUES ($1, $2, 'profile')`, [
      admirer,
      me.id,
    ]);
    expect((await judged(me.cookie, host, other, 'like')).match).toBeNull();
    const match = await judged(me.cookie, host, admirer, 'like');
    expect(match.match).toEqual({
      id: admirer,
      name: `Profiel ${admirer}`,
      main_image: expect.objectContaining({ match: expect.stringMatching(/^\/photos\//) }),
    });
    const likes = (await call('GET', '/api/likes.php', { cookie: me.cookie, host })).json();
    expect(likes.profiles).toContainEqual(expect.objectContaining({ id: admirer, match: true }));
  });

  it('judges only valid like targets; an unconfirmed member may pass but not like', async () => {
    const { site, me, host, women } = await game(2);
    const { id: otherSite } = await newSite();
    const elsewhere = await addProfile({ siteId: otherSite, gender: 'female' });
    const invisible = await addProfile({ siteId: site.id, gender: 'female' });
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible]);
    const blocker = await addProfile({ siteId: site.id, gender: 'female' });
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker, me.id]);
    for (const [id, action, status, error] of [
      [me.id, 'like', 400, 'cannot_like_self'],
      [elsewhere, 'like', 404, 'not_found'],
      [invisible, 'pass', 404, 'not_found'],
      [blocker, 'like', 403, 'blocked_by_member'],
      [999_999_999, 'pass', 404, 'not_found'],
    ] as const) {
      const response = await judge(me.cookie, host, id, action);
      expect([response.statusCode, response.json()], `${id} ${action}`).toEqual([status, { error }]);
    }
    // Not the card shown, but a valid target: fine.
    const card = (await state(me.cookie, host)).profile?.id;
    const notShown = women.find((id) => id !== card) as number;
    expect((await judged(me.cookie, host, notShown, 'like')).likes_left).toBe(3);
    expect(await likesOf(me.id)).toEqual([{ liker_id: me.id, liked_id: notShown, source: 'swipe' }]);

    const unconfirmed = await createMember(app, { gender: 'male' });
    await sql.query('UPDATE users SET site_id = $2 WHERE id = $1', [unconfirmed.user.id, site.id]);
    await sql.query('UPDATE profiles SET site_id = $2 WHERE id = $1', [unconfirmed.user.id, site.id]);
    const refused = await judge(unconfirmed.cookie, host, women[0] as number, 'like');
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'email_not_confirmed' }]);
    expect((await judge(unconfirmed.cookie, host, women[0] as number, 'pass')).statusCode).toBe(200);
    expect(await likesOf(unconfirmed.user.id)).toEqual([]);
  });
});
