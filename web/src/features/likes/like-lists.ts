import type { LikesResponse, LikeType } from '@community/contract';

type LikedProfile = LikesResponse['profiles'][number];
export type LikeEntry = { profile: LikedProfile; isNew: boolean };

const time = (value: string | null) => (value === null ? 0 : Date.parse(value));
const newestFirst = (at: (profile: LikedProfile) => number) => (a: LikeEntry, b: LikeEntry) =>
  at(b.profile) - at(a.profile);

/**
 * The three lists of the likes pages, from one likes answer: who liked the member (new likes first, in the
 * server's order, SPEC §4), whom the member liked, and the matches, each newest first.
 */
export function likeLists(likes: LikesResponse): Record<LikeType, LikeEntry[]> {
  const byId = new Map(likes.profiles.map((profile) => [profile.id, profile]));
  const received = likes.liked_by.flatMap(({ id, like_new }) => {
    const profile = byId.get(id);
    return profile ? [{ profile, isNew: like_new }] : [];
  });
  const entries = likes.profiles.map((profile) => ({ profile, isNew: false }));
  const sent = entries.filter(({ profile }) => profile.liked).sort(newestFirst((p) => time(p.liked_at)));
  const matches = entries
    .filter(({ profile }) => profile.match)
    .sort(newestFirst((p) => Math.max(time(p.liked_at), time(p.liked_me_at))));
  return { received, sent, matches };
}
