// The likes module's door for other modules: likes seen from a profile, the candidate walk the swipe game and the
// demo seed share, and the likes' part of a member's data export and purge.

export {
  actingMember,
  giveLike,
  HAS_ACTIVE_PHOTO,
  highestListedId,
  LIKE_ERRORS,
  type LikerRow,
  likesMemberData,
  likeTarget,
  notBlocked,
  openedProfileLikes,
  swipeLikesSince,
  walkCandidates,
  wantsGender,
} from './service.ts';
