import {
  type AutoLikeResponse,
  type LikeResponse,
  type LikesResponse,
  type MatchProfile,
  wantedGenders,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { addDays } from '../../platform/clock.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import type { RouteErrors } from '../../platform/openapi-errors.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import { SLOWED_LIMITS } from '../abuse/index.ts';
import { highestListedId, walkCandidates } from './candidate-walk.ts';
import { autoLikeDue, LIKES_LIST_CAP, likeRateKey, likeTargetProblem, mayLike } from './policy.ts';
import { presentLikes, presentMatchProfile } from './presenter.ts';
import {
  autoLikeCandidate,
  countSwipeLikes,
  deleteLike,
  exportLikes,
  findLiker,
  findLikesList,
  findLikeTarget,
  findMatchProfile,
  insertLike,
  type LikerRow,
  type LikeTargetRow,
  markLikeSeen,
  openProfileLikes,
  purgeLikes,
  recentAutoLikes,
  type StoredLikeSource,
} from './queries.ts';

type LikeDeps = Pick<AppDeps, 'db' | 'clock'>;

export type { LikerRow };
// The candidate walk, for the swipe game.
export { highestListedId, walkCandidates };

/** GET /api/likes.php: the session member's own likes, given and received; never anyone else's. */
export async function memberLikes(deps: LikeDeps, site: SiteRow, memberId: number): Promise<LikesResponse> {
  const rows = await findLikesList(deps.db.$client, memberId, site.id, deps.clock(), LIKES_LIST_CAP);
  return presentLikes(rows);
}

/** The member who acts, locked for the transaction when asked; refused when the session is not of this site. */
export async function actingMember(
  sql: Sql,
  site: SiteRow,
  memberId: number,
  lock = false,
): Promise<LikerRow> {
  const member = await findLiker(sql, memberId, lock);
  if (!member || member.site_id !== site.id) throw new AppError('authentication_required', 403);
  return member;
}

/** The refusals of likeTarget and of a like given (giveLike), for the API document. */
export const LIKE_ERRORS = {
  400: ['cannot_like_self'],
  403: ['authentication_required', 'blocked_by_member', 'email_not_confirmed'],
  404: ['not_found'],
  429: ['rate_limited'],
} as const satisfies RouteErrors;

/** The profile a member likes or judges, after the rules of policy.ts. */
export async function likeTarget(sql: Sql, member: LikerRow, profileId: number): Promise<LikeTargetRow> {
  const target = await findLikeTarget(sql, member.id, profileId);
  const problem = likeTargetProblem(member, target, profileId);
  if (problem)
    throw new AppError(problem, problem === 'cannot_like_self' ? 400 : problem === 'not_found' ? 404 : 403);
  return target as LikeTargetRow;
}

/**
 * Stores the member's like inside the caller's transaction: once, however often it is sent; a new like counts
 * towards the hourly limit (the transaction rolls back when it is exceeded) and publishes `like.created`.
 * Liking back someone who liked the member is a match (`match.created` too), and their like counts as seen:
 * the member has acted on it.
 */
export async function giveLike(
  sql: Sql,
  deps: LikeDeps,
  member: LikerRow,
  target: LikeTargetRow,
  source: StoredLikeSource,
): Promise<{ match: boolean; profile: MatchProfile }> {
  if (!mayLike(member)) throw new AppError('email_not_confirmed', 403);
  const now = deps.clock();
  const inserted = await insertLike(sql, { likerId: member.id, likedId: target.id, source, now });
  if (inserted) {
    await enforceRateLimit(sql, deps.clock, likeRateKey(member.id), LIMITS.likesPerMember);
    // A member the spam signals flagged likes under a stricter limit too, until the slow-down ends (decision 0057).
    if (member.slowed_until && member.slowed_until > now)
      await enforceRateLimit(sql, deps.clock, `like-slowed:${member.id}`, SLOWED_LIMITS.likes);
    await publishEvent(sql, 'like.created', { likerId: member.id, likedId: target.id, source });
    if (target.likes_member)
      await publishEvent(sql, 'match.created', { likerId: member.id, likedId: target.id });
  }
  if (target.likes_member) await markLikeSeen(sql, target.id, member.id, now);
  return { match: target.likes_member, profile: presentMatchProfile(target) };
}

/** POST /api/like.php. Likes from the swipe game go through the swipe module (its daily limit). */
export async function likeProfile(
  deps: LikeDeps,
  site: SiteRow,
  memberId: number,
  profileId: number,
  source: Exclude<StoredLikeSource, 'auto' | 'swipe'>,
): Promise<LikeResponse> {
  return withTransaction(deps.db.$client, async (sql) => {
    const member = await actingMember(sql, site, memberId);
    if (!mayLike(member)) throw new AppError('email_not_confirmed', 403);
    const target = await likeTarget(sql, member, profileId);
    const { match, profile } = await giveLike(sql, deps, member, target, source);
    return { liked: true, match, profile };
  });
}

/** DELETE /api/like.php: takes the member's own like back; nothing happens when there is none. */
export async function unlikeProfile(deps: LikeDeps, memberId: number, profileId: number): Promise<void> {
  await deleteLike(deps.db.$client, memberId, profileId);
}

/**
 * The viewer opens a profile (member.php): whether they like it and whether it is a match; that profile's
 * like for the viewer counts as seen from now on (SPEC §4).
 */
export async function openedProfileLikes(
  deps: LikeDeps,
  viewerId: number,
  profileId: number,
): Promise<{ liked: boolean; match: boolean }> {
  const state = await openProfileLikes(deps.db.$client, viewerId, profileId, deps.clock());
  return { liked: state.liked, match: state.liked && state.likes_viewer };
}

/**
 * GET /api/auto-like.php: when one is due (policy.ts), a fictional profile likes the member now and is
 * answered for the match modal. Never a real member's profile: they like only by their own action. Chosen
 * among listed fictional profiles of the site with an active photo, of a gender the member wants and wanting
 * the member's, with no block and no like either way, the member's country first, from a random starting id.
 */
export async function autoLike(deps: LikeDeps, site: SiteRow, memberId: number): Promise<AutoLikeResponse> {
  return withTransaction(deps.db.$client, async (sql) => {
    // Locked: two calls at once cannot both find an auto-like due.
    const member = await actingMember(sql, site, memberId, true);
    const now = deps.clock();
    const recent = await recentAutoLikes(sql, member.id, addDays(now, -1));
    if (!autoLikeDue(member, recent, now)) return { profile: null };
    const highest = await highestListedId(sql, site.id);
    const id = await walkCandidates(sql, {
      siteId: site.id,
      country: member.country,
      genders: wantedGenders(member.gender, member.sexuality),
      start: 1 + Math.floor(Math.random() * highest),
      condition: autoLikeCandidate(member),
    });
    if (id === undefined) return { profile: null };
    await insertLike(sql, { likerId: id, likedId: member.id, source: 'auto', now });
    await publishEvent(sql, 'like.created', { likerId: id, likedId: member.id, source: 'auto' });
    const profile = await findMatchProfile(sql, id);
    return { profile: profile ? presentMatchProfile(profile) : null };
  });
}

/** Likes the member gave in the swipe game since `since`; its daily limit counts them. */
export function swipeLikesSince(sql: Sql, memberId: number, since: Date): Promise<number> {
  return countSwipeLikes(sql, memberId, since);
}

/** For the data export: the likes the member gave and received and their swipe passes, ids and dates. */
function exportMemberLikes(sql: Sql, memberId: number) {
  return exportLikes(sql, memberId);
}

/** For the purge of a deleted account. */
function purgeMemberLikes(sql: Sql, memberId: number): Promise<void> {
  return purgeLikes(sql, memberId);
}

/** The likes module's part of the data export and of the purge of a deleted account. */
export const likesMemberData: MemberDataHook = {
  // The likes the member gave and received and the profiles they passed in the swipe game: ids and dates.
  async exportData(sql, memberId) {
    const likes = await exportMemberLikes(sql, memberId);
    return { likes: { given: likes.given, received: likes.received }, swipe_passes: likes.swipe_passes };
  },
  // Likes either way and the member's swipe passes.
  purge: (sql, memberId) => purgeMemberLikes(sql, memberId),
};
