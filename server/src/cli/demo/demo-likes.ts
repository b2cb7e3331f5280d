import { wantedGenders } from '@community/contract';
import { HAS_ACTIVE_PHOTO, wantsGender } from '../../modules/likes/index.ts';
import type { Sql } from '../../platform/sql.ts';
import type { DemoLogin } from './demo-logins.ts';

/**
 * The likes each demo login receives from fictional demo profiles, newest first: hours ago, whether it is still
 * new (not seen), and whether the login liked back (the match).
 */
const DEMO_LIKES: ReadonlyArray<{ hoursAgo: number; seen: boolean; likedBack: boolean }> = [
  { hoursAgo: 2, seen: false, likedBack: false },
  { hoursAgo: 7, seen: false, likedBack: false },
  { hoursAgo: 26, seen: true, likedBack: true },
  { hoursAgo: 50, seen: true, likedBack: false },
  { hoursAgo: 97, seen: true, likedBack: false },
];

type LoginProfile = {
  id: number;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
};

/**
 * Gives the demo members among `logins` a few likes, so the demo shows likes, the new-like badge and a match:
 * from fictional demo profiles (never real members) that suit the login both ways and show a photo, the
 * login's country first, the same ones on every run. A login that has received likes already gets none.
 */
export async function ensureDemoLikes(
  sql: Sql,
  siteId: number,
  logins: readonly DemoLogin[],
  now: Date,
): Promise<number> {
  let given = 0;
  for (const login of logins.filter((l) => l.role === 'member')) {
    const { rows } = await sql.query<LoginProfile & { liked: boolean }>(
      `SELECT u.id::int AS id, p.gender, p.sexuality, p.country,
         EXISTS (SELECT 1 FROM likes l WHERE l.liked_id = u.id) AS liked
       FROM users u JOIN profiles p ON p.id = u.id
       WHERE u.site_id = $1 AND u.email_normalized = $2 AND u.status = 'active'`,
      [siteId, login.email],
    );
    const member = rows[0];
    if (!member || member.liked) continue;
    const fans = await sql.query<{ id: number }>(
      `SELECT p.id::int AS id FROM profiles p
       WHERE p.listed AND p.site_id = $1 AND p.fictional AND p.id <> $2 AND p.gender = ANY($3::text[])
         AND ${wantsGender('$4')} AND ${HAS_ACTIVE_PHOTO}
       ORDER BY p.country = $5 DESC, p.id
       LIMIT $6`,
      [
        siteId,
        member.id,
        wantedGenders(member.gender, member.sexuality),
        member.gender,
        member.country,
        DEMO_LIKES.length,
      ],
    );
    for (const [index, fan] of fans.rows.entries()) {
      const like = DEMO_LIKES[index] as (typeof DEMO_LIKES)[number];
      const at = new Date(now.getTime() - like.hoursAgo * 3_600_000);
      const seenAt = like.seen ? new Date(at.getTime() + 3_600_000) : null;
      await sql.query(
        `INSERT INTO likes (liker_id, liked_id, source, created_at, seen_at) VALUES ($1, $2, 'auto', $3, $4)
         ON CONFLICT DO NOTHING`,
        [fan.id, member.id, at, seenAt],
      );
      if (like.likedBack) {
        await sql.query(
          `INSERT INTO likes (liker_id, liked_id, source, created_at) VALUES ($1, $2, 'profile', $3)
           ON CONFLICT DO NOTHING`,
          [member.id, fan.id, seenAt],
        );
      }
      given += 1;
    }
  }
  return given;
}
