import type { LikerRow, LikeTargetRow } from './queries.ts';

/** GET /api/likes.php answers at most this many profiles: new likes first, then the newest activity. */
export const LIKES_LIST_CAP = 500;
export const likeRateKey = (memberId: number) => `like:${memberId}`;

/** Auto-like pacing (decision 0015): at most this many per member in any 24 hours, at least this far apart. */
const AUTO_LIKES_PER_DAY = 3;
const AUTO_LIKE_MIN_GAP_MINUTES = 10;

/** Only a confirmed member gives likes: an unconfirmed one is not listed, so nobody could like back. */
export function mayLike(member: Pick<LikerRow, 'status'>): boolean {
  return member.status === 'active';
}

export type TargetProblem = 'cannot_like_self' | 'not_found' | 'blocked_by_member';

/**
 * Whom a member may like (and judge in the swipe game): a listed profile of the member's own site that is not
 * the member, with no block either way. Unknown, unlisted and other-site profiles look alike: not_found.
 */
export function likeTargetProblem(
  member: Pick<LikerRow, 'id' | 'site_id'>,
  target: LikeTargetRow | undefined,
  profileId: number,
): TargetProblem | undefined {
  if (profileId === member.id) return 'cannot_like_self';
  if (!target?.listed || target.site_id !== member.site_id) return 'not_found';
  if (target.blocked_either_way) return 'blocked_by_member';
  return undefined;
}

/** Whether a fictional profile may like the member now, from the auto-likes of the last 24 hours. */
export function autoLikeDue(
  member: Pick<LikerRow, 'status' | 'listed'>,
  recent: { count: number; last: Date | null },
  now: Date,
): boolean {
  // A member nobody can see (unconfirmed, invisible) would not be liked by anyone either.
  if (member.status !== 'active' || !member.listed) return false;
  if (recent.count >= AUTO_LIKES_PER_DAY) return false;
  return !recent.last || now.getTime() - recent.last.getTime() >= AUTO_LIKE_MIN_GAP_MINUTES * 60_000;
}
