import {
  type MatchProfile,
  SWIPE_FREE_LIKES_PER_DAY,
  type SwipeAnswer,
  type SwipeState,
  wantedGenders,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import {
  actingMember,
  giveLike,
  highestListedId,
  type LikerRow,
  likeTarget,
  swipeLikesSince,
  walkCandidates,
} from '../likes/index.ts';
import { swipeDay, swipeLikesLeft, swipeStart } from './policy.ts';
import { presentSwipeCard } from './presenter.ts';
import { findSwipeCard, insertPass, swipeCandidate } from './queries.ts';

type SwipeDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The next card: a listed profile of the site with an active main photo, of a gender the member wants and
 * wanting the member's, not the member, no block either way, not liked nor passed by the member; the member's
 * country first.
 */
async function nextCard(sql: Sql, site: SiteRow, member: LikerRow, now: Date) {
  const id = await walkCandidates(sql, {
    siteId: site.id,
    country: member.country,
    genders: wantedGenders(member.gender, member.sexuality),
    start: swipeStart(member.id, now, await highestListedId(sql, site.id)),
    condition: swipeCandidate(member),
  });
  const row = id === undefined ? undefined : await findSwipeCard(sql, id, now);
  return row ? presentSwipeCard(row, site) : null;
}

async function stateFor(deps: SwipeDeps, site: SiteRow, member: LikerRow): Promise<SwipeState> {
  const sql = deps.db.$client;
  const now = deps.clock();
  const day = swipeDay(now);
  const used = member.paid_user ? 0 : await swipeLikesSince(sql, member.id, day.start);
  return {
    profile: await nextCard(sql, site, member, now),
    likes_left: swipeLikesLeft(member, used),
    resets_at: day.resetsAt.toISOString(),
  };
}

/** GET /api/swipe.php: the card to judge, and the likes left today. */
export async function swipeState(deps: SwipeDeps, site: SiteRow, memberId: number): Promise<SwipeState> {
  return stateFor(deps, site, await actingMember(deps.db.$client, site, memberId));
}

/**
 * POST /api/swipe.php: like or pass a profile (any valid like target, normally the card shown). A free
 * member's like beyond today's SWIPE_FREE_LIKES_PER_DAY is refused and nothing is stored; the member's row is
 * locked meanwhile, so likes sent in parallel cannot pass the limit together. Liking a profile already liked
 * costs nothing. Answers the next state, and the profile when the like made a match.
 */
export async function judgeProfile(
  deps: SwipeDeps,
  site: SiteRow,
  memberId: number,
  judgement: { id: number; action: 'like' | 'pass' },
): Promise<SwipeAnswer> {
  const match = await withTransaction(deps.db.$client, async (sql): Promise<MatchProfile | null> => {
    const member = await actingMember(sql, site, memberId, true);
    const target = await likeTarget(sql, member, judgement.id);
    const now = deps.clock();
    if (judgement.action === 'pass') {
      await insertPass(sql, member.id, target.id, now);
      return null;
    }
    if (member.status !== 'active') throw new AppError('email_not_confirmed', 403);
    if (!target.liked && !member.paid_user) {
      const day = swipeDay(now);
      if ((await swipeLikesSince(sql, member.id, day.start)) >= SWIPE_FREE_LIKES_PER_DAY) {
        throw new AppError('swipe_limit_reached', 403, {
          limit: SWIPE_FREE_LIKES_PER_DAY,
          resets_at: day.resetsAt.toISOString(),
        });
      }
    }
    const liked = await giveLike(sql, deps, member, target, 'swipe');
    return liked.match ? liked.profile : null;
  });
  const member = await actingMember(deps.db.$client, site, memberId);
  return { ...(await stateFor(deps, site, member)), match };
}
