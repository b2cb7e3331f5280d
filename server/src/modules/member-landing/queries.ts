import { sql as fragment } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { type TileRow, tileSelection } from '../members/index.ts';

/** No block between the member `memberId` and the profile `p`, either way (the chat's rule, chat/policy.ts). */
function noBlockEitherWay(memberId: number) {
  return fragment<boolean>`NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${memberId} AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = ${memberId}))`;
}

/** A teaser row: a tile, and whether its main photo is private (then it is never shown). */
export type TeaserRow = TileRow & { main_private: boolean };

function teaserQuery(sql: Sql, now: Date) {
  return typed(sql)
    .selectFrom('listed_profiles as p')
    .select(tileSelection(now))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('photos as ph')
            .select(fragment.lit(1).as('one'))
            .whereRef('ph.id', '=', 'p.main_photo_id')
            .where('ph.private', '=', true),
        )
        .$castTo<boolean>()
        .as('main_private'),
    );
}

/**
 * A member a visitor may see: a listed profile (confirmed, active, visible; not deleted, suspended or banned: the
 * `listed` flag the triggers keep) of this site, and for a signed-in viewer no block either way (the profile
 * vanishes for whom it blocked, as everywhere). Undefined for anyone else.
 */
export async function findPublicTeaser(
  sql: Sql,
  siteId: number,
  id: number,
  viewerId: number | null,
  now: Date,
): Promise<TeaserRow | undefined> {
  return teaserQuery(sql, now)
    .where('p.id', '=', id)
    .where('p.site_id', '=', siteId)
    .$if(viewerId !== null, (query) => query.where(noBlockEitherWay(viewerId as number)))
    .executeTakeFirst();
}

/**
 * The id of a member a signup may remember: a listed profile of the site. Read inside the signup's transaction;
 * null for anyone else (the signup then goes on without it).
 */
export async function rememberableMemberId(sql: Sql, siteId: number, id: number): Promise<number | null> {
  const row = await typed(sql)
    .selectFrom('listed_profiles as p')
    .select('p.id')
    .where('p.id', '=', id)
    .where('p.site_id', '=', siteId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The member `userId`'s signup remembered, while they may still chat: listed, of the same site, not the member,
 * no block either way (the chat's own rule, chat/policy.ts). Undefined otherwise.
 */
export async function findLandingMember(sql: Sql, userId: number, now: Date): Promise<TeaserRow | undefined> {
  return teaserQuery(sql, now)
    .innerJoin('users as me', 'me.landing_member_id', 'p.id')
    .where('me.id', '=', userId)
    .whereRef('p.site_id', '=', 'me.site_id')
    .where('p.id', '<>', userId)
    .where(noBlockEitherWay(userId))
    .executeTakeFirst();
}
