import type { LikesResponse, MatchProfile } from '@community/contract';
import { presentPublicMainImage } from '../../platform/photo-names.ts';
import { presentTile } from '../members/index.ts';
import type { LikesListRow, MatchProfileRow } from './queries.ts';

/** The match modal's profile: id, name and the active main photo (its `match` path), nothing else. */
export function presentMatchProfile(row: MatchProfileRow): MatchProfile {
  return { id: row.id, name: row.name, main_image: presentPublicMainImage(row.main_photo) };
}

const time = (date: Date | null) => date?.getTime() ?? 0;
const activity = (row: LikesListRow) => Math.max(time(row.liked_at), time(row.liked_me_at));

/**
 * SPEC §3 Likes response. `profiles`: newest activity first; `liked_by`: new likes first, then the rest,
 * newest first within each (SPEC §4).
 */
export function presentLikes(rows: LikesListRow[]): LikesResponse {
  const profiles = [...rows]
    .sort((a, b) => activity(b) - activity(a) || b.id - a.id)
    .map((row) => ({
      ...presentTile(row),
      liked: row.liked_at !== null,
      match: row.liked_at !== null && row.liked_me_at !== null,
      liked_at: row.liked_at?.toISOString() ?? null,
      liked_me_at: row.liked_me_at?.toISOString() ?? null,
    }));
  const likedBy = rows
    .filter((row) => row.liked_me_at !== null)
    .sort(
      (a, b) =>
        Number(b.like_new) - Number(a.like_new) || time(b.liked_me_at) - time(a.liked_me_at) || b.id - a.id,
    )
    .map((row) => ({ id: row.id, like_new: row.like_new }));
  return { profiles, liked_by: likedBy };
}
