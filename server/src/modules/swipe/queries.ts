import type { Gender } from '@community/contract';
import type { Expression, SqlBool } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { candidate, hasActivePhoto, notBlockedWith, wantsGenderOf } from '../likes/index.ts';
import { tileSelection } from '../members/index.ts';

export async function findSwipeCard(sql: Sql, profileId: number, now: Date) {
  return typed(sql)
    .selectFrom('profiles as p')
    .select([...tileSelection(now), 'p.interests', 'p.description'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}
export type SwipeCardRow = NonNullable<Awaited<ReturnType<typeof findSwipeCard>>>;

/** The member passed this profile: the swipe game does not show it again. Passing twice changes nothing. */
export async function insertPass(sql: Sql, memberId: number, profileId: number, now: Date): Promise<void> {
  await typed(sql)
    .insertInto('swipe_passes')
    .values({ member_id: memberId, profile_id: profileId, created_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'profile_id']).doNothing())
    .execute();
}

/**
 * A card's candidate `p`: not the member, with an active main photo, wanting the member's gender, no block either
 * way, not liked nor passed by the member.
 */
export function swipeCandidate(member: { id: number; gender: Gender }): Expression<SqlBool> {
  const eb = candidate;
  return eb.and([
    eb('p.id', '<>', member.id),
    hasActivePhoto,
    wantsGenderOf(member.gender),
    notBlockedWith(member.id),
    eb.not(
      eb.exists(
        eb
          .selectFrom('likes as l')
          .select(eb.lit(1).as('one'))
          .where('l.liker_id', '=', member.id)
          .whereRef('l.liked_id', '=', 'p.id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('swipe_passes as s')
          .select(eb.lit(1).as('one'))
          .where('s.member_id', '=', member.id)
          .whereRef('s.profile_id', '=', 'p.id'),
      ),
    ),
  ]);
}
