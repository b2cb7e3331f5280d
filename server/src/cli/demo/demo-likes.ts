import { wantedGenders } from '@community/contract';
import { typed } from '../../db/typed.ts';
import { hasActivePhoto, wantsGenderOf } from '../../modules/likes/index.ts';
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
  const db = typed(sql);
  let given = 0;
  for (const login of logins.filter((l) => l.role === 'member')) {
    const member = await db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', 'p.gender', 'p.sexuality', 'p.country'])
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('likes as l').select(eb.lit(1).as('found')).whereRef('l.liked_id', '=', 'u.id'),
          )
          .as('liked'),
      )
      .where('u.site_id', '=', siteId)
      .where('u.email_normalized', '=', login.email)
      .where('u.status', '=', 'active')
      .executeTakeFirst();
    if (!member || member.liked) continue;
    const fans = await db
      .selectFrom('profiles as p')
      .select('p.id')
      .where('p.listed', '=', true)
      .where('p.site_id', '=', siteId)
      .where('p.fictional', '=', true)
      .where('p.id', '<>', member.id)
      .where((eb) => eb('p.gender', '=', eb.fn.any(eb.val(wantedGenders(member.gender, member.sexuality)))))
      .where(wantsGenderOf(member.gender))
      .where(hasActivePhoto)
      .orderBy((eb) => eb('p.country', '=', member.country), 'desc')
      .orderBy('p.id')
      .limit(DEMO_LIKES.length)
      .execute();
    for (const [index, fan] of fans.entries()) {
      const like = DEMO_LIKES[index] as (typeof DEMO_LIKES)[number];
      const at = new Date(now.getTime() - like.hoursAgo * 3_600_000);
      const seenAt = like.seen ? new Date(at.getTime() + 3_600_000) : null;
      await db
        .insertInto('likes')
        .values({ liker_id: fan.id, liked_id: member.id, source: 'auto', created_at: at, seen_at: seenAt })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      if (like.likedBack && seenAt) {
        await db
          .insertInto('likes')
          .values({ liker_id: member.id, liked_id: fan.id, source: 'profile', created_at: seenAt })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      given += 1;
    }
  }
  return given;
}
