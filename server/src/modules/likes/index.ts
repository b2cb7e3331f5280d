// The likes module's door for other modules: likes seen from a profile, the candidate walk the swipe game and the
// demo seed share, and the likes' part of a member's data export and purge.

export {
  blockedEitherWay,
  candidate,
  hasActivePhoto,
  notBlockedWith,
  wantsGenderOf,
} from './candidate-walk.ts';
export {
  actingMember,
  giveLike,
  highestListedId,
  LIKE_ERRORS,
  type LikerRow,
  likesMemberData,
  likeTarget,
  openedProfileLikes,
  swipeLikesSince,
  walkCandidates,
} from './service.ts';
