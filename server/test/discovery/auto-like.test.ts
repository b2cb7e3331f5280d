import { describe, expect, it } from 'vitest';
import { createMember } from '../support/members.ts';
import { createTestApp, testClock } from '../support/test-app.ts';
import { likeHelpers } from './like-helpers.ts';

const clock = testClock(new Date(Date.UTC(2026, 5, 15, 9)));
const minutesLater = (minutes: number) => clock.set(new Date(clock().getTime() + minutes * 60_000));

describe('auto-like (GET /api/auto-like.php)', async () => {
  const { app, db } = await createTestApp({}, { clock });
  const { sql, addProfile, newSite, member, call, likesOf } = likeHelpers(app, db);

  const autoLike = async (cookie: string, host: string) => {
    const response = await call('GET', '/api/auto-like.php', { cookie, host });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().profile as {
      id: number;
      name: string;
      main_image: { match: string } | null;
    } | null;
  };
  /** Auto-likes the member received, oldest first. */
  const autoLikers = async (memberId: number) =>
    (
      await sql.query<{ id: number }>(
        `SELECT liker_id::int AS id FROM likes WHERE liked_id = $1 AND source = 'auto' ORDER BY created_at`,
        [memberId],
      )
    ).rows.map((row) => row.id);

  it('requires a session', async () => {
    const response = await call('GET', '/api/auto-like.php');
    expect([response.statusCode, response.json()]).toEqual([403, { error: 'authentication_required' }]);
  });

  it('only a fictional profile ever auto-likes: real members like only by their own action', async () => {
    const site = await newSite();
    const me = await member({ gender: 'female', sexuality: 'hetero', country: 'NL' }, site.id);
    // Real members who would suit perfectly.
    for (const country of ['NL', 'BE']) await addProfile({ siteId: site.id, gender: 'male', country });
    expect(await autoLike(me.cookie, site.host)).toBeNull();
    expect(await likesOf(me.id)).toEqual([]);

    const fictional = await addProfile({ siteId: site.id, gender: 'male', fictional: true, name: 'Fictief' });
    minutesLater(1);
    const profile = await autoLike(me.cookie, site.host);
    expect(profile).toEqual({
      id: fictional,
      name: 'Fictief',
      main_image: expect.objectContaining({
        match: expect.stringMatching(/^\/photos\/\d+-test-picture\.webp$/),
      }),
    });
    expect(await likesOf(me.id)).toEqual([{ liker_id: fictional, liked_id: me.id, source: 'auto' }]);
    // The like shows as a new like, from a profile marked fictional.
    const likes = (await call('GET', '/api/likes.php', { cookie: me.cookie, host: site.host })).json();
    expect(likes.liked_by).toEqual([{ id: fictional, like_new: true }]);
    expect(likes.profiles).toMatchObject([{ id: fictional, fictional: true, liked: false, match: false }]);
    const { rows } = await sql.query(
      `SELECT 1 FROM likes l JOIN profiles p ON p.id = l.liker_id WHERE l.source = 'auto' AND NOT p.fictional`,
    );
    expect(rows).toEqual([]);
  });

  it('chooses a suitable profile: preferences both ways, a photo, no block, no like yet, the own country first', async () => {
    const site = await newSite();
    const { id: otherSite } = await newSite();
    const me = await member({ gender: 'male', sexuality: 'hetero', country: 'BE' }, site.id);
    const fictional = { siteId: site.id, fictional: true, gender: 'female' as const, country: 'BE' };
    const unsuitable = [
      await addProfile({ ...fictional, photo: 'none' }),
      await addProfile({ ...fictional, photo: 'inspection' }),
      await addProfile({ ...fictional, gender: 'male' }),
      await addProfile({ ...fictional, gender: 'male', sexuality: 'gay' }),
      await addProfile({ ...fictional, sexuality: 'lesbian' }),
      await addProfile({ ...fictional, siteId: otherSite }),
    ];
    const blockedByMe = await addProfile(fictional);
    const blockingMe = await addProfile(fictional);
    const likedByMe = await addProfile(fictional);
    const invisible = await addProfile(fictional);
    unsuitable.push(blockedByMe, blockingMe, likedByMe, invisible);
    await call('POST', '/api/block.php', {
      cookie: me.cookie,
      host: site.host,
      payload: { profile_id: blockedByMe },
    });
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blockingMe, me.id]);
    const liked = await call('POST', '/api/like.php', {
      cookie: me.cookie,
      host: site.host,
      payload: { id: likedByMe, source: 'tile' },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible]);

    const elsewhere = await addProfile({ ...fictional, country: 'NL' });
    const bi = await addProfile({ ...fictional, sexuality: 'bi' });
    expect((await autoLike(me.cookie, site.host))?.id).toBe(bi);
    minutesLater(10);
    expect((await autoLike(me.cookie, site.host))?.id).toBe(elsewhere);
    minutesLater(10);
    // Everyone suitable has liked me now; a profile never auto-likes twice.
    expect(await autoLike(me.cookie, site.host)).toBeNull();
    expect(await autoLikers(me.id)).toEqual([bi, elsewhere]);
    for (const id of unsuitable) expect(await autoLikers(me.id)).not.toContain(id);
  });

  it('paces auto-likes: 10 minutes apart, 3 in 24 hours, one at a time', async () => {
    const site = await newSite();
    const me = await member({ gender: 'female', sexuality: 'bi', country: 'NL' }, site.id);
    for (let i = 0; i < 8; i++) {
      await addProfile({
        siteId: site.id,
        fictional: true,
        gender: i % 2 ? 'male' : 'female',
        sexuality: 'bi',
      });
    }
    // Calls at once (several tabs): one like.
    const answers = await Promise.all(Array.from({ length: 5 }, () => autoLike(me.cookie, site.host)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await autoLikers(me.id)).toHaveLength(1);
    minutesLater(9);
    expect(await autoLike(me.cookie, site.host)).toBeNull();
    minutesLater(1);
    expect(await autoLike(me.cookie, site.host)).not.toBeNull();
    minutesLater(10);
    expect(await autoLike(me.cookie, site.host)).not.toBeNull();
    minutesLater(600);
    expect(await autoLike(me.cookie, site.host)).toBeNull();
    expect(await autoLikers(me.id)).toHaveLength(3);
    // 24 hours after the first, one more is due.
    minutesLater(24 * 60 - 620);
    expect(await autoLike(me.cookie, site.host)).not.toBeNull();
    expect(await autoLike(me.cookie, site.host)).toBeNull();
    expect(new Set(await autoLikers(me.id)).size).toBe(4);
  });

  it('a call waits for one in flight and then sees its like (the member row is locked meanwhile)', async () => {
    const site = await newSite();
    const me = await member({ gender: 'female', country: 'NL' }, site.id);
    const [inFlight] = [
      await addProfile({ siteId: site.id, fictional: true, gender: 'male' }),
      await addProfile({ siteId: site.id, fictional: true, gender: 'male' }),
    ];
    const other = await sql.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [me.id]);
      await other.query(
        `INSERT INTO likes (liker_id, liked_id, source, created_at) VALUES ($1, $2, 'auto', $3)`,
        [inFlight, me.id, clock()],
      );
      const waiting = autoLike(me.cookie, site.host);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await other.query('COMMIT');
      expect(await waiting).toBeNull();
    } finally {
      other.release();
    }
    expect(await autoLikers(me.id)).toEqual([inFlight]);
  });

  it('gives none to an unconfirmed or invisible member', async () => {
    const site = await newSite();
    await addProfile({ siteId: site.id, fictional: true, gender: 'male' });
    const unconfirmed = await createMember(app, { gender: 'female' });
    await sql.query('UPDATE users SET site_id = $2 WHERE id = $1', [unconfirmed.user.id, site.id]);
    await sql.query('UPDATE profiles SET site_id = $2 WHERE id = $1', [unconfirmed.user.id, site.id]);
    expect(await autoLike(unconfirmed.cookie, site.host)).toBeNull();
    const invisible = await member({ gender: 'female' }, site.id);
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible.id]);
    expect(await autoLike(invisible.cookie, site.host)).toBeNull();
    expect([...(await likesOf(unconfirmed.user.id)), ...(await likesOf(invisible.id))]).toEqual([]);
  });
});
